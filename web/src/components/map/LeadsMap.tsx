/**
 * The overview map of the lead list (§2, §9): every lead the list's filters match, clustered.
 * The lead list renders it lazily (React.lazy) in its Map tab, so MapLibre stays out of the list's
 * first chunk; it fetches its own points (one compact leadLocations call, no paging).
 */
import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { LeadsMapQuery } from '../../__generated__/LeadsMapQuery.graphql';
import { INITIAL_OVERVIEW_CENTER, MARKER_CLUSTER_RADIUS, OVERVIEW_MAP_VIEW } from '../../constants';
import { ErrorBoundary, useRetryKey } from '../ErrorBoundary';
import { BaseMap } from './BaseMap';
import { overviewView, toFeatureCollection } from './leadFeatures';
import { clusterLayer, leadLayer, LEADS_SOURCE } from './leadLayers';
import { LeadMarkers } from './LeadMarkers';
import { LeadPreviewCard, type PreviewLead } from './LeadPreviewCard';
import { MapSkeleton } from './MapSkeleton';
import { variablesOf, type LeadsMapFilters } from './leadsMapVariables';
import { mapTexts } from './texts';

export type { LeadsMapFilters } from './leadsMapVariables';

export interface LeadsMapProps {
  filters: LeadsMapFilters;
  /** The preview card's link to a lead (a marker click shows the card first). */
  onOpenLead: (databaseId: number) => void;
  /** The list's quick preview of the lead (issue 15); without it the card only opens the lead. */
  onPreviewLead?: (databaseId: number) => void;
  height?: number | string;
}

/** Past this zoom no two leads merge: clusters split down to single, clickable leads. */
const CLUSTER_MAX_ZOOM = 16;

export function LeadsMap({ filters, onOpenLead, onPreviewLead, height = 520 }: LeadsMapProps) {
  // New filters load behind the current map instead of swapping it for a skeleton.
  const deferred = useDeferredValue(filters);
  // null until the map first settles with its markers drawn: busy until then (screen readers, journeys).
  const [zoom, setZoom] = useState<number | null>(null);
  return (
    <Box
      role="region" aria-label={mapTexts.leadsMapLabel} data-zoom={(zoom ?? OVERVIEW_MAP_VIEW.zoom).toFixed(2)} aria-busy={zoom === null}
      position="relative" height={height} minHeight="320px" width="full"
      borderWidth="1px" borderColor="border" borderRadius="l3" overflow="hidden" bg="bg.muted"
    >
      <ErrorBoundary>
        <Suspense fallback={<MapSkeleton label={mapTexts.leadsMapLoading} />}>
          <LeadsMapContent filters={deferred} onOpenLead={onOpenLead} onPreviewLead={onPreviewLead} onSettle={setZoom} />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}

function LeadsMapContent({ filters, onOpenLead, onPreviewLead, onSettle }: Omit<LeadsMapProps, 'height'> & { onSettle: (zoom: number) => void }) {
  const data = useLazyLoadQuery<LeadsMapQuery>(
    graphql`
      query LeadsMapQuery($search: String, $proposalTypes: [ProposalType!], $stages: [LeadStage!], $updatedFrom: Date, $updatedTo: Date, $state: LeadState) {
        leadLocations(search: $search, proposalTypes: $proposalTypes, stages: $stages, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state) @required(action: THROW) {
          databaseId
          name
          latitude
          longitude
          stage
        }
      }
    `,
    variablesOf(filters),
    // The lead list fetches these points afresh as its Map tab opens (LeadListContent): show what
    // the store has, or join that request, rather than asking twice for thousands of points.
    // fetchKey: after "Try again" the points are asked again rather than the failure replayed.
    { fetchPolicy: 'store-or-network', fetchKey: useRetryKey() },
  );
  const leads = data.leadLocations;
  const collection = useMemo(() => toFeatureCollection(leads), [leads]);
  // Set on the first answer; later filter changes keep the user's view (they may have zoomed in).
  const [initialView] = useState(() => overviewView(leads, INITIAL_OVERVIEW_CENTER));
  const [preview, setPreview] = useState<PreviewLead | null>(null);
  const byId = useMemo(() => new Map(leads.map((l) => [l.databaseId, l])), [leads]);
  // A lead the new filters left out has no card any more.
  const shown = preview && byId.has(preview.databaseId) ? preview : null;
  return (
    <>
      <BaseMap label={mapTexts.leadsMapCanvas} initialViewState={initialView}>
        <Source id={LEADS_SOURCE} type="geojson" data={collection} cluster clusterRadius={MARKER_CLUSTER_RADIUS} clusterMaxZoom={CLUSTER_MAX_ZOOM}>
          <Layer {...clusterLayer} />
          <Layer {...leadLayer} />
        </Source>
        <LeadMarkers onSettle={onSettle} onSelectLead={(m) => setPreview({ databaseId: m.databaseId, name: m.name, stage: byId.get(m.databaseId)?.stage ?? '' })} />
      </BaseMap>
      <VisuallyHidden aria-live="polite">{mapTexts.leadsOnMap(leads.length)}</VisuallyHidden>
      {shown && <LeadPreviewCard lead={shown} onOpen={onOpenLead} onPreview={onPreviewLead} onClose={() => setPreview(null)} />}
      {leads.length === 0 && (
        <Box
          position="absolute" top="4" left="50%" transform="translateX(-50%)" maxWidth="calc(100% - 6rem)"
          bg="bg.panel" borderRadius="l2" boxShadow="md" px="4" py="3" textAlign="center"
        >
          <Text fontWeight="semibold">{mapTexts.noLeads}</Text>
          <Text fontSize="sm" color="fg.muted">{mapTexts.noLeadsHint}</Text>
        </Box>
      )}
    </>
  );
}
