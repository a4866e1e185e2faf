import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildOfflineStyle, OFFLINE_COLORS } from './offlineStyle';

const require = createRequire(import.meta.url);
const atlas = JSON.parse(fs.readFileSync(require.resolve('us-atlas/states-10m.json'), 'utf8'));

describe('the offline base map', () => {
  const style = buildOfflineStyle(atlas);

  it('is a complete MapLibre style that needs no server: no tiles, no glyphs, no sprite', () => {
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    // Text needs glyphs: a symbol layer here would fail to draw offline.
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });

  it('draws water under the land and the state borders over it', () => {
    expect(style.layers.map((l) => l.id)).toEqual(['water', 'land', 'coast', 'state-borders']);
    expect(style.layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': OFFLINE_COLORS.water } });
  });

  it('turns the TopoJSON into GeoJSON in longitude / latitude (California lies where it should)', () => {
    const land = (style.sources.land as { data: GeoJSON.FeatureCollection<GeoJSON.MultiPolygon> }).data;
    expect(land.type).toBe('FeatureCollection');
    expect(land.features[0].geometry.type).toBe('MultiPolygon');
    const points = land.features.flatMap((f) => f.geometry.coordinates.flat(2));
    // Some vertex of the land lies on the California coast near San Francisco.
    expect(points.some(([lng, lat]) => Math.abs(lng + 122.5) < 0.3 && Math.abs(lat - 37.7) < 0.3)).toBe(true);
    const borders = (style.sources['state-borders'] as { data: GeoJSON.MultiLineString }).data;
    expect(borders.type).toBe('MultiLineString');
    expect(borders.coordinates.length).toBeGreaterThan(50);
  });
});
