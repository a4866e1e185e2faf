import { stableStringify } from '../relay/stableStringify';

/**
 * Issue 28: the page's first script (earlyFetch.ts, before the app's own chunks have downloaded)
 * asks for the viewer and the route's data and leaves each response here; the Relay network layer
 * (relay/environment.ts) takes the one that answers the request it is about to send instead of
 * sending it again. A response is taken once, and only while it is fresh: a later visit to the same
 * route asks anew.
 */

/** How long a first-script response may wait for the app to take it. */
const FRESH_MS = 15_000;

export interface EarlyResponse { at: number; response: Promise<Response> }

/**
 * What the first script left, and what the app has asked for already. Once the app has sent a
 * request the first script must not answer it (or a later identical one) with an answer from
 * before; once it has sent a mutation (a sign-in, a change), no first-script answer is current.
 */
export interface EarlyState { responses: Record<string, EarlyResponse>; asked: Record<string, true>; closed: boolean }

declare global {
  interface Window { __portalEarly?: EarlyState }
}

export function earlyState(): EarlyState {
  return (window.__portalEarly ??= { responses: {}, asked: {}, closed: false });
}

/** The persisted operation a request body names, with its variables in a stable order: the key both sides use. */
export function earlyKeyOf(body: { documentId?: unknown; variables?: unknown }): string | null {
  if (typeof body.documentId !== 'string') return null;
  return `${body.documentId}:${stableStringify(body.variables ?? {})}`;
}

/**
 * The first script's response to the app's request with this JSON `body`, once; null when there is
 * none, it is stale, or the app has changed something since (a mutation closes them all).
 */
export function takeEarlyResponse(body: unknown, operationKind: string): Promise<Response> | null {
  if (typeof window === 'undefined' || typeof body !== 'string') return null;
  const state = earlyState();
  if (operationKind !== 'query') {
    state.closed = true;
    state.responses = {};
  }
  if (state.closed) return null;
  let key: string | null;
  try {
    key = earlyKeyOf(JSON.parse(body) as { documentId?: unknown; variables?: unknown });
  } catch {
    return null;
  }
  if (!key) return null;
  const asked = state.asked[key];
  state.asked[key] = true;
  const found = state.responses[key];
  delete state.responses[key];
  return !asked && found && performance.now() - found.at <= FRESH_MS ? found.response : null;
}
