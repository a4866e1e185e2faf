import { use, type ReactNode, type Ref } from 'react';
import { Map, NavigationControl, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import { maplibregl } from './mapLibrary';
import { loadMapStyle } from './mapStyle';

export interface BaseMapProps extends Omit<MapProps, 'mapLib' | 'mapStyle' | 'style' | 'locale'> {
  /** The canvas's accessible name (MapLibre calls it "Map" otherwise). */
  label: string;
  mapRef?: Ref<MapRef>;
  children?: ReactNode;
}

/**
 * A map with the app's style (satellite when configured, else the offline base map) and zoom
 * buttons. Suspends until the style is there, so callers wrap it in Suspense with a skeleton.
 * MapLibre's own keyboard handling applies once the canvas has focus: arrows pan, +/- zoom.
 */
export function BaseMap({ label, mapRef, children, ...props }: BaseMapProps) {
  const style = use(loadMapStyle());
  return (
    <Map
      ref={mapRef}
      mapLib={maplibregl}
      mapStyle={style}
      style={{ width: '100%', height: '100%' }}
      locale={{ 'Map.Title': label }}
      attributionControl={{ compact: true }}
      dragRotate={false}
      pitchWithRotate={false}
      {...props}
    >
      <NavigationControl showCompass={false} position="top-right" />
      {children}
    </Map>
  );
}
