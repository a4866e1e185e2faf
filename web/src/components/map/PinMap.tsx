/**
 * A map preview with one draggable pin, for placing a building exactly (intake wizard; §9 default
 * zoom 19). The wizard renders it lazily, so MapLibre loads only when the map is shown.
 */
import { Box, chakra, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useRef } from 'react';
import { Marker, type MapLayerMouseEvent, type MapRef, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { LEAD_CREATION_ZOOM } from '../../constants';
import { ErrorBoundary } from '../ErrorBoundary';
import { BaseMap } from './BaseMap';
import { MapSkeleton } from './MapSkeleton';
import { hasImagery } from './styleSetting';
import { mapTexts } from './texts';

export interface PinMapProps {
  latitude: number;
  longitude: number;
  /** Default §9 LEAD_CREATION_ZOOM (19). */
  zoom?: number;
  /** The pin was dragged (or the map clicked) to a new place. */
  onChange: (position: { latitude: number; longitude: number }) => void;
  height?: number | string;
}

/** How far one arrow key press moves the pin, in screen pixels (about a metre at zoom 19). */
export const PIN_NUDGE_PX = 4;
const NUDGES: Record<string, [number, number]> = {
  ArrowUp: [0, -PIN_NUDGE_PX], ArrowDown: [0, PIN_NUDGE_PX], ArrowLeft: [-PIN_NUDGE_PX, 0], ArrowRight: [PIN_NUDGE_PX, 0],
};
/** Six decimals (~0.1 m) is as exact as a pin on a roof gets. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function PinMap({ height = 360, ...props }: PinMapProps) {
  const helpId = useId();
  return (
    <Box>
      <Box
        role="group" aria-label={mapTexts.pinMapLabel} aria-describedby={helpId}
        position="relative" height={height} minHeight="240px" width="full"
        borderWidth="1px" borderColor="border" borderRadius="l3" overflow="hidden" bg="bg.muted"
      >
        <ErrorBoundary>
          <Suspense fallback={<MapSkeleton label={mapTexts.pinMapLabel} />}>
            <PinMapCanvas {...props} />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Text id={helpId} mt="2" fontSize="sm" color="fg.muted">{hasImagery() ? mapTexts.pinMapHelp : mapTexts.pinMapHelpNoImagery}</Text>
      {/* The position as text: what a screen reader (or anyone) can check the pin against. */}
      <Text aria-live="polite" fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="pin-position">{mapTexts.pinPosition(props.latitude, props.longitude)}</Text>
    </Box>
  );
}

function PinMapCanvas({ latitude, longitude, zoom = LEAD_CREATION_ZOOM, onChange }: Omit<PinMapProps, 'height'>) {
  const mapRef = useRef<MapRef>(null);
  // Where the view was last put or the pin last reported: when the parent hands that back, the
  // view stays put; any other position (say, a new address) re-centres the map on it.
  const known = useRef({ latitude, longitude });

  useEffect(() => {
    if (known.current.latitude === latitude && known.current.longitude === longitude) return;
    known.current = { latitude, longitude };
    mapRef.current?.jumpTo({ center: [longitude, latitude] });
  }, [latitude, longitude]);

  const report = (lng: number, lat: number) => {
    const position = { latitude: round6(lat), longitude: round6(lng) };
    known.current = position;
    onChange(position);
  };

  // Arrow keys on the focused pin move it. Listened to natively: MapLibre pans on arrow keys
  // from anywhere in its container and would see the key before React's root listener does.
  const position = useRef({ latitude, longitude });
  position.current = { latitude, longitude };
  const reportRef = useRef(report);
  reportRef.current = report;
  // A callback ref: the pin mounts only once MapLibre has made the map, after this component.
  const attachPin = useCallback((pin: HTMLButtonElement | null) => {
    if (!pin) return;
    const nudge = (event: globalThis.KeyboardEvent) => {
      const step = NUDGES[event.key];
      const map = mapRef.current;
      if (!step || !map) return;
      event.preventDefault();
      event.stopPropagation();
      const point = map.project([position.current.longitude, position.current.latitude]);
      const next = map.unproject([point.x + step[0], point.y + step[1]]);
      reportRef.current(next.lng, next.lat);
    };
    pin.addEventListener('keydown', nudge);
    return () => pin.removeEventListener('keydown', nudge);
  }, []);

  return (
    <BaseMap
      mapRef={mapRef} label={mapTexts.pinMapCanvas}
      initialViewState={{ latitude, longitude, zoom }} maxZoom={21}
      onClick={(e: MapLayerMouseEvent) => report(e.lngLat.lng, e.lngLat.lat)}
    >
      <Marker
        longitude={longitude} latitude={latitude} anchor="bottom" draggable
        onDragEnd={(e: MarkerDragEvent) => report(e.lngLat.lng, e.lngLat.lat)}
        // A click on the pin must not also count as a click on the map under it (MapLibre listens
        // on the map's container, which the native click reaches before React sees it).
        onClick={(e) => e.originalEvent.stopPropagation()}
      >
        <chakra.button
          type="button" aria-label={`${mapTexts.pin}: ${mapTexts.pinPosition(latitude, longitude)}`}
          display="block" color="red.600" cursor="grab" lineHeight="0" bg="transparent" borderRadius="full"
          _focusVisible={{ outline: '3px solid', outlineColor: 'sun.400', outlineOffset: '2px' }}
          ref={attachPin}
        >
          <MapPin size={40} fill="currentColor" stroke="white" strokeWidth={1.5} aria-hidden />
        </chakra.button>
      </Marker>
    </BaseMap>
  );
}
