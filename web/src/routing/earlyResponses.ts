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

declare global {
  interface Window { __portalEarly?: Record<string, EarlyResponse> }
}

/** The persisted operation a request body names, with its variables in a stable order: the key both sides use. */
export function earlyKeyOf(body: { documentId?: unknown; variables?: unknown }): string | null {
  if (typeof body.documentId !== 'string') return null;
  const variables = (body.variables ?? {}) as Record<string, unknown>;
  const sorted = Object.fromEntries(Object.keys(variables).sort().map((name) => [name, variables[name]]));
  return `${body.documentId}:${JSON.stringify(sorted)}`;
}

/** The first script's response to the request with this JSON `body`, once; null when there is none (or it is stale). */
export function takeEarlyResponse(body: unknown): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__portalEarly;
  if (!early || typeof body !== 'string') return null;
  let key: string | null;
  try {
    key = earlyKeyOf(JSON.parse(body) as { documentId?: unknown; variables?: unknown });
  } catch {
    return null;
  }
  const found = key ? early[key] : undefined;
  if (!found || !key) return null;
  delete early[key];
  return performance.now() - found.at <= FRESH_MS ? found.response : null;
}
