import { describe, expect, it } from 'vitest';
import { clusterRadius, clusterRadiusExpression, FRAMED_MAX_ZOOM, markersFrom, overviewView, toFeatureCollection } from './leadFeatures';

const lead = (databaseId: number, latitude: number, longitude: number) => ({ databaseId, name: `Lead ${databaseId}`, latitude, longitude });

describe('toFeatureCollection', () => {
  it('makes one GeoJSON point per lead, longitude first, with what a marker needs', () => {
    const collection = toFeatureCollection([lead(7, 36.7116, -119.7722), lead(8, 41.76, -72.67)]);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features[0]).toEqual({
      type: 'Feature', id: 7, geometry: { type: 'Point', coordinates: [-119.7722, 36.7116] }, properties: { databaseId: 7, name: 'Lead 7' },
    });
    expect(collection.features).toHaveLength(2);
  });

  it('leaves out a lead whose coordinates are not numbers rather than drawing it at 0, 0', () => {
    expect(toFeatureCollection([lead(1, Number.NaN, 3), lead(2, 36, -119)]).features.map((f) => f.id)).toEqual([2]);
  });

  it('makes one collection of 10,000 leads (no per-lead components; its speed is bench:map\'s to measure)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => lead(i + 1, 33 + (i % 900) / 100, -122 + (i % 500) / 100));
    expect(toFeatureCollection(many).features).toHaveLength(10_000);
  });
});

describe('cluster sizes', () => {
  it('grow with the count, and the WebGL expression uses the same steps as the HTML buttons', () => {
    expect([1, 9, 10, 99, 100, 999, 1000, 50_000].map(clusterRadius)).toEqual([16, 16, 20, 20, 25, 25, 30, 30]);
    expect(clusterRadiusExpression()).toEqual(['step', ['get', 'point_count'], 16, 10, 20, 100, 25, 1000, 30]);
  });
});

describe('markersFrom', () => {
  const cluster = (id: number, count: number, lng: number, lat: number) => ({
    type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [lng, lat] },
    properties: { cluster: true, cluster_id: id, point_count: count, point_count_abbreviated: count >= 1000 ? `${(count / 1000).toFixed(1)}k` : String(count) },
  });
  const point = (id: number, lng: number, lat: number) => ({
    type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [lng, lat] }, properties: { databaseId: id, name: `Lead ${id}` },
  });

  it('keeps each cluster and lead once, though tiles repeat features near their edges', () => {
    const { clusters, leads } = markersFrom([cluster(5, 12, -119, 36), cluster(5, 12, -119, 36), point(7, -118, 34), point(7, -118, 34), cluster(6, 1200, -121, 38)]);
    expect(clusters).toEqual([
      { key: 'c5', clusterId: 5, count: 12, label: '12', longitude: -119, latitude: 36 },
      { key: 'c6', clusterId: 6, count: 1200, label: '1.2k', longitude: -121, latitude: 38 },
    ]);
    expect(leads).toEqual([{ key: 'l7', databaseId: 7, name: 'Lead 7', longitude: -118, latitude: 34 }]);
  });

  it('keeps only what is inside the view', () => {
    const bounds = { contains: ([lng]: [number, number]) => lng > -120 };
    const { clusters, leads } = markersFrom([cluster(5, 12, -119, 36), cluster(6, 3, -121, 38), point(7, -118, 34), point(8, -122, 37)], bounds);
    expect(clusters.map((c) => c.clusterId)).toEqual([5]);
    expect(leads.map((l) => l.databaseId)).toEqual([7]);
  });
});

describe('fanOut (leads at the very same place)', () => {
  it('spreads them on a circle in a stable order, and leaves a lone lead where it is', async () => {
    const { fanOut, FAN_RADIUS_PX } = await import('./leadFeatures');
    const at = (databaseId: number, longitude = -119.78, latitude = 36.73) => ({ key: `l${databaseId}`, databaseId, name: `L${databaseId}`, longitude, latitude });
    const fanned = fanOut([at(9), at(3), at(5, -105, 39.7)]);
    expect(fanned[1].offset).toEqual([0, -FAN_RADIUS_PX]);
    expect(fanned[0].offset).toEqual([0, FAN_RADIUS_PX]);
    expect(fanned[2].offset).toBeUndefined();
  });
});

describe('overviewView (issue 12)', () => {
  const US = { latitude: 39, longitude: -95 };
  it('frames every lead, coast to coast, never closer than a town', () => {
    expect(overviewView([{ latitude: 36.7, longitude: -119.7 }, { latitude: 41.76, longitude: -72.67 }, { latitude: 39.74, longitude: -104.99 }], US))
      .toEqual({ bounds: [[-119.7, 36.7], [-72.67, 41.76]], fitBoundsOptions: { padding: 48, maxZoom: FRAMED_MAX_ZOOM } });
  });
  it('centres on leads that share one place, and opens on §9\'s 39 / -95 without leads', () => {
    expect(overviewView([{ latitude: 34.42, longitude: -119.7 }, { latitude: 34.42, longitude: -119.7 }], US)).toEqual({ latitude: 34.42, longitude: -119.7, zoom: FRAMED_MAX_ZOOM });
    expect(overviewView([], US)).toEqual({ latitude: 39, longitude: -95, zoom: 3.5 });
  });
});
