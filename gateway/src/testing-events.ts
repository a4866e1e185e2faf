/**
 * The testing kit's live parts: the api's events feed played by the test (`publish`), and a
 * subscription read over server-sent events as a browser would. No clock: the feed's long-poll
 * is answered when the test publishes, and a subscription's next event is awaited, not slept for.
 */
import type { Interceptable } from 'undici';

/** A change as the api's feed records it: a lead (or something of it) or a user's notifications. */
export interface PublishedChange {
  topic: 'lead' | 'user';
  /** The lead's or the user's database id. */
  subjectId: number;
  /** The api table that changed: leads, proposals, quotes, agreements, lead_files, notifications. */
  kind: string;
}

/**
 * Plays GET /events/: the first read (no cursor) answers at once; later reads wait until the test
 * publishes, then get everything published since. Registered on first use, so kits that never
 * subscribe declare nothing extra.
 */
export class FeedPlayer {
  private nextId = 100;
  private queued: Array<{ id: number; topic: string; subject_id: number; kind: string }> = [];
  private waiting: Array<() => void> = [];
  private registered = false;
  private stopped = false;

  constructor(private mock: Interceptable, private basePath: string) {}

  ensureRegistered() {
    if (this.registered) return;
    this.registered = true;
    this.mock.intercept({ method: 'GET', path: (path: string) => path.startsWith(`${this.basePath}/events/`) })
      .reply(200, (options: { path: string }) => this.answer(options.path), { headers: { 'content-type': 'application/json' } })
      .persist();
  }

  publish(changes: PublishedChange[]) {
    for (const change of changes) this.queued.push({ id: ++this.nextId, topic: change.topic, subject_id: change.subjectId, kind: change.kind });
    this.wake();
  }

  /** Ends any read still waiting (the kit is closing). */
  stop() {
    this.stopped = true;
    this.wake();
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  private async answer(path: string): Promise<string> {
    const since = new URL(path, 'http://x').searchParams.get('since');
    if (since === null) return JSON.stringify({ events: [], cursor: this.nextId });
    while (!this.queued.length && !this.stopped) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const events = this.queued;
    this.queued = [];
    return JSON.stringify({ events, cursor: events.length ? events[events.length - 1].id : this.nextId });
  }
}

/** One GraphQL over SSE result. */
export interface StreamedResult<Data = any> {
  data?: Data | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, any> }>;
}

/** A running subscription: `next()` is its next result (null once it has ended). */
export interface KitSubscription<Data = any> {
  /** The HTTP status of the stream (200 once it is open). */
  status: number;
  next(): Promise<StreamedResult<Data> | null>;
  close(): Promise<void>;
}

/** Reads a text/event-stream response as GraphQL results (Yoga's `next` and `complete` events). */
export function readEventStream<Data>(response: Response, abort: AbortController): KitSubscription<Data> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const next = async (): Promise<StreamedResult<Data> | null> => {
    for (;;) {
      const boundary = buffer.indexOf('\n\n');
      if (boundary >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const lines = block.split('\n');
        const event = lines.find((line) => line.startsWith('event:'))?.slice(6).trim();
        const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
        if (event === 'complete') { ended = true; return null; }
        if (data) return JSON.parse(data) as StreamedResult<Data>;
        continue; // a keep-alive comment
      }
      if (ended) return null;
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) { ended = true; return null; }
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return {
    status: response.status,
    next,
    async close() {
      ended = true;
      abort.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
}
