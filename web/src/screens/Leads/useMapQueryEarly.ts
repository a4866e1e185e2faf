import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import LeadsMapQueryNode from '../../__generated__/LeadsMapQuery.graphql';
import { LazyLeadsMap } from '../../components/map/LazyLeadsMap';
import { variablesOf } from '../../components/map/leadsMapVariables';
import { filtersOf, type ListState } from './listParams';

/**
 * While the Map tab is open: fetches the map's points afresh (leads may have been added since) and
 * starts MapLibre's download, both alongside the list's own query instead of after it (bench:map:
 * the map's query used to go out ~1 s after navigation). The map's own query (store-or-network)
 * then joins this request (Relay dedupes identical requests) or reads its answer from the store;
 * errors are the map's to show, so this fetch stays silent.
 */
export function useMapQueryEarly(active: boolean, state: ListState) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!active) return undefined;
    LazyLeadsMap.preload().catch(() => {});
    const subscription = fetchQuery(environment, LeadsMapQueryNode, variablesOf(filtersOf(state)), { fetchPolicy: 'network-only' })
      .subscribe({ error: () => {} });
    return () => subscription.unsubscribe();
  }, [active, environment, state]);
}
