/**
 * Test double of 'react-map-gl/maplibre' (MapLibre needs WebGL, which jsdom lacks): the map
 * renders its children, records the props it got, and hands out one fake map instance whose
 * clustering answer a test sets in `fakeMap.features`.
 */
import { forwardRef, useImperativeHandle, type ReactNode } from 'react';
import { vi } from 'vitest';

const canvas = document.createElement('canvas');
canvas.tabIndex = 0;

export const fakeMap = {
  features: [] as GeoJSON.Feature[],
  easeTo: vi.fn(),
  jumpTo: vi.fn(),
  on: vi.fn(),
  off: vi.fn(),
  loaded: () => true,
  getSource: vi.fn((_id: string): unknown => ({ getClusterExpansionZoom: async () => 9 })),
  querySourceFeatures: vi.fn((_id: string) => fakeMap.features),
  getBounds: () => ({ contains: () => true }),
  getZoom: () => 7,
  getCanvas: () => canvas,
  // A flat "projection": 1,000 px per degree, y growing southwards like the screen.
  project: ([lng, lat]: [number, number]) => ({ x: lng * 1000, y: -lat * 1000 }),
  unproject: ([x, y]: [number, number]) => ({ lng: x / 1000, lat: -y / 1000 }),
};
const mapRef = { ...fakeMap, getMap: () => fakeMap };

export const recorded: { map?: Record<string, any>; source?: Record<string, any>; markers: Record<string, any>[] } = { markers: [] };

export function resetFakeMap() {
  fakeMap.features = [];
  recorded.map = undefined;
  recorded.source = undefined;
  recorded.markers = [];
  vi.clearAllMocks();
}

export const Map = forwardRef<unknown, Record<string, any> & { children?: ReactNode }>(function Map(props, ref) {
  recorded.map = props;
  useImperativeHandle(ref, () => mapRef);
  return <div data-testid="map">{props.children}</div>;
});

export function Source(props: Record<string, any> & { children?: ReactNode }) {
  recorded.source = props;
  return <>{props.children}</>;
}

export const Layer = () => null;
export const NavigationControl = () => null;

export function Marker(props: Record<string, any> & { children?: ReactNode }) {
  recorded.markers.push(props);
  return <div data-testid="marker">{props.children}</div>;
}

export const useMap = () => ({ current: mapRef });
