import type { LayerProps } from 'react-map-gl/maplibre';
import { clusterRadiusExpression } from './leadFeatures';

/** The GeoJSON source id of the overview map's leads. */
export const LEADS_SOURCE = 'leads';

/**
 * WebGL paint cannot read Chakra tokens: these are the theme's brand 700 and 600 (theme.ts).
 * White count text on brand 700 keeps a 7:1 contrast.
 */
export const MARKER_COLORS = { cluster: '#186532', lead: '#1d7f3b', outline: '#ffffff' } as const;

/** Clusters: circles sized by count; the count itself is an HTML button on top (no glyphs offline). */
export const clusterLayer: LayerProps = {
  id: 'lead-clusters',
  type: 'circle',
  source: LEADS_SOURCE,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': MARKER_COLORS.cluster,
    'circle-opacity': 0.9,
    'circle-radius': clusterRadiusExpression(),
    'circle-stroke-width': 3,
    'circle-stroke-color': MARKER_COLORS.outline,
    'circle-stroke-opacity': 0.8,
  },
};

/** Single leads: small dots, each covered by an HTML button that opens the lead. */
export const leadLayer: LayerProps = {
  id: 'lead-points',
  type: 'circle',
  source: LEADS_SOURCE,
  filter: ['!', ['has', 'point_count']],
  paint: {
    'circle-color': MARKER_COLORS.lead,
    'circle-radius': 7,
    'circle-stroke-width': 2,
    'circle-stroke-color': MARKER_COLORS.outline,
  },
};
