import { createGraphQLError, Repeater } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { Dispatcher } from 'undici';
import { sessionKeyOf } from '../sessions.js';

/** A row of the api's feed (api/src/routes/events.ts): what changed, never the data. */
export interface FeedEvent { id: number; topic: 'lead' | 'user'; subject_id: number; kind: string }
/**
 * What one topic's subscribers get per feed answer: the kinds that changed together; or, last of
 * all, why the stream ends (its session ended), which the event's resolver throws.
 */
export interface TopicNews { kinds: string[]; ended?: GraphQLError }

/** The text of the last event of a stream whose session has ended (logout, expiry). */
export const SESSION_ENDED = 'Your session has ended. Sign in again to keep receiving live updates.';
export const sessionEnded = () => createGraphQLError(SESSION_ENDED, { extensions: { code: 'UNAUTHENTICATED', status: 401 } });

/**
 * Whether a session is still open: false when the api says it has ended, undefined when it could
 * not tell (a stream is never ended for an api that does not answer). maxAgeMs: how old a
 * verdict may be (concurrent and recent checks of one session share one call).
 */
export type SessionCheck = (authorization: string, maxAgeMs: number) => Promise<boolean | undefined>;

export interface EventsFeedOptions {
  dispatcher: Dispatcher;
  apiUrl: string;
  /** EVENTS_SECRET, shared with the api. */
  secret: string | undefined;
  /** Seconds each read waits for news (the api allows up to 25). */
  waitSeconds: number;
  log: (message: string) => void;
  /** Checks open streams' sessions: before each event (recent verdicts reused) and every sessionCheckMs. */
  checkSession?: SessionCheck;
  /** How often every open stream's session is checked again (default 60 s). */
  sessionCheckMs?: number;
}

/** How old a session verdict may be when an event is handed out (one check serves a burst of streams and events). */
const EVENT_CHECK_MAX_AGE_MS = 2000;

/** Whose stream: the caller its cap counts by (the session's user) and the session that must stay open. */
export interface StreamOwner {
  /** What the cap counts by: `user:<id>` (sessions.ts callerKey). */
  caller: string;
  /** The stream's credentials: it ends when their session does. */
  authorization?: string | null;
}

const RETRY_MS = [1000, 2000, 5000, 10_000];
/**
 * Streams one caller (one USER, whatever tokens or spellings they use: issue 24) may hold at once:
 * the web app opens two per tab (lead page, bell). Each event of each stream is a read of the api,
 * so the cap keeps one user from multiplying it.
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
  /** Open streams per caller (their user). */
  private streams = new Map<string, number>();
  /** Open streams per session (hash of its authorization): how to end each, and the authorization to check. */
  private sessions = new Map<string, { authorization: string; enders: Set<(error: GraphQLError) => void> }>();
  private checkTimer: NodeJS.Timeout | null = null;

  constructor(private options: EventsFeedOptions) {}

  /** Streams open now per caller (tests, metrics). */
  streamsOf(caller: string) { return this.streams.get(caller) ?? 0; }
  /** Every open stream of the process (metrics). */
  get openStreams() {
    let n = 0;
    for (const count of this.streams.values()) n += count;
    return n;
  }

  /** Ends every open stream of a session at once (logout through this process, a 401): each gets `error` as its last event. */
  endSession(sessionKey: string, error: GraphQLError = sessionEnded()) {
    const session = this.sessions.get(sessionKey);
    if (!session) return;
    this.sessions.delete(sessionKey);
    for (const end of session.enders) end(error);
    this.stopChecksIfIdle();
  }

  /**
   * Asks once for each session with open streams whether it is still open, and ends the streams
   * of those that are not (a session that ended in another gateway process, or expired).
   */
  async checkSessions(): Promise<void> {
    const check = this.options.checkSession;
    if (!check) return;
    await Promise.all([...this.sessions].map(async ([key, { authorization }]) => {
      if ((await check(authorization, 0)) === false) this.endSession(key);
    }));
  }

  private startChecks() {
    if (this.checkTimer || !this.options.checkSession) return;
    this.checkTimer = setInterval(() => void this.checkSessions(), this.options.sessionCheckMs ?? 60_000);
    this.checkTimer.unref();
  }

  private stopChecksIfIdle() {
    if (this.sessions.size || !this.checkTimer) return;
    clearInterval(this.checkTimer);
    this.checkTimer = null;
  }

  get enabled() { return Boolean(this.options.secret); }

  /**
   * The news of one topic, until the subscriber stops listening. With `current`, first an empty
   * news once the feed is followed: a read made for it sees every change the feed will not bring.
   */
  listen(topic: string, { current = false, caller, authorization }: { current?: boolean } & StreamOwner): Repeater<TopicNews> {
    return new Repeater<TopicNews>(async (push, stop) => {
      const streams = this.streams.get(caller) ?? 0;
      if (streams >= MAX_STREAMS_PER_CALLER) {
        stop(createGraphQLError(`At most ${MAX_STREAMS_PER_CALLER} live updates at once; close some tabs or subscriptions.`, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }));
        return;
      }
      this.streams.set(caller, streams + 1);
      let ended = false;
      const end = (error: GraphQLError) => {
        if (ended) return;
        ended = true;
        void push({ kinds: [], ended: error });
        stop();
      };
      const sessionKey = authorization ? sessionKeyOf(authorization) : null;
      if (sessionKey) {
        let session = this.sessions.get(sessionKey);
        if (!session) this.sessions.set(sessionKey, (session = { authorization: authorization!, enders: new Set() }));
        session.enders.add(end);
        this.startChecks();
      }
      let set = this.listeners.get(topic);
      if (!set) this.listeners.set(topic, (set = new Set()));
      // Each event first asks whether the session is still open (one recent check serves them all):
      // an ended session's stream gets its last event instead of the news.
      const check = this.options.checkSession;
      const listener = (news: TopicNews) => {
        if (ended) return;
        if (!authorization || !check) { void push(news); return; }
        void check(authorization, EVENT_CHECK_MAX_AGE_MS).then((open) => {
          if (ended) return;
          if (open === false) this.endSession(sessionKey!);
          else void push(news);
        });
      };
      set.add(listener);
      this.ensureRunning();
      if (current) void this.whenFollowing().then(() => { if (!ended) void push({ kinds: [] }); });
      await stop;
      ended = true;
      const left = (this.streams.get(caller) ?? 1) - 1;
      if (left > 0) this.streams.set(caller, left);
      else this.streams.delete(caller);
      if (sessionKey) {
        const session = this.sessions.get(sessionKey);
        session?.enders.delete(end);
        if (session && !session.enders.size) this.sessions.delete(sessionKey);
        this.stopChecksIfIdle();
      }
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
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
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
