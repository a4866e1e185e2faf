import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getSystem } from '../../theme';
import { Toaster } from './toaster';

/** Chakra with the portal theme and the app's one toaster. Light mode only for now. */
export function Provider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
