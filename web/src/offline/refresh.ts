import type { Environment, OperationDescriptor } from 'relay-runtime';
import { connectionBack, connectionChanged } from './status';

/** How many recent reads are remembered for refetching (a screen runs a handful). */
const REMEMBERED = 50;

/**
 * Refreshes the screen when the connection returns (issue 28, item 4): the reads answered from the
 * offline cache are asked again from the server and published to the store, so the screens that
 * show them re-render with fresh data in place. Nothing remounts: a form keeps what was typed.
 *
 * The network layer knows a read only by its request identifier; the environment's execute calls
 * carry the operation itself, so they are remembered here by the same identifier.
 */
export function watchConnection(environment: Environment, target: Pick<Window, 'addEventListener'> = window) {
  const operations = new Map<string, OperationDescriptor>();
  const servedFromCache = new Set<string>();
  const remember = (operation: OperationDescriptor) => {
    if (operation.request.node.params.operationKind !== 'query') return;
    operations.delete(operation.request.identifier);
    operations.set(operation.request.identifier, operation);
    if (operations.size > REMEMBERED) operations.delete(operations.keys().next().value!);
  };
  // useLazyLoadQuery and fetchQuery use execute; preloaded queries (loadQuery) use executeWithSource.
  const execute = environment.execute.bind(environment);
  environment.execute = (config) => {
    remember(config.operation);
    return execute(config);
  };
  const executeWithSource = environment.executeWithSource.bind(environment);
  environment.executeWithSource = (config) => {
    remember(config.operation);
    return executeWithSource(config);
  };

  const refetch = () => {
    connectionBack();
    const stale = [...servedFromCache];
    servedFromCache.clear();
    for (const identifier of stale) {
      const operation = operations.get(identifier);
      // Errors while refetching stay quiet: the screen keeps what it shows, the banner says why.
      if (operation) execute({ operation }).subscribe({ error: () => undefined });
    }
  };
  target.addEventListener('online', refetch);
  target.addEventListener('offline', connectionChanged);
  return {
    /** The network layer's onServedFromCache. */
    servedFromCache: (identifier: string) => { servedFromCache.add(identifier); },
    refetch,
  };
}
