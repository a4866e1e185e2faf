import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { errors } from '../messages';
import { createSubscribeFunction } from './subscribe';

const params = { id: 'abc123', name: 'LiveUpdatesLeadSubscription', operationKind: 'subscription', text: 'subscription { x }', cacheID: 'c', metadata: {} } as unknown as RequestParameters;

/** A stand-in for graphql-sse's client that records the request and lets the test drive the sink. */
function fakeClient() {
  const seen: { request?: unknown; sink?: { next(v: unknown): void; error(e: unknown): void; complete(): void } } = {};
  const dispose = vi.fn();
  return { seen, dispose, client: { subscribe: (request: unknown, sink: never) => { seen.request = request; seen.sink = sink; return dispose; } } };
}

/** Opens streams at once (the default waits for the next task). */
const now = (open: () => void) => { open(); return () => {}; };

describe('createSubscribeFunction (graphql-sse)', () => {
  it('sends the persisted id in production builds, the text otherwise, and disposes the stream on unsubscribe', () => {
    for (const persistedIds of [true, false]) {
      const fake = fakeClient();
      const subscribe = createSubscribeFunction({ url: '/graphql', persistedIds, client: fake.client as never, later: now });
      const subscription = (subscribe(params, { id: 'Lead:7' }, {}) as any).subscribe({});
      expect(fake.seen.request).toEqual(persistedIds
        ? { documentId: 'abc123', operationName: 'LiveUpdatesLeadSubscription', variables: { id: 'Lead:7' } }
        : { query: 'subscription { x }', operationName: 'LiveUpdatesLeadSubscription', variables: { id: 'Lead:7' } });
      subscription.unsubscribe();
      expect(fake.dispose).toHaveBeenCalledOnce();
    }
  });

  it('passes events on, reports an UNAUTHENTICATED event, and turns a transport failure into the catalogue\'s network text', () => {
    const fake = fakeClient();
    const onUnauthenticated = vi.fn();
    const subscribe = createSubscribeFunction({ url: '/graphql', persistedIds: false, client: fake.client as never, onUnauthenticated, later: now });
    const next = vi.fn();
    const error = vi.fn();
    (subscribe(params, {}, {}) as any).subscribe({ next, error });
    fake.seen.sink!.next({ data: { leadChanged: { changes: [] } } });
    fake.seen.sink!.next({ errors: [{ message: '401', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(next).toHaveBeenCalledTimes(2);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    fake.seen.sink!.error(new TypeError('Failed to fetch'));
    expect(error.mock.calls[0][0].message).toBe(errors.network);
  });

  // Issue 28: opening the stream ran inside the page's first commit on a phone.
  it('opens the stream in a task after the one that asked, and never when unsubscribed before that', () => {
    const waiting: Array<() => void> = [];
    const cancelled = vi.fn();
    const later = (open: () => void) => { waiting.push(open); return cancelled; };
    const fake = fakeClient();
    const subscribe = createSubscribeFunction({ url: '/graphql', persistedIds: true, client: fake.client as never, later });
    (subscribe(params, {}, {}) as any).subscribe({});
    expect(fake.seen.request).toBeUndefined();
    waiting.shift()!();
    expect(fake.seen.request).toBeDefined();

    const early = fakeClient();
    const subscribeEarly = createSubscribeFunction({ url: '/graphql', persistedIds: true, client: early.client as never, later });
    const subscription = (subscribeEarly(params, {}, {}) as any).subscribe({});
    subscription.unsubscribe();
    expect(cancelled).toHaveBeenCalledOnce();
    waiting.shift()!(); // a callback that was already queued still finds the stream closed
    expect(early.seen.request).toBeUndefined();
    expect(early.dispose).not.toHaveBeenCalled();
  });
});
