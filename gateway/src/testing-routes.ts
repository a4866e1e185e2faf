/**
 * The testing kit's names for REST calls: every call of the gateway's REST client modules
 * (gateway/src/rest/*.ts, "the only code that knows their paths"), named `<module>.<call>` —
 * `leads.list`, `leads.lead`, `account.resetPassword`. Nothing here repeats a path: a route's
 * method, path and query are what the module's own function builds from the arguments the test
 * gives, recorded instead of sent. Names, arguments and answers are typed from the modules, so a
 * misspelt route, a wrong argument or an answer of the wrong shape fails to compile.
 */
import type { RestClient } from './rest/client.js';
import { withQuery } from './rest/client.js';
import { accountApi } from './rest/account.js';
import { adminApi } from './rest/admin.js';
import { documentsApi } from './rest/documents.js';
import { financingApi } from './rest/financing.js';
import { handoffApi } from './rest/handoff.js';
import { leadActivityApi } from './rest/lead-activity.js';
import { leadViewsApi } from './rest/lead-views.js';
import { leadsApi } from './rest/leads.js';
import { mediaApi } from './rest/media.js';
import { notificationsApi } from './rest/notifications.js';
import { organizationsApi } from './rest/organizations.js';
import { proposalLinksApi } from './rest/proposal-links.js';
import { remindersApi } from './rest/reminders.js';
import { siteEconomicsApi } from './rest/site-economics.js';
import { tasksApi } from './rest/tasks.js';

/** The gateway's REST client modules by the name routes start with (a test checks every `*Api` of rest/ is here). */
export const REST_MODULES = {
  account: accountApi,
  admin: adminApi,
  documents: documentsApi,
  financing: financingApi,
  handoff: handoffApi,
  leadActivity: leadActivityApi,
  leadViews: leadViewsApi,
  leads: leadsApi,
  media: mediaApi,
  notifications: notificationsApi,
  organizations: organizationsApi,
  proposalLinks: proposalLinksApi,
  reminders: remindersApi,
  siteEconomics: siteEconomicsApi,
  tasks: tasksApi,
} as const;

type Modules = typeof REST_MODULES;
type CallsOf<M extends keyof Modules> = ReturnType<Modules[M]>;
type AnyCall = (...args: any[]) => Promise<unknown>;

/** Every REST call the gateway makes, by name: `'leads.list' | 'leads.lead' | 'account.me' | …`. */
export type RestRoute = { [M in keyof Modules]: `${M}.${keyof CallsOf<M> & string}` }[keyof Modules];

/** The module function behind a route. */
export type RestRouteCall<R extends RestRoute> = R extends `${infer M extends keyof Modules}.${infer C}`
  ? C extends keyof CallsOf<M> ? (CallsOf<M>[C] extends AnyCall ? CallsOf<M>[C] : never) : never
  : never;
/** The arguments the gateway passes to that call (they decide the path and the query). */
export type RestRouteArgs<R extends RestRoute> = Parameters<RestRouteCall<R>>;
/** The answer the gateway reads from a successful call, as its REST module types it. */
export type RestRouteAnswer<R extends RestRoute> = Awaited<ReturnType<RestRouteCall<R>>>;

/** A REST request as a route builds it: the method, the path under the api's base, and the query's parameters. */
export interface RestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under the api's base, without the query: `/lead/7/`. */
  path: string;
  /** The query string's parameters (empty values left out, as the gateway leaves them out). */
  query: Record<string, string>;
}

/** Every route name, read from the modules themselves (for listings and checks). */
export function restRoutes(): RestRoute[] {
  const recorder = recordingClient(() => undefined);
  return Object.entries(REST_MODULES).flatMap(([name, module]) =>
    Object.keys((module as (rest: RestClient) => Record<string, unknown>)(recorder)).map((call) => `${name}.${call}` as RestRoute));
}

/** The request a route makes for these arguments, built by the gateway's own REST module. */
export function restRequest<R extends RestRoute>(route: R, ...args: RestRouteArgs<R>): RestRequest {
  const [name, call] = String(route).split('.');
  const module = Object.hasOwn(REST_MODULES, name) ? (REST_MODULES as Record<string, (rest: RestClient) => Record<string, unknown>>)[name] : undefined;
  let made: RestRequest | null = null;
  const calls = module?.(recordingClient((request) => { made ??= request; }));
  const fn = calls && Object.hasOwn(calls, call) ? calls[call] : undefined;
  if (typeof fn !== 'function') throw new Error(`no REST route named "${String(route)}" (routes are <module>.<call> of gateway/src/rest/*.ts: ${restRoutes().slice(0, 4).join(', ')}, …)`);
  const pending = (fn as AnyCall)(...args);
  // The recorder never answers; a call that throws before asking (an unusable id) throws here.
  void Promise.resolve(pending).catch(() => undefined);
  if (!made) throw new Error(`the REST route "${String(route)}" made no request with these arguments`);
  return made;
}

/** A stand-in RestClient that records the first request a module function asks for and never answers. */
function recordingClient(record: (request: RestRequest) => void): RestClient {
  const pending = () => new Promise<never>(() => undefined);
  const requestOf = (method: RestRequest['method'], path: string, query?: Record<string, unknown>): RestRequest => {
    // The path exactly as the gateway sends it (no URL normalising), and the query it appends.
    const url = withQuery(path, query as Parameters<typeof withQuery>[1]);
    const at = url.indexOf('?');
    return { method, path: at < 0 ? url : url.slice(0, at), query: at < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(at + 1))) };
  };
  const client = {
    get: (path: string, query?: Record<string, unknown>) => { record(requestOf('GET', path, query)); return pending(); },
    post: (path: string) => { record(requestOf('POST', path)); return pending(); },
    patch: (path: string) => { record(requestOf('PATCH', path)); return pending(); },
    put: (path: string) => { record(requestOf('PUT', path)); return pending(); },
    delete: (path: string) => { record(requestOf('DELETE', path)); return pending(); },
    multipart: (method: RestRequest['method'], path: string) => { record(requestOf(method, path)); return pending(); },
  };
  return client as unknown as RestClient;
}

