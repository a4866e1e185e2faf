import { describe, expect, it } from 'vitest';
import { normalizePlaceName } from '../src/geo/places.js';
import { countiesOf, isCountyOf, placeAddress, suggestAddresses } from '../src/geo/index.js';
import { distanceKm } from '../src/domain/site-location.js';
import { REAL_PLACES } from './fixtures/us-places.js';

const km = distanceKm;

/** One letter dropped from the middle of the name: the typo a hurried rep makes ('Santa Barbra'). */
const misspelt = (city: string) => `${city.slice(0, Math.floor(city.length / 2))}${city.slice(Math.floor(city.length / 2) + 1)}`;
const sameCity = (a: string, b: string) => normalizePlaceName(a) === normalizePlaceName(b);

describe('the offline geocoder on real US addresses: every state and DC, four forms each (issue 12)', () => {
  const distinct = new Set(REAL_PLACES.map((p) => `${p.street}|${p.city}|${p.state}`));
  const perState = new Map<string, number>();
  for (const p of REAL_PLACES) perState.set(p.state, (perState.get(p.state) ?? 0) + 1);
  const fewest = Math.min(...perState.values());

  it(`${distinct.size} distinct real addresses (at least 200), at least ${fewest} in each of the 50 states and DC (${REAL_PLACES.length} × 4 forms = ${REAL_PLACES.length * 4} cases)`, () => {
    expect(distinct.size).toBe(REAL_PLACES.length);
    expect(distinct.size).toBeGreaterThanOrEqual(200);
    expect(perState.size).toBe(51);
    for (const [state, count] of perState) expect(count, state).toBeGreaterThanOrEqual(3);
  });

  describe.each(REAL_PLACES)('$street, $city, $state $zip', (place) => {
    const full = `${place.street}, ${place.city}, ${place.state} ${place.zip}`;

    it('street, city, state and ZIP: ZIP level, the street kept in the label', () => {
      const [first] = suggestAddresses(full);
      expect(first).toMatchObject({ precision: 'zip', zip: place.zip, state: place.state, street: place.street });
      expect(first.label.startsWith(`${place.street}, `)).toBe(true);
      expect(placeAddress(full)).toMatchObject({ precision: 'zip', zip: place.zip });
    });

    it('the ZIP alone: ZIP level, in the right state', () => {
      const [first] = suggestAddresses(place.zip);
      expect(first).toMatchObject({ precision: 'zip', zip: place.zip, state: place.state });
    });

    it('city and state: city level, within 30 km of the ZIP', () => {
      const [first] = suggestAddresses(`${place.city}, ${place.state}`);
      expect(first.precision).toBe('city');
      expect(first.state).toBe(place.state);
      expect(sameCity(first.city, place.city), `${first.city} for ${place.city}`).toBe(true);
      expect(km(first, placeAddress(full)!)).toBeLessThan(30);
    });

    it('a misspelt city with its state (no commas): the right city', () => {
      const typed = `${misspelt(place.city)} ${place.state}`;
      const placed = placeAddress(typed);
      expect(placed, typed).not.toBeNull();
      expect(sameCity(placed!.city, place.city), `${typed} → ${placed!.city}`).toBe(true);
      expect(placed!.state).toBe(place.state);
    });
  });
});

describe('what is not an address', () => {
  it.each(['not an address at all', 'Nowhere', '123', '', 'x', '!!!!'])('%j: no placement and no suggestion', (text) => {
    expect(placeAddress(text)).toBeNull();
    expect(suggestAddresses(text)).toEqual([]);
  });
});

describe('suggestions while typing', () => {
  it('a city name being typed suggests places that start with it, the biggest first', () => {
    const found = suggestAddresses('Santa Barb', 5);
    expect(found[0]).toMatchObject({ city: 'Santa Barbara', state: 'CA', precision: 'city' });
  });

  it('keeps the typed street and never mixes two places into one label', () => {
    const [first] = suggestAddresses('12 Main St, Newport, RI 02840');
    expect(first.label).toBe('12 Main St, Newport, RI 02840');
    for (const s of suggestAddresses('12 Main St, Newport', 10)) expect(s.label).toBe(`12 Main St, ${s.city}, ${s.state}`);
  });

  it('reads full state names, lower case, a USA suffix and a ZIP+4', () => {
    expect(placeAddress('1612 e abriendo ave pueblo colorado 81004-1234 usa')).toMatchObject({ zip: '81004', state: 'CO', street_number: '1612', street_name: 'e abriendo ave' });
    expect(placeAddress('Hartford, Connecticut')).toMatchObject({ city: 'Hartford', state: 'CT', precision: 'city' });
  });

  it('counties come from the index, per state', () => {
    expect(countiesOf('CA')).toHaveLength(58);
    expect(countiesOf('CA')).toContain('Santa Barbara');
    expect(isCountyOf('CA', 'fresno county')).toBe(true);
    expect(countiesOf('ZZ')).toEqual([]);
  });
});
