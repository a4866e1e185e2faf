import type { FetchFunction, GraphQLResponse, RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errors } from '../messages';
import { memoryCaches } from './memoryCache.test-utils';
import { createOfflineNetwork, OWNER_KEY } from './network';
import { QueryCache } from './queryCache';
import { getOfflineStatus, resetOfflineStatus } from './status';
import { offlineTexts } from './texts';

const query = (name: string): RequestParameters => ({ id: `id-${name}`, cacheID: name, name, operationKind: 'query', text: null, metadata: {} }) as RequestParameters;
const mutation = (name: string): RequestParameters => ({ ...query(name), operationKind: 'mutation' }) as RequestParameters;
const viewerAnswer = (id: string | null) => ({ data: { viewer: id ? { id, email: `${id}@x` } : null } });
const leadAnswer = (name: string) => ({ data: { lead: { id: 'L1', name } } });

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k), values };
}

/** A network whose server answers `answers[name]`, or fails as unreachable when `down`. */
function setup(options: { storage?: ReturnType<typeof memoryStorage>; caches?: ReturnType<typeof memoryCaches>; later?: (task: () => void) => void } = {}) {
  const state = { online: true, down: false, answers: {} as Record<string, unknown>, sent: [] as string[], gate: null as Promise<void> | null };
  const inner = vi.fn<FetchFunction>(async (params) => {
    state.sent.push(params.name);
    // The answer comes later (a slow server): a journey of a test can change things meanwhile.
    await (state.gate ?? Promise.resolve());
    if (state.down || !state.online) throw new Error(errors.network);
    return state.answers[params.name] as GraphQLResponse;
  });
  const caches = options.caches ?? memoryCaches();
  const storage = options.storage ?? memoryStorage();
  const cache = new QueryCache({ storage: caches.store, origin: 'http://portal.test' });
  const served: string[] = [];
  const network = createOfflineNetwork(inner, { cache, online: () => state.online, storage, onServedFromCache: (id) => served.push(id), later: options.later });
  const run = (params: RequestParameters, variables = {}, uploadables?: object) =>
    network.fetch(params, variables, {}, uploadables as never) as Promise<GraphQLResponse>;
  return { state, network, run, caches, storage, served };
}

/** Saves settle in the cache's queue; a read waits for it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => resetOfflineStatus());

/** Alice's list read and saved, then the server out of reach while the browser still says online. */
async function listSavedThenServerDown() {
  const { state, run } = setup();
  state.answers = { ViewerProviderQuery: viewerAnswer('alice'), LeadListScreenQuery: { data: { leads: { edges: [] } } } };
  await run(query('ViewerProviderQuery'));
  await run(query('LeadListScreenQuery'), { first: 50 });
  await settle();
  state.down = true;
  return { state, run };
}

describe('the offline network layer', () => {
  it('answers a read it has seen from the cache while offline, and the banner knows when it was saved', async () => {
    const { state, run, served } = setup();
    state.answers = { ViewerProviderQuery: viewerAnswer('alice'), LeadPageQuery: leadAnswer('Roof A') };
    await run(query('ViewerProviderQuery'));
    await run(query('LeadPageQuery'), { id: '7' });
    await settle();
    state.online = false;
    expect(await run(query('LeadPageQuery'), { id: '7' })).toEqual(leadAnswer('Roof A'));
    expect(getOfflineStatus().offline).toBe(true);
    expect(getOfflineStatus().shownAt).toEqual(expect.any(Number));
    expect(served).toHaveLength(1);
    // Never read before: a clear offline error, not someone else's answer.
    await expect(run(query('LeadPageQuery'), { id: '8' })).rejects.toThrow(offlineTexts.notSaved);
  });

  it('falls back to the cache when the server cannot be reached although the browser says online', async () => {
    const { state, run } = await listSavedThenServerDown();
    expect(await run(query('LeadListScreenQuery'), { first: 50 })).toEqual(state.answers.LeadListScreenQuery);
    expect(getOfflineStatus().offline).toBe(true);
    // Other failures (the service unavailable, issue 26) stay failures.
    await expect(run(query('LeadListScreenQuery'), { first: 25 })).rejects.toThrow(errors.network);
  });

  it('refuses changes and uploads while offline without sending them', async () => {
    const { state, run } = setup();
    state.online = false;
    await expect(run(mutation('useUpdateLeadMutation'), { input: { name: 'x' } })).rejects.toThrow(offlineTexts.refused);
    await expect(run(query('UploadQueryLike'), {}, { file: new Blob(['x']) })).rejects.toThrow(offlineTexts.refused);
    expect(state.sent).toEqual([]);
    // The app's forms show it: friendlyError passes texts of the error catalogue through.
    expect(Object.values(errors)).toContain(offlineTexts.refused);
  });

  it('a change that fails because the connection dropped mid-way says so too', async () => {
    const { state, run } = setup();
    state.answers = {};
    const sending = run(mutation('useUpdateLeadMutation'));
    state.online = false;
    await expect(sending).rejects.toThrow(offlineTexts.refused);
  });

  it('a change that cannot reach the server while the screen shows saved reads is refused as offline, whatever navigator.onLine says', async () => {
    // The browser still says online; the server cannot be reached; the list comes from the cache.
    const { run } = await listSavedThenServerDown();
    await run(query('LeadListScreenQuery'), { first: 50 });
    expect(getOfflineStatus().offline).toBe(true);
    await expect(run(mutation('useUpdateLeadMutation'), { input: { name: 'x' } })).rejects.toThrow(offlineTexts.refused);
  });

  it('online as far as the app knows, a change that cannot reach the server keeps the network message', async () => {
    const { state, run } = setup();
    state.down = true;
    await expect(run(mutation('useUpdateLeadMutation'), { input: { name: 'x' } })).rejects.toThrow(errors.network);
  });

  it('never serves one user another user’s answers: a different viewer clears the cache first', async () => {
    const storage = memoryStorage();
    const caches = memoryCaches();
    const first = setup({ storage, caches });
    first.state.answers = { ViewerProviderQuery: viewerAnswer('alice'), LeadPageQuery: leadAnswer('Alice lead') };
    await first.run(query('ViewerProviderQuery'));
    await first.run(query('LeadPageQuery'), { id: '7' });
    await settle();
    expect(storage.values.get(OWNER_KEY)).toBe('alice');
    // A new page (a reload), now with Bob's session: his viewer answer clears Alice's answers.
    const second = setup({ storage, caches });
    second.state.answers = { ViewerProviderQuery: viewerAnswer('bob') };
    await second.run(query('ViewerProviderQuery'));
    await settle();
    second.state.online = false;
    await expect(second.run(query('LeadPageQuery'), { id: '7' })).rejects.toThrow(offlineTexts.notSaved);
    expect(storage.values.get(OWNER_KEY)).toBe('bob');
  });

  it('forgets everything on sign-out, on a null viewer and on UNAUTHENTICATED', async () => {
    for (const end of ['clear', 'null viewer', 'unauthenticated'] as const) {
      const { state, run, network, storage } = setup();
      state.answers = { ViewerProviderQuery: viewerAnswer('alice'), LeadPageQuery: leadAnswer('Roof') };
      await run(query('ViewerProviderQuery'));
      await run(query('LeadPageQuery'), { id: '7' });
      await settle();
      if (end === 'clear') await network.clear();
      if (end === 'null viewer') {
        state.answers.ViewerProviderQuery = viewerAnswer(null);
        await run(query('ViewerProviderQuery'));
      }
      if (end === 'unauthenticated') {
        state.answers.LeadPageQuery = { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] };
        await run(query('LeadPageQuery'), { id: '7' });
      }
      await settle();
      expect(storage.values.has(OWNER_KEY), end).toBe(false);
      state.online = false;
      await expect(run(query('LeadPageQuery'), { id: '7' }), end).rejects.toThrow(offlineTexts.notSaved);
    }
  });

  it('an answer that started before a sign-out is not saved after it', async () => {
    const { state, run, network } = setup();
    state.answers = { ViewerProviderQuery: viewerAnswer('alice') };
    await run(query('ViewerProviderQuery'));
    let release!: () => void;
    state.gate = new Promise<void>((resolve) => { release = resolve; });
    state.answers.LeadPageQuery = leadAnswer('Roof');
    const reading = run(query('LeadPageQuery'), { id: '7' });
    await network.clear();
    // Alice signs in again before the slow answer lands: it must not come back with her.
    state.gate = null;
    await run(query('ViewerProviderQuery'));
    release();
    await reading;
    await settle();
    state.online = false;
    await expect(run(query('LeadPageQuery'), { id: '7' })).rejects.toThrow(offlineTexts.notSaved);
  });

  it('saves answers that arrive before the viewer once the viewer says whose they are', async () => {
    const { state, run } = setup();
    state.answers = { LeadListScreenQuery: { data: { leads: { edges: [] } } }, ViewerProviderQuery: viewerAnswer('alice') };
    await run(query('LeadListScreenQuery'), { first: 50 });
    await run(query('ViewerProviderQuery'));
    await settle();
    state.online = false;
    expect(await run(query('LeadListScreenQuery'), { first: 50 })).toEqual(state.answers.LeadListScreenQuery);
  });

  it('saves an answer later, off the path that shows it, and not at all if a sign-out came first', async () => {
    const tasks: (() => void)[] = [];
    const { state, run, network, caches } = setup({ later: (task) => void tasks.push(task) });
    const saved = vi.spyOn(QueryCache.prototype, 'save');
    state.answers = { ViewerProviderQuery: viewerAnswer('alice'), LeadPageQuery: leadAnswer('Roof A') };
    await run(query('ViewerProviderQuery'));
    await run(query('LeadPageQuery'), { id: '7' });
    await settle();
    // Answered and shown; nothing serialised or written yet.
    expect(saved).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(2);
    tasks.splice(0).forEach((task) => task());
    await settle();
    state.online = false;
    expect(await run(query('LeadPageQuery'), { id: '7' })).toEqual(leadAnswer('Roof A'));
    // An answer whose save is still waiting when the user signs out is never written.
    state.online = true;
    state.answers.LeadPageQuery = leadAnswer('Roof B');
    await run(query('LeadPageQuery'), { id: '8' });
    await network.clear();
    tasks.splice(0).forEach((task) => task());
    await settle();
    expect(saved).toHaveBeenCalledTimes(2);
    expect(await caches.store.open('portal-offline-data').then((cache) => cache.keys())).toEqual([]);
    saved.mockRestore();
  });
});
