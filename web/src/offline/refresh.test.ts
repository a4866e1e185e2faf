import type { Environment, OperationDescriptor } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_MS, watchConnection } from './refresh';
import { answeredFromCache, answeredOnline, resetOfflineStatus } from './status';

/** An environment that records what it is asked to execute (the refresh wraps execute). */
function fakeEnvironment() {
  const executed: string[] = [];
  const observable = { subscribe: () => ({ unsubscribe: () => undefined }) };
  const environment = {
    execute: ({ operation }: { operation: OperationDescriptor }) => { executed.push(operation.request.identifier); return observable; },
    executeWithSource: ({ operation }: { operation: OperationDescriptor }) => { executed.push(operation.request.identifier); return observable; },
  } as unknown as Environment;
  return { environment, executed };
}

const read = (identifier: string) => ({ request: { identifier, node: { params: { operationKind: 'query' } } } }) as unknown as OperationDescriptor;

describe('refreshing reads answered from the offline cache', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); resetOfflineStatus(); });

  it('asks the server again on its own while the browser says online (no "online" event will come)', () => {
    const { environment, executed } = fakeEnvironment();
    const watch = watchConnection(environment, new EventTarget() as unknown as Window, () => true);
    environment.execute({ operation: read('LeadPageQuery{"id":"7"}') });
    executed.length = 0;
    answeredFromCache(Date.now());
    watch.servedFromCache('LeadPageQuery{"id":"7"}');
    vi.advanceTimersByTime(RETRY_MS[0] - 1);
    expect(executed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(executed).toEqual(['LeadPageQuery{"id":"7"}']);
    // Still unreachable: served from the cache again, asked again after the next, longer wait.
    watch.servedFromCache('LeadPageQuery{"id":"7"}');
    vi.advanceTimersByTime(RETRY_MS[1] - 1);
    expect(executed).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(executed).toHaveLength(2);
    // The server answers: nothing more is asked.
    answeredOnline(Date.now());
    vi.advanceTimersByTime(RETRY_MS[RETRY_MS.length - 1] * 2);
    expect(executed).toHaveLength(2);
  });

  it('leaves it to the "online" event while the browser says offline', () => {
    const { environment, executed } = fakeEnvironment();
    const target = new EventTarget();
    const watch = watchConnection(environment, target as unknown as Window, () => false);
    environment.execute({ operation: read('LeadListScreenQuery{}') });
    executed.length = 0;
    watch.servedFromCache('LeadListScreenQuery{}');
    vi.advanceTimersByTime(RETRY_MS[RETRY_MS.length - 1] * 2);
    expect(executed).toEqual([]);
    target.dispatchEvent(new Event('online'));
    expect(executed).toEqual(['LeadListScreenQuery{}']);
  });
});
