import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, OperationType, PreloadableConcreteRequest, Variables } from 'relay-runtime';
import { routeQueryOf, type Place, type RoleFlags, type RouteQuery } from './routeQueryOf';
// Component tests only (the branch using it is dropped from every build): see `preloadable`.
import persistedTexts from '../../persisted-queries.json';

/**
 * Issue 28, "fetch while the code loads": the data a route's screen asks for first starts when the
 * route is entered (the entry module on a page load, the layout on a navigation), in parallel with
 * the screen's lazy chunk, not when the screen renders. Only the query's parameters (`@preloadable`:
 * id and name, a few hundred bytes) are in the entry; loadQuery keeps the answer until the screen's
 * chunk registers the query's full artifact, and the screen's own request joins it (Relay dedupes a
 * request for the same operation and variables) or finds it in the store.
 */

/**
 * Production builds send the persisted id only (relay/request.ts), which is all `@preloadable`
 * parameters carry. Component tests answer a request by matching its parameters with the full
 * artifact's (Relay's mock environment), so there they get the artifact's cacheID and text too, and
 * the preload and the screen's own request are one request, as in the browser.
 */
const preloadable = <T extends OperationType>(request: PreloadableConcreteRequest<T>): PreloadableConcreteRequest<T> =>
  import.meta.env.MODE !== 'test' ? request : ({
    ...request,
    params: { ...request.params, cacheID: request.params.id, text: (persistedTexts as Record<string, string>)[request.params.id ?? ''] ?? null },
  } as PreloadableConcreteRequest<T>);

interface Preload { key: string; ref: PreloadedQuery<OperationType> }

/** The current route's preload, per environment (each component test has its own). */
const current = new WeakMap<Environment, Preload>();

const keyOf = (name: string, variables: Variables) => `${name}:${JSON.stringify(variables)}`;

/**
 * Starts the query of the route at `place` when the route is entered: a render of the same route
 * with the same variables (StrictMode, a tab of the lead page in its URL) does not ask again; a
 * route left and entered again does (a revisited lead is refreshed, as the page did before). The
 * preload it replaces is released; its answer stays in the store while a screen retains it.
 */
export function preloadRouteQuery(environment: Environment, place: Place, role: RoleFlags): RouteQuery | null {
  // In development a query edited under hot reload has an id the running gateway has not read yet:
  // screens ask with the text there, as before.
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') return null;
  const found = routeQueryOf(place, role);
  const query = found && { ...found, request: preloadable(found.request) };
  const held = current.get(environment);
  const key = query && keyOf(query.request.params.name, query.variables);
  if (held && held.key === key && !held.ref.isDisposed) return query;
  held?.ref.dispose();
  current.delete(environment);
  if (!query || !key) return null;
  current.set(environment, { key, ref: loadQuery(environment, query.request, query.variables, { fetchPolicy: query.fetchPolicy }) });
  return query;
}

/**
 * Whether the route entry has already asked for `name` with these variables: the screen then reads
 * the store first (its request joins the one in flight, or the answer is there) rather than asking
 * a second time.
 */
export function isPreloaded(environment: Environment, name: string, variables: Variables): boolean {
  return current.get(environment)?.key === keyOf(name, variables);
}

export { readRoleHint, rememberRole, type RoleFlags } from './routeQueryOf';
