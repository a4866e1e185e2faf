import { countyOf, placeAddress, type LocationPrecision } from '../geo/index.js';
import { stateOf } from '../../../shared/pricing/estimator.js';

type Property = Record<string, any>;
const isCoordinate = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/**
 * How far a pin may sit from the centre of the place its address names before the two disagree
 * (issue 12): a ZIP code's area spans a few km (rural ones 20–30), a city's up to ~40 km.
 */
export const MISMATCH_KM: Record<'zip' | 'city' | 'street' | 'rooftop', number> = { rooftop: 2, street: 5, zip: 30, city: 40 };

/** Great-circle distance in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2
    + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a lead's site is (issue 12). Coordinates the client sends are kept with the precision it
 * gives (the web: 'rooftop' once the user placed the pin, else the suggestion's). A site address
 * without coordinates — typed by hand, sent by a script, or changed without moving the pin — is
 * placed by the offline geocoder at ZIP or city level; an address it cannot place has no
 * coordinates at all (enrichment then fails with 'Address not found.', nothing is invented).
 * The county is filled from the placement when empty, and spelt as the index spells it; the state
 * is the placement's. When the pin is further from the place the address names than that place's
 * size allows, location_mismatch_km says by how much (null otherwise).
 */
export function locateSite(next: Property, previous?: Property): Property {
  const out = { ...next };
  const addressChanged = !previous || siteAddressChanged(next, previous);
  const coordinatesSent = isCoordinate(next.latitude) && isCoordinate(next.longitude)
    && (!previous || next.latitude !== previous.latitude || next.longitude !== previous.longitude || !addressChanged);
  const placed = placeAddress(String(next.site_address ?? ''));
  if (coordinatesSent) {
    // Coordinates with no precision said are as good as the pin the user saw: rooftop when moved by hand is the client's call.
    out.location_precision = (next.location_precision as LocationPrecision | undefined) ?? previous?.location_precision ?? null;
  } else if (addressChanged || !isCoordinate(next.latitude)) {
    out.latitude = placed?.latitude ?? null;
    out.longitude = placed?.longitude ?? null;
    out.location_precision = placed?.precision ?? null;
  }
  const state = placed?.state;
  out.state = state ?? null;
  // A pin far from the place the address names: one of the two is wrong, and the lead says so.
  const away = placed && isCoordinate(out.latitude) && isCoordinate(out.longitude)
    ? distanceKm(placed, { latitude: out.latitude, longitude: out.longitude }) : 0;
  out.location_mismatch_km = placed && away > MISMATCH_KM[placed.precision] ? Math.round(away) : null;
  const countyKept = !out.county || (addressChanged && previous && out.county === previous.county);
  if (placed?.county && countyKept) out.county = placed.county;
  else if (state && typeof out.county === 'string' && out.county.trim()) out.county = countyOf(state, out.county) ?? out.county.trim();
  return out;
}

export const siteAddressChanged = (next: Property, previous: Property) =>
  String(previous.site_address ?? '').trim() !== String(next.site_address ?? '').trim();

/**
 * The two-letter state of a lead's site: the property's own `state` when it has one, else the one
 * its address ends with (null when neither says). The financing comparison and the PACE quote read
 * it the same way, so a program the comparison does not offer cannot be quoted either (issue 37).
 */
export function siteStateOf(lead: Record<string, any>): string | null {
  const property = lead.property ?? {};
  if (typeof property.state === 'string' && property.state.trim()) return property.state.trim().toUpperCase();
  return stateOf(String(property.site_address ?? lead.site_address ?? ''));
}
