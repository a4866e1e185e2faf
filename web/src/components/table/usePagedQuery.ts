import { useCallback, useEffect, useTransition } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Loads a screen's one query for the current variables (page, size…) inside a transition, so the
 * table on screen stays (dimmed via `busy`) until the next page arrives instead of flashing the
 * skeleton. `reload()` fetches the same variables again from the network: what a table does after
 * a create, update, delete or upload (§4: the current page and size). `variables` must be
 * memoised by the caller (a new object means a new load).
 */
export function usePagedQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']) {
  const [queryRef, loadQuery] = useQueryLoader<T>(query);
  const [busy, startTransition] = useTransition();
  useEffect(() => {
    startTransition(() => loadQuery(variables, { fetchPolicy: 'store-or-network' }));
  }, [loadQuery, variables]);
  const reload = useCallback(() => {
    startTransition(() => loadQuery(variables, { fetchPolicy: 'network-only' }));
  }, [loadQuery, variables]);
  return { queryRef: queryRef as PreloadedQuery<T> | null | undefined, busy, reload };
}
