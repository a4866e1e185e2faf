import { describe, expect, it } from 'vitest';
import { placeAddress, suggestAddresses } from '../src/geo/index.js';

/**
 * Misses of the offline geocoder found on real addresses (issue 12), each with others of its
 * class: a city GeoNames files under a longer postal name, and a misspelling one edit from two
 * places.
 */

describe('a city GeoNames files under its name and a designation (Hot Springs National Park)', () => {
  it.each([
    ['Hot Springs, AR', 'Hot Springs', 'AR'],
    ['Hot Springs AR', 'Hot Springs', 'AR'],
    ['hot springs arkansas', 'Hot Springs', 'AR'],
    ['Yosemite, CA', 'Yosemite', 'CA'],
    ['Yellowstone, WY', 'Yellowstone', 'WY'],
    ['Big Bend, TX', 'Big Bend', 'TX'],
    ['Commerce, MI', 'Commerce', 'MI'],
    ['Eglin, FL', 'Eglin', 'FL'],
    ['Whiteman, MO', 'Whiteman', 'MO'],
  ])('%j is placed at city level on the place', (typed, city, state) => {
    expect(placeAddress(typed)).toMatchObject({ city, state, precision: 'city' });
    expect(suggestAddresses(typed)[0]).toMatchObject({ city, state, precision: 'city' });
  });

  it('Hot Springs, AR is where GeoNames puts Hot Springs National Park, with its ZIP codes and county', () => {
    const placed = placeAddress('Hot Springs, AR')!;
    const park = placeAddress('Hot Springs National Park, AR')!;
    expect(placed).toMatchObject({ label: 'Hot Springs, AR', county: 'Garland', latitude: park.latitude, longitude: park.longitude });
  });

  it('misspelt, it is still found', () => {
    expect(placeAddress('Hot Srings AR')).toMatchObject({ city: 'Hot Springs', state: 'AR', precision: 'city' });
    expect(placeAddress('Hot Spings, AR')).toMatchObject({ city: 'Hot Springs', state: 'AR' });
    expect(placeAddress('Yosemte CA')).toMatchObject({ city: 'Yosemite', state: 'CA' });
  });

  it('with a street and ZIP: ZIP level, labelled with the name typed', () => {
    expect(placeAddress('369 Central Ave, Hot Springs, AR 71901')).toMatchObject({
      label: '369 Central Ave, Hot Springs, AR 71901', city: 'Hot Springs', zip: '71901', precision: 'zip', street_number: '369',
    });
    // The ZIP alone, or with the postal name, keeps GeoNames' name.
    expect(placeAddress('71901')).toMatchObject({ city: 'Hot Springs National Park', zip: '71901' });
    expect(placeAddress('369 Central Ave, Hot Springs National Park, AR 71901')).toMatchObject({ city: 'Hot Springs National Park', zip: '71901' });
  });

  it('the full postal name and the other places that start like it are still found as they are', () => {
    expect(placeAddress('Hot Springs National Park, AR')).toMatchObject({ city: 'Hot Springs National Park', state: 'AR' });
    expect(placeAddress('Hot Springs Village, AR')).toMatchObject({ city: 'Hot Springs Village', state: 'AR' });
    expect(placeAddress('Commerce Township, MI')).toMatchObject({ city: 'Commerce Township', state: 'MI' });
    expect(placeAddress('National Park, NJ')).toMatchObject({ city: 'National Park', state: 'NJ' });
  });

  it('a place that has the short name itself keeps it', () => {
    expect(placeAddress('Hot Springs, SD')).toMatchObject({ city: 'Hot Springs', state: 'SD', zip: null });
    expect(placeAddress('Hot Springs, VA')).toMatchObject({ city: 'Hot Springs', state: 'VA' });
    expect(placeAddress('Dover, DE')).toMatchObject({ city: 'Dover', state: 'DE' }); // not Dover AFB
    expect(placeAddress('Clinton Township, MI')).toMatchObject({ city: 'Clinton Township', state: 'MI' });
  });

  it.each(['Springs, AR', 'Hot, AR', 'National, AR', 'Park, AR', 'Air Force, MO', 'Hawaii, HI'])('%j is not placed on a place it is only part of', (typed) => {
    const placed = placeAddress(typed);
    expect(placed?.city ?? '', typed).not.toMatch(/Hot Springs|Whiteman|National Park/);
  });

  it('while a name is typed, a place is suggested once, under its postal name', () => {
    const labels = suggestAddresses('Hot Spr, AR', 10).map((s) => s.label);
    expect(labels).toContain('Hot Springs National Park, AR');
    expect(labels).not.toContain('Hot Springs, AR');
  });
});

describe('a misspelling one edit from two places: a dropped letter is the likelier typo', () => {
  it.each([
    ['Marqette MI', 'Marquette', 'MI'], // not Marlette (q for l)
    ['Hartord NY', 'Hartford', 'NY'], // not Harford (t for f)
    ['Sperman TX', 'Spearman', 'TX'], // not Sherman (p for h), though Sherman has more ZIP codes
    ['Annna TX', 'Annona', 'TX'], // not Anna (a letter too many)
    ['Santa Clarta CA', 'Santa Clarita', 'CA'], // not Santa Clara (a letter too many)
  ])('%j is %s, %s', (typed, city, state) => {
    expect(placeAddress(typed)).toMatchObject({ city, state, precision: 'city' });
  });

  it('an exact name is never overruled by a likelier typo of another', () => {
    expect(placeAddress('Marlette MI')).toMatchObject({ city: 'Marlette', state: 'MI' });
    expect(placeAddress('Sherman TX')).toMatchObject({ city: 'Sherman', state: 'TX' });
    expect(placeAddress('Santa Clara CA')).toMatchObject({ city: 'Santa Clara', state: 'CA' });
  });

  it('a wrong letter is still forgiven when no dropped letter fits', () => {
    expect(placeAddress('Marqoette MI')).toMatchObject({ city: 'Marquette', state: 'MI' });
    expect(placeAddress('Sacramenta CA')).toMatchObject({ city: 'Sacramento', state: 'CA' });
  });

  it('among equally likely typos, the place with more ZIP codes', () => {
    // 'Los Atos' is Los Altos (3 ZIP codes) or Los Gatos (4) with a letter dropped.
    expect(placeAddress('Los Atos CA')).toMatchObject({ city: 'Los Gatos', state: 'CA' });
  });
});
