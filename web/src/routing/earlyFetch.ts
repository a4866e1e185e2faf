import ViewerProviderQuery from '../__generated__/ViewerProviderQuery.graphql';
import { buildGraphQLRequest } from '../relay/request';
import { earlyKeyOf, earlyState, type EarlyState } from './earlyResponses';
import { readRoleHint, routeQueryOf } from './routeQueryOf';
import { isSignOutPending } from '../auth/pendingSignOut';
import type { RequestParameters, Variables } from 'relay-runtime';

/**
 * The page's first script (issue 28; earlyFetchPlugin.ts builds it into its own small file, loaded
 * `async` from the HTML's head): on a page load it asks for the viewer and, for a user signed in
 * here before, the route's data, while the app's chunks are still downloading. The app's network
 * layer adopts the responses (earlyResponses.ts). Production only: it sends persisted ids.
 */
function ask(early: EarlyState, params: RequestParameters, variables: Variables) {
  const init = buildGraphQLRequest(params, variables, null, true);
  const key = earlyKeyOf(JSON.parse(init.body as string) as { documentId?: unknown; variables?: unknown });
  // The app was quicker (this file arrived late): it has asked already, and its answer is the one.
  if (!key || early.closed || early.asked[key]) return;
  const response = fetch('/graphql', init);
  // A failure is the app's to report when it takes the response; unheard here.
  response.catch(() => {});
  early.responses[key] = { at: performance.now(), response };
}

export function startEarlyFetches() {
  // A sign-out the gateway has not heard (made offline): nothing is asked with that session; the
  // app's network layer sends the logout first.
  if (isSignOutPending()) return;
  const early = earlyState();
  ask(early, ViewerProviderQuery.params, {});
  const role = readRoleHint();
  const query = role && routeQueryOf(window.location, role);
  if (query) ask(early, query.request.params, query.variables);
}
