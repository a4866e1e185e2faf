import { Box, chakra } from '@chakra-ui/react';
import type { GeoJSONSource, MapSourceDataEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { Marker, useMap } from 'react-map-gl/maplibre';
import { clusterRadius, markersFrom, type ClusterMarker, type LeadMarker } from './leadFeatures';
import { LEADS_SOURCE, MARKER_COLORS } from './leadLayers';
import { mapTexts } from './texts';

const focusRing = { outline: '3px solid', outlineColor: 'sun.400', outlineOffset: '2px' } as const;
// The name shows on hover and on keyboard focus; the button carries it for screen readers already.
const nameOnHoverOrFocus = {
  '& [data-name]': { display: 'none' },
  '&:hover [data-name], &:focus-within [data-name]': { display: 'block' },
} as const;

export interface LeadMarkersProps {
  /** A click on a single lead's marker (the map shows its preview card). */
  onSelectLead: (lead: LeadMarker) => void;
  /** After each move: the zoom, for the region's data-zoom (journeys read it). */
  onSettle?: (zoom: number) => void;
}

/**
 * HTML buttons over the WebGL circles of what is in view: a count per cluster (a click zooms in
 * until it splits) and one per lead (a click shows its preview card). They come from MapLibre's clustering
 * (querySourceFeatures), so there are only ever as many as the view can show apart, whatever the
 * number of leads; they refresh once the map is idle and hide while zooming, when clusters change.
 */
export function LeadMarkers({ onSelectLead, onSettle }: LeadMarkersProps) {
  const { current } = useMap();
  const [markers, setMarkers] = useState<{ clusters: ClusterMarker[]; leads: LeadMarker[] }>({ clusters: [], leads: [] });
  const [zooming, setZooming] = useState(false);

  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    let frame = 0;
    const refresh = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!map.getSource(LEADS_SOURCE)) return;
        setMarkers(markersFrom(map.querySourceFeatures(LEADS_SOURCE), map.getBounds()));
        setZooming(false);
        onSettle?.(map.getZoom());
      });
    };
    // New data (other filters) is clustered in the worker: refresh when the source has it.
    const onData = (e: MapSourceDataEvent) => { if (e.sourceId === LEADS_SOURCE && e.isSourceLoaded) refresh(); };
    const onZoomStart = () => setZooming(true);
    map.on('idle', refresh);
    map.on('sourcedata', onData);
    map.on('zoomstart', onZoomStart);
    if (map.loaded()) refresh();
    return () => {
      cancelAnimationFrame(frame);
      map.off('idle', refresh);
      map.off('sourcedata', onData);
      map.off('zoomstart', onZoomStart);
    };
  }, [current, onSettle]);

  const zoomInto = async (cluster: ClusterMarker) => {
    const map = current?.getMap();
    const source = map?.getSource<GeoJSONSource>(LEADS_SOURCE);
    if (!map || !source) return;
    // At a fractional zoom (a framed view) the expansion zoom can be barely above the current one:
    // every click zooms in by at least one whole level, so it always visibly gets closer.
    const zoom = Math.max(await source.getClusterExpansionZoom(cluster.clusterId), map.getZoom() + 1);
    map.easeTo({ center: [cluster.longitude, cluster.latitude], zoom });
    // The button is about to disappear: keep keyboard focus on the map instead of losing it.
    map.getCanvas().focus();
  };

  // Always a value: react-map-gl sets the style keys it is given but never clears old ones, and
  // MapLibre owns the markers' opacity (it resets it on every move).
  const hidden = { visibility: zooming ? 'hidden' : 'visible' } as const;
  return (
    <>
      {markers.clusters.map((c) => {
        const size = `${clusterRadius(c.count) * 2}px`;
        return (
          <Marker key={c.key} longitude={c.longitude} latitude={c.latitude} anchor="center" style={hidden}>
            <chakra.button
              type="button" aria-label={mapTexts.cluster(c.count)} title={mapTexts.cluster(c.count)}
              width={size} height={size} borderRadius="full" bg="transparent" color="white" fontWeight="bold" fontSize="sm"
              cursor="zoom-in" _focusVisible={focusRing}
              onClick={() => void zoomInto(c)}
            >
              {c.label}
            </chakra.button>
          </Marker>
        );
      })}
      {markers.leads.map((l) => (
        <Marker key={l.key} longitude={l.longitude} latitude={l.latitude} anchor="center" offset={l.offset} style={hidden}>
          <Box position="relative" css={nameOnHoverOrFocus}>
            <chakra.button
              type="button" aria-label={mapTexts.previewLead(l.name)} aria-haspopup="dialog" display="block"
              width="22px" height="22px" borderRadius="full" cursor="pointer" _focusVisible={focusRing}
              // A fanned-out lead draws its own dot: the map's dot stays at the shared point.
              {...(l.offset ? { bg: MARKER_COLORS.lead, borderWidth: '2px', borderColor: MARKER_COLORS.outline, boxShadow: 'sm' } : { bg: 'transparent' })}
              onClick={() => onSelectLead(l)}
            />
            <Box
              data-name aria-hidden position="absolute" bottom="100%" left="50%" transform="translateX(-50%)" mb="1.5"
              bg="bg.panel" color="fg" px="2" py="1" borderRadius="l2" boxShadow="md" fontSize="sm" whiteSpace="nowrap" pointerEvents="none"
            >
              {l.name}
            </Box>
          </Box>
        </Marker>
      ))}
    </>
  );
}
