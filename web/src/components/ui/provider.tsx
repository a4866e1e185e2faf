import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getProviderSystem } from '../../theme';
import { Toaster } from './toaster';

/**
 * Chakra with the portal theme and the app's one toaster. Light mode only for now. Chakra's global
 * styles are in index.html (staticGlobalCss.ts), not inserted here.
 */
export function Provider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getProviderSystem()}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
