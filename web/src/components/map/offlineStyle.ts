import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The offline base map's colours: a light land on blue water, so brand markers stand out. */
export const OFFLINE_COLORS = { water: '#b7d3ea', land: '#f3f1e8', stateBorder: '#8c8f99', coast: '#6f8fae' } as const;

type UsAtlas = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

/**
 * A MapLibre style with no network and no key: us-atlas's states (TopoJSON, WGS 84) turned into
 * GeoJSON sources for the land and the borders between states, over a water background. It has
 * no symbol layers, so it needs no glyph server (marker counts are HTML, see LeadMarkers).
 */
export function buildOfflineStyle(atlas: UsAtlas): StyleSpecification {
  const land = feature(atlas, atlas.objects.nation);
  // Only the arcs shared by two states: the coast is drawn once, from the land outline.
  const borders = mesh(atlas, atlas.objects.states, (a, b) => a !== b);
  const coast = mesh(atlas, atlas.objects.nation);
  return {
    version: 8,
    name: 'Offline United States',
    sources: {
      land: { type: 'geojson', data: land },
      'state-borders': { type: 'geojson', data: borders },
      coast: { type: 'geojson', data: coast },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': OFFLINE_COLORS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': OFFLINE_COLORS.land } },
      { id: 'coast', type: 'line', source: 'coast', paint: { 'line-color': OFFLINE_COLORS.coast, 'line-width': 0.8 } },
      {
        id: 'state-borders', type: 'line', source: 'state-borders',
        paint: { 'line-color': OFFLINE_COLORS.stateBorder, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 10, 1.6], 'line-dasharray': [3, 2] },
      },
    ],
  };
}
