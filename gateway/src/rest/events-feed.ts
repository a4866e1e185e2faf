import { createGraphQLError, Repeater } from 'graphql-yoga';
import type { Dispatcher } from 'undici';

/** A row of the api's feed (api/src/routes/events.ts): what changed, never the data. */
export interface FeedEvent { id: number; topic: 'lead' | 'user'; subject_id: number; kind: string }
/** What one topic's subscribers get per feed answer: the kinds that changed together. */
export interface TopicNews { kinds: string[] }

export interface EventsFeedOptions {
  dispatcher: Dispatcher;
  apiUrl: string;
  /** EVENTS_SECRET, shared with the api. */
  secret: string | undefined;
  /** Seconds each read waits for news (the api allows up to 25). */
  waitSeconds: number;
  log: (message: string) => void;
}

const RETRY_MS = [1000, 2000, 5000, 10_000];
/**
 * Streams one caller (one token) may hold at once: the web app opens two per tab (lead page, bell).
 * Each event of each stream is a read of the api, so the cap keeps one user from multiplying it.
 */
export const MAX_STREAMS_PER_CALLER = 20;
const isFeedAnswer = (value: any): value is { events: FeedEvent[]; cursor: number } =>
  value && Array.isArray(value.events) && Number.isSafeInteger(value.cursor);

/**
 * One gateway process follows the api's events feed with one long-poll at a time, whatever the
 * number of subscribers, and hands each answer's news to the subscribers of each topic
 * (`lead:12`, `user:5`). It runs while anyone listens. Several gateway processes each follow the
 * same feed, so all of them push the same changes.
 *
 * The feed repeats recent rows until they settle (late commits); ids already handed out are
 * remembered until the cursor passes them, so nobody gets one twice.
 */
export class EventsFeed {
  private listeners = new Map<string, Set<(news: TopicNews) => void>>();
  private running: Promise<void> | null = null;
  private abort: AbortController | null = null;
  private since: number | undefined;
  private delivered = new Set<number>();
  /** The highest id handed out (or the start cursor). */
  private seen = 0;
  private closed = false;
  private following: Array<() => void> = [];
  /** Open streams per caller (their authorization). */
  private streams = new Map<string, number>();

  constructor(private options: EventsFeedOptions) {}

  get enabled() { return Boolean(this.options.secret); }

  /**
   * The news of one topic, until the subscriber stops listening. With `current`, first an empty
   * news once the feed is followed: a read made for it sees every change the feed will not bring.
   */
  listen(topic: string, { current = false, caller }: { current?: boolean; caller: string }): Repeater<TopicNews> {
    return new Repeater<TopicNews>(async (push, stop) => {
      const streams = this.streams.get(caller) ?? 0;
      if (streams >= MAX_STREAMS_PER_CALLER) {
        stop(createGraphQLError(`At most ${MAX_STREAMS_PER_CALLER} live updates at once; close some tabs or subscriptions.`, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }));
        return;
      }
      this.streams.set(caller, streams + 1);
      let set = this.listeners.get(topic);
      if (!set) this.listeners.set(topic, (set = new Set()));
      const listener = (news: TopicNews) => { void push(news); };
      set.add(listener);
      this.ensureRunning();
      if (current) void this.whenFollowing().then(() => push({ kinds: [] }));
      await stop;
      const left = (this.streams.get(caller) ?? 1) - 1;
      if (left > 0) this.streams.set(caller, left);
      else this.streams.delete(caller);
      set.delete(listener);
      if (!set.size) this.listeners.delete(topic);
      if (!this.listeners.size) this.abort?.abort();
    });
  }

  /** Resolves once the feed has its cursor: changes committed from then on will be handed out. */
  whenFollowing(): Promise<void> {
    if (this.since !== undefined && this.running) return Promise.resolve();
    return new Promise((resolve) => this.following.push(resolve));
  }

  async close() {
    this.closed = true;
    this.abort?.abort();
    await this.running;
  }

  private ensureRunning() {
    if (this.running || this.closed) return;
    this.running = this.follow().finally(() => {
      this.running = null;
      // A listener that arrived while the loop was winding down starts it again.
      if (this.listeners.size && !this.closed) this.ensureRunning();
    });
  }

  private async follow() {
    // Each run starts from now: news from before anyone listened concerns nobody.
    this.since = undefined;
    this.delivered.clear();
    let failures = 0;
    while (this.listeners.size && !this.closed) {
      this.abort = new AbortController();
      try {
        const answer = await this.read(this.abort.signal);
        failures = 0;
        this.deliver(answer.events);
        this.forget(answer.cursor);
      } catch (error) {
        if (this.abort.signal.aborted) break;
        const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
        if (failures === 1) this.options.log(`events feed unavailable (${(error as Error).message}); retrying`);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
    // The next run takes a new cursor: whoever waits for one waits for that run.
    this.since = undefined;
  }

  private async read(signal: AbortSignal): Promise<{ events: FeedEvent[]; cursor: number }> {
    const { dispatcher, apiUrl, secret, waitSeconds } = this.options;
    const url = new URL(apiUrl);
    const params = new URLSearchParams();
    if (this.since !== undefined) {
      params.set('since', String(this.since));
      params.set('seen', String(Math.max(this.since, this.seen)));
      params.set('wait', String(waitSeconds));
    }
    const query = params.size ? `?${params}` : '';
    const timeout = (waitSeconds + 15) * 1000;
    const response = await dispatcher.request({
      origin: url.origin, path: `${url.pathname.replace(/\/$/, '')}/events/${query}`, method: 'GET',
      headers: { accept: 'application/json', 'x-events-secret': secret ?? '' },
      headersTimeout: timeout, bodyTimeout: timeout, signal,
    });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`the api answered ${response.statusCode}`);
    const answer = JSON.parse(text);
    if (!isFeedAnswer(answer)) throw new Error('malformed events answer');
    if (this.since === undefined) {
      this.since = this.seen = answer.cursor;
      const following = this.following;
      this.following = [];
      for (const resolve of following) resolve();
    }
    return answer;
  }

  private deliver(events: FeedEvent[]) {
    const news = new Map<string, Set<string>>();
    for (const event of events) {
      if (this.delivered.has(event.id)) continue;
      this.delivered.add(event.id);
      this.seen = Math.max(this.seen, event.id);
      const topic = `${event.topic}:${event.subject_id}`;
      if (!this.listeners.has(topic)) continue;
      let kinds = news.get(topic);
      if (!kinds) news.set(topic, (kinds = new Set()));
      kinds.add(event.kind);
    }
    for (const [topic, kinds] of news) {
      for (const listener of this.listeners.get(topic) ?? []) listener({ kinds: [...kinds] });
    }
  }

  /** Ids up to the cursor never come again: forget them. */
  private forget(cursor: number) {
    this.since = Math.max(this.since ?? cursor, cursor);
    for (const id of this.delivered) if (id <= this.since) this.delivered.delete(id);
  }
}
