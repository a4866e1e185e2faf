import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { ViewerProvider } from './auth/ViewerProvider';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Provider } from './components/ui/provider';
import { shell } from './messages';
import { routes } from './router';

export function PageSpinner() {
  return (
    <Center minH="50vh" role="status" aria-label={shell.loading}>
      <Spinner color="brand.solid" size="lg" />
    </Center>
  );
}

const reloadPage = () => window.location.reload();

/** Providers in the order they depend on each other; tests pass their own environment and router. */
export function AppProviders({ environment, children }: { environment: Environment; children: React.ReactNode }) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Provider>
        {/* Outside the router: nothing to navigate to, so "Try again" starts the app afresh. */}
        <ErrorBoundary onRetry={reloadPage}>
          <Suspense fallback={<PageSpinner />}>
            <ViewerProvider>{children}</ViewerProvider>
          </Suspense>
        </ErrorBoundary>
      </Provider>
    </RelayEnvironmentProvider>
  );
}

export function App({ environment }: { environment: Environment }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
