import { countyOf, placeAddress, type LocationPrecision } from '../geo/index.js';

type Property = Record<string, any>;
const isCoordinate = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/**
 * Where a lead's site is (issue 12). Coordinates the client sends are kept with the precision it
 * gives (the web: 'rooftop' once the user placed the pin, else the suggestion's). A site address
 * without coordinates — typed by hand, sent by a script, or changed without moving the pin — is
 * placed by the offline geocoder at ZIP or city level; an address it cannot place has no
 * coordinates at all (enrichment then fails with 'Address not found.', nothing is invented).
 * The county is filled from the placement when empty, and spelt as the index spells it.
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
  const countyKept = !out.county || (addressChanged && previous && out.county === previous.county);
  if (placed?.county && countyKept) out.county = placed.county;
  else if (state && typeof out.county === 'string' && out.county.trim()) out.county = countyOf(state, out.county) ?? out.county.trim();
  return out;
}

export const siteAddressChanged = (next: Property, previous: Property) =>
  String(previous.site_address ?? '').trim() !== String(next.site_address ?? '').trim();
