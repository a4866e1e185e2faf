import type { Environment, OperationDescriptor } from 'relay-runtime';
import { connectionBack, connectionChanged, getOfflineStatus, subscribeOfflineStatus } from './status';

/** How many recent reads are remembered for refetching (a screen runs a handful). */
const REMEMBERED = 50;

/**
 * While reads come from the cache although the browser says it is online (the server cannot be
 * reached, or navigator.onLine is wrong: a network without internet, or a page that never learnt it
 * went offline), no "online" event will come: the reads are asked again after these waits (the
 * last one repeating), and the screen refreshes as soon as the server answers.
 */
export const RETRY_MS = [5_000, 10_000, 20_000, 30_000] as const;

/**
 * Refreshes the screen when the connection returns (issue 28, item 4): the reads answered from the
 * offline cache are asked again from the server and published to the store, so the screens that
 * show them re-render with fresh data in place. Nothing remounts: a form keeps what was typed.
 *
 * The network layer knows a read only by its request identifier; the environment's execute calls
 * carry the operation itself, so they are remembered here by the same identifier.
 */
export function watchConnection(
  environment: Environment,
  target: Pick<Window, 'addEventListener'> = window,
  browserOnline: () => boolean = () => navigator.onLine !== false,
) {
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

  /** Asks the server again for every read answered from the cache; one still unreachable comes back here. */
  const askAgain = () => {
    const stale = [...servedFromCache];
    servedFromCache.clear();
    for (const identifier of stale) {
      const operation = operations.get(identifier);
      // Errors while refetching stay quiet: the screen keeps what it shows, the banner says why.
      if (operation) execute({ operation }).subscribe({ error: () => undefined });
    }
  };

  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  const cancelRetry = () => {
    if (retry) clearTimeout(retry);
    retry = null;
  };
  /** Offline by the browser's word, the "online" event refreshes instead. */
  const retryLater = () => {
    if (retry || !browserOnline()) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      askAgain();
    }, wait);
  };

  const refetch = () => {
    cancelRetry();
    attempt = 0;
    connectionBack();
    askAgain();
  };
  target.addEventListener('online', refetch);
  target.addEventListener('offline', connectionChanged);
  // The server answered a read: online again, and the next outage starts from the shortest wait.
  subscribeOfflineStatus(() => {
    if (getOfflineStatus().offline) return;
    cancelRetry();
    attempt = 0;
  });
  return {
    /** The network layer's onServedFromCache. */
    servedFromCache: (identifier: string) => {
      servedFromCache.add(identifier);
      retryLater();
    },
    refetch,
  };
}
