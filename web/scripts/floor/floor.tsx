// floor.tsx: the floor that scripts/report-size.mjs measures /login against: the least a page can load that
// renders with react-dom, reads a query and commits a mutation with Relay, and draws one input and
// one button with Chakra's provider and its stock system. No app code, no theme. index.html renders
// it alone; router.html inside react-router's browser router, which every routed page needs.
import { Button, ChakraProvider, defaultSystem, Input } from '@chakra-ui/react';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider, useLazyLoadQuery, useMutation } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { ViewerProviderQuery } from '../../src/__generated__/ViewerProviderQuery.graphql';
import viewerQuery from '../../src/__generated__/ViewerProviderQuery.graphql';
import type { useLoginMutation } from '../../src/__generated__/useLoginMutation.graphql';
import loginMutation from '../../src/__generated__/useLoginMutation.graphql';

const environment = new Environment({
  network: Network.create(async (params, variables) => {
    const response = await fetch('/graphql', { method: 'POST', body: JSON.stringify({ documentId: params.id, variables }) });
    return response.json();
  }),
  store: new Store(new RecordSource()),
});

export function Login() {
  const { viewer } = useLazyLoadQuery<ViewerProviderQuery>(viewerQuery, {});
  const [commit] = useMutation<useLoginMutation>(loginMutation);
  return (
    <form onSubmit={(event) => { event.preventDefault(); commit({ variables: { input: { emailOrPhone: 'a', password: 'b' } } }); }}>
      <Input aria-label="E-mail" defaultValue={viewer?.email ?? ''} />
      <Button type="submit">Log in</Button>
    </form>
  );
}

export function renderFloor(page: React.ReactNode) {
  createRoot(document.getElementById('root')!).render(
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={defaultSystem}>
        <Suspense fallback={null}>{page}</Suspense>
      </ChakraProvider>
    </RelayEnvironmentProvider>,
  );
}
