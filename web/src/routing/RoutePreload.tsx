import { useEffect } from 'react';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { ViewerProviderQuery } from '../__generated__/ViewerProviderQuery.graphql';
import { useViewer, viewerQuery } from '../auth/ViewerProvider';
import { preloadRouteQuery, readRoleHint, rememberRole } from './routeQueries';

/**
 * Inside the signed-in layout route, before the layout's and the screen's lazy chunks: asks for the
 * route's query as the route is entered (routeQueries.ts). It runs while rendering, not in an
 * effect: a navigation is a transition, and while the next screen's chunk loads nothing commits, so
 * an effect would run only once the chunk has arrived. preloadRouteQuery asks once per route entry.
 */
export function RoutePreload() {
  const location = useLocation();
  const environment = useRelayEnvironment();
  const { viewer } = useViewer();
  if (viewer) preloadRouteQuery(environment, location, viewer);
  useEffect(() => rememberRole(viewer), [viewer]);
  return null;
}

/**
 * The page load's requests, from the entry module before React renders: the viewer (the guards and
 * the layout wait for it) and, for a user signed in here before, the route's query with the role
 * last seen. Both are then joined by the components that ask for them.
 */
export function preloadFirstPage(environment: Environment) {
  loadQuery<ViewerProviderQuery>(environment, viewerQuery, {}, { fetchPolicy: 'store-or-network' });
  const role = readRoleHint();
  if (role) preloadRouteQuery(environment, window.location, role);
}
