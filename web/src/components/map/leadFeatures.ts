import type { ExpressionSpecification } from 'maplibre-gl';

/** A lead as the map needs it (LeadsMapQuery's leadLocations item). */
export interface MapLead {
  readonly databaseId: number;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface LeadProperties { databaseId: number; name: string }
export type LeadCollection = GeoJSON.FeatureCollection<GeoJSON.Point, LeadProperties>;

/** The leads as one GeoJSON collection: MapLibre clusters it in its worker, not React. */
export function toFeatureCollection(leads: readonly MapLead[]): LeadCollection {
  return {
    type: 'FeatureCollection',
    features: leads
      .filter((l) => Number.isFinite(l.latitude) && Number.isFinite(l.longitude))
      .map((l) => ({
        type: 'Feature',
        id: l.databaseId,
        geometry: { type: 'Point', coordinates: [l.longitude, l.latitude] },
        properties: { databaseId: l.databaseId, name: l.name },
      })),
  };
}

/**
 * Cluster circle radius (px) by how many leads it holds. The WebGL circle and the HTML count
 * button on top of it use the same steps, so the button always covers its circle.
 */
const CLUSTER_SIZES = [{ below: 10, radius: 16 }, { below: 100, radius: 20 }, { below: 1000, radius: 25 }] as const;
const LARGEST_CLUSTER_RADIUS = 30;

export function clusterRadius(count: number): number {
  return CLUSTER_SIZES.find((s) => count < s.below)?.radius ?? LARGEST_CLUSTER_RADIUS;
}

/** clusterRadius as a MapLibre expression: ['step', count, 16, 10, 20, 100, 25, 1000, 30]. */
export function clusterRadiusExpression(): ExpressionSpecification {
  const steps = CLUSTER_SIZES.slice(1).flatMap((s, i) => [CLUSTER_SIZES[i].below, s.radius]);
  return ['step', ['get', 'point_count'], CLUSTER_SIZES[0].radius, ...steps, CLUSTER_SIZES.at(-1)!.below, LARGEST_CLUSTER_RADIUS] as ExpressionSpecification;
}

export interface ClusterMarker { key: string; clusterId: number; count: number; label: string; longitude: number; latitude: number }
export interface LeadMarker {
  key: string; databaseId: number; name: string; longitude: number; latitude: number;
  /** Pixels from the point: leads at the very same place are fanned out so each can be clicked. */
  offset?: [number, number];
}

interface Bounds { contains(lngLat: [number, number]): boolean }

/**
 * What querySourceFeatures found, as markers: each cluster and lead once (a feature near a tile
 * edge comes back from every tile it touches), only those inside the view, so the HTML markers
 * stay few (clustering bounds them) whatever the number of leads.
 */
export function markersFrom(features: readonly GeoJSON.Feature[], bounds?: Bounds): { clusters: ClusterMarker[]; leads: LeadMarker[] } {
  const clusters = new Map<number, ClusterMarker>();
  const leads = new Map<number, LeadMarker>();
  for (const f of features) {
    if (f.geometry?.type !== 'Point') continue;
    const [longitude, latitude] = f.geometry.coordinates as [number, number];
    if (bounds && !bounds.contains([longitude, latitude])) continue;
    const p = f.properties ?? {};
    if (p.cluster) {
      const clusterId = Number(p.cluster_id);
      if (!clusters.has(clusterId)) {
        clusters.set(clusterId, { key: `c${clusterId}`, clusterId, count: Number(p.point_count), label: String(p.point_count_abbreviated ?? p.point_count), longitude, latitude });
      }
    } else {
      const databaseId = Number(p.databaseId);
      if (!leads.has(databaseId)) leads.set(databaseId, { key: `l${databaseId}`, databaseId, name: String(p.name ?? ''), longitude, latitude });
    }
  }
  return { clusters: [...clusters.values()], leads: fanOut([...leads.values()]) };
}

/** How far fanned-out markers sit from their shared point, in pixels (a marker is 22 px wide). */
export const FAN_RADIUS_PX = 16;

/**
 * Leads placed at the very same coordinates (two businesses at one address, or leads placed only
 * to a city) would stack into one clickable spot even at the deepest zoom: spread them on a small
 * circle around the point, in a stable order, so every one can be hovered, clicked and focused.
 */
export function fanOut(leads: LeadMarker[]): LeadMarker[] {
  const groups = new Map<string, LeadMarker[]>();
  for (const lead of leads) {
    const key = `${lead.longitude},${lead.latitude}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(lead);
  }
  return leads.map((lead) => {
    const group = groups.get(`${lead.longitude},${lead.latitude}`)!;
    if (group.length < 2) return lead;
    const ordered = [...group].sort((a, b) => a.databaseId - b.databaseId);
    const angle = (2 * Math.PI * ordered.indexOf(lead)) / ordered.length - Math.PI / 2;
    return { ...lead, offset: [Math.round(Math.cos(angle) * FAN_RADIUS_PX), Math.round(Math.sin(angle) * FAN_RADIUS_PX)] };
  });
}

/** The whole United States, around §9's initial overview centre, before there is any lead to show. */
export const EMPTY_OVERVIEW_ZOOM = 3.5;

/** Framing leads never comes closer than this: a single lead (or one street's) shows its town. */
export const FRAMED_MAX_ZOOM = 12;
/** Room around the framed leads, in pixels, so markers at the edge stay clear of it and the controls. */
const FRAME_PADDING_PX = 48;

export type OverviewView =
  | { latitude: number; longitude: number; zoom: number }
  | { bounds: [[number, number], [number, number]]; fitBoundsOptions: { padding: number; maxZoom: number } };

/**
 * Where the overview map starts (issue 12): framing every lead it shows, however far apart (no
 * closer than a town), or §9's 39 / -95 over the whole country when there is none.
 */
export function overviewView(leads: ReadonlyArray<{ latitude: number; longitude: number }>, empty: { latitude: number; longitude: number }): OverviewView {
  if (!leads.length) return { ...empty, zoom: EMPTY_OVERVIEW_ZOOM };
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { latitude, longitude } of leads) {
    west = Math.min(west, longitude); east = Math.max(east, longitude);
    south = Math.min(south, latitude); north = Math.max(north, latitude);
  }
  // One point (or leads at one place) has no extent to fit: centre on it at the closest framing.
  if (east - west < 1e-6 && north - south < 1e-6) return { latitude: south, longitude: west, zoom: FRAMED_MAX_ZOOM };
  return { bounds: [[west, south], [east, north]], fitBoundsOptions: { padding: FRAME_PADDING_PX, maxZoom: FRAMED_MAX_ZOOM } };
}
