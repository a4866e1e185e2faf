/**
 * CONTRACT (issue 5): a map preview with one draggable pin, for placing a building exactly
 * (intake wizard; §9 default zoom 19). Owned by the map work; the wizard renders it lazily.
 */
export interface PinMapProps {
  latitude: number;
  longitude: number;
  /** Default §9 LEAD_CREATION_ZOOM (19). */
  zoom?: number;
  /** The pin was dragged (or the map clicked) to a new place. */
  onChange: (position: { latitude: number; longitude: number }) => void;
  height?: number | string;
}

export function PinMap(_props: PinMapProps) {
  return null;
}
