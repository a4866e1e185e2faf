import { createClient, type Client } from 'graphql-sse';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { errors } from '../messages';
import { nextTask } from '../nextTask';
import { CSRF_HEADER, operationBody } from './request';

export interface SubscribeOptions {
  url: string;
  persistedIds: boolean;
  /** Called when an event says UNAUTHENTICATED (the session ended while the page was open). */
  onUnauthenticated?: (response: unknown) => void;
  /** graphql-sse's client; tests pass a stand-in. */
  client?: Pick<Client, 'subscribe'>;
  /** When a stream opens: `open` runs later and the returned function cancels it (default: the next task). */
  later?: (open: () => void) => () => void;
}

/** How many times a dropped stream is opened again (with graphql-sse's randomised back-off) before the subscriber hears of it. */
const RETRY_ATTEMPTS = 5;

/**
 * Relay subscriptions over server-sent events (the graphql-sse protocol's distinct connections
 * mode, which Yoga serves at /graphql): each subscription is one streamed POST, carrying the
 * session cookie and the CSRF header like any request. Production builds send the persisted id.
 */
export function createSubscribeFunction(options: SubscribeOptions): SubscribeFunction {
  let client = options.client ?? null;
  // Issue 28: a stream opens in a task of its own, right after the one that asked for it. Opened
  // where the page mounted, graphql-sse's connect (a streamed fetch) ran inside React's first
  // commit, the phone trace's longest task. Not later than that: an event sent before the stream
  // is open would be missed.
  const later = options.later ?? nextTask;
  return (params, variables) => Observable.create<GraphQLResponse>((sink) => {
    let closed = false;
    let dispose: (() => void) | null = null;
    const cancelOpen = later(() => {
      if (closed) return;
      client ??= createClient({
        url: options.url,
        credentials: 'same-origin',
        headers: { [CSRF_HEADER]: '1' },
        retryAttempts: RETRY_ATTEMPTS,
      });
      const request = operationBody(params, variables, options.persistedIds);
      // graphql-sse sends the request object as the JSON body: `documentId` passes through as is.
      dispose = client.subscribe(request as unknown as Parameters<Client['subscribe']>[0], {
        next: (value) => {
          if ((value as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
            options.onUnauthenticated?.(value);
          }
          sink.next(value as GraphQLResponse);
        },
        // What reaches a screen is our catalogue's text, never the transport's (friendlyError).
        error: () => sink.error(new Error(errors.network)),
        complete: () => sink.complete(),
      });
    });
    return () => {
      closed = true;
      cancelOpen();
      dispose?.();
    };
  });
}
