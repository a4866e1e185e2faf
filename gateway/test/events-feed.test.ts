/**
 * The gateway's follower of the api's events feed: one long-poll for every subscriber, each change
 * handed out once although the feed repeats unsettled rows, and the cursor sent back as the api
 * gave it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MockAgent } from 'undici';
import { EventsFeed, type TopicNews } from '../src/rest/events-feed.js';

const ORIGIN = 'http://api.test';
const ev = (id: number, subject: number, kind = 'proposals') => ({ id, topic: 'lead', subject_id: subject, kind });

describe('EventsFeed', () => {
  let agent: MockAgent;
  let feed: EventsFeed;
  afterEach(async () => { await feed.close(); await agent.close(); });

  /** A feed over a mocked api whose answers come in order; the last one waits until the feed stops. */
  function feedAnswering(answers: object[]) {
    agent = new MockAgent({ enableCallHistory: true });
    agent.disableNetConnect();
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => { stop = resolve; });
    agent.get(ORIGIN).intercept({ method: 'GET', path: (p: string) => p.startsWith('/api/events/') })
      .reply(200, async () => JSON.stringify(answers.shift() ?? (await stopped, { events: [], cursor: 0 })), { headers: { 'content-type': 'application/json' } })
      .persist();
    feed = new EventsFeed({ dispatcher: agent, apiUrl: `${ORIGIN}/api`, secret: 's3cret', waitSeconds: 20, log: () => undefined });
    return { paths: () => (agent.getCallHistory()?.calls() ?? []).map((c) => `${c.path}${c.searchParams && Object.keys(c.searchParams).length ? `?${new URLSearchParams(c.searchParams)}` : ''}`), stop };
  }

  async function take(iterator: AsyncIterator<TopicNews>, n: number) {
    const out: TopicNews[] = [];
    while (out.length < n) out.push((await iterator.next()).value);
    return out;
  }

  it('hands out each change once although unsettled rows come again, and follows the api\'s cursor', async () => {
    const api = feedAnswering([
      { events: [], cursor: 10 },
      { events: [ev(11, 7), ev(12, 8)], cursor: 10 },
      { events: [ev(11, 7), ev(12, 8), ev(13, 7, 'quotes')], cursor: 12 },
      { events: [ev(13, 7, 'quotes'), ev(14, 7, 'leads')], cursor: 14 },
    ]);
    const lead7 = feed.listen('lead:7', { caller: 'Token a' });
    const news = await take(lead7, 3);
    expect(news).toEqual([{ kinds: ['proposals'] }, { kinds: ['quotes'] }, { kinds: ['leads'] }]);
    await lead7.return(undefined);
    api.stop();
    expect(api.paths().slice(0, 4)).toEqual([
      '/api/events/',
      '/api/events/?since=10&seen=10&wait=20',
      '/api/events/?since=10&seen=12&wait=20',
      '/api/events/?since=12&seen=13&wait=20',
    ]);
  });

  it('sends the shared secret, never a user\'s token', async () => {
    const api = feedAnswering([{ events: [], cursor: 1 }, { events: [ev(2, 7)], cursor: 2 }]);
    const lead7 = feed.listen('lead:7', { caller: 'Token a' });
    await take(lead7, 1);
    await lead7.return(undefined);
    api.stop();
    const headers = agent.getCallHistory()!.calls().map((c) => c.headers as Record<string, string>);
    expect(headers.every((h) => h['x-events-secret'] === 's3cret' && !h.authorization)).toBe(true);
  });
});
