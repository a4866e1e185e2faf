import { describe, expect, it } from 'vitest';
import { placeAddress, suggestAddresses } from '../src/geo/index.js';

/**
 * Misses of the offline geocoder found on real addresses (issue 12), each with others of its
 * class: a city GeoNames files under a longer postal name, a misspelling one edit from two
 * places, and a typo in the first word of a longer name whose other words name a shorter place.
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

describe('a typo in the first word of a longer name, no comma: not the shorter place the other words name', () => {
  it.each([
    ['Nw York NY', 'New York', 'NY'], // not York, NY
    ['Wst Lafayette IN', 'West Lafayette', 'IN'], // not Lafayette
    ['Oerland Park KS', 'Overland Park', 'KS'], // not Park, KS
    ['Nrth Las Vegas NV', 'North Las Vegas', 'NV'], // not Las Vegas
    ['Est Hartford CT', 'East Hartford', 'CT'], // not Hartford
    ['Wst Palm Beach FL', 'West Palm Beach', 'FL'], // not Palm Beach
    ['Sant Barbara CA', 'Santa Barbara', 'CA'],
    ['Frt Leavenworth KS', 'Fort Leavenworth', 'KS'], // not Leavenworth
    ['Chul Vista CA', 'Chula Vista', 'CA'], // not Vista
    ['Nw York, NY', 'New York', 'NY'], // a comma before the state only
  ])('%j is %s, %s', (typed, city, state) => {
    expect(placeAddress(typed)).toMatchObject({ city, state, street: null, precision: 'city' });
    expect(suggestAddresses(typed)[0]).toMatchObject({ city, state, street: null });
  });

  it('after a street that ends in a suffix, the street is kept and the city is the longer name', () => {
    expect(placeAddress('12 Main St Est Hartford CT')).toMatchObject({ city: 'East Hartford', state: 'CT', street: '12 Main St' });
    expect(placeAddress('12 Main Nw York NY')).toMatchObject({ city: 'New York', state: 'NY', street: '12 Main' });
    expect(placeAddress('350 Main Street Wst Lafayette IN')).toMatchObject({ city: 'West Lafayette', state: 'IN', street: '350 Main Street' });
    expect(placeAddress('8500 Santa Fe Dr Oerland Park KS')).toMatchObject({ city: 'Overland Park', state: 'KS', street: '8500 Santa Fe Dr' });
  });

  it('with a ZIP, the ZIP places it and the misspelt word is not kept as the street', () => {
    expect(placeAddress('Nw York NY 10001')).toMatchObject({ city: 'New York', zip: '10001', street: null, precision: 'zip' });
  });

  it('the shorter place is still suggested, after the longer one', () => {
    const labels = suggestAddresses('Nw York NY').map((s) => `${s.city}, ${s.state}`);
    expect(labels.slice(0, 2)).toEqual(['New York, NY', 'York, NY']);
  });

  it.each([
    ['12 Main St Newport RI', 'Newport', 'RI', '12 Main St'],
    ['100 Park Ave York PA', 'York', 'PA', '100 Park Ave'],
    ['5 Elm St Park KS', 'Park', 'KS', '5 Elm St'], // a street that ends in St, then the town of Park
    ['1600 Pennsylvania Ave NW Washington DC', 'Washington', 'DC', '1600 Pennsylvania Ave NW'],
    ['42 Oak Rd NW York NY', 'York', 'NY', '42 Oak Rd NW'], // NW after a suffix is the street's, not New York misspelt
    ['7 Broadway Lafayette IN', 'Lafayette', 'IN', '7 Broadway'],
    ['12 West St Lafayette IN', 'Lafayette', 'IN', '12 West St'],
    ['Main St Hartford CT', 'Hartford', 'CT', 'Main St'],
  ])('a street before an exact name keeps it: %j is %s, %s', (typed, city, state, street) => {
    expect(placeAddress(typed)).toMatchObject({ city, state, street, precision: 'city' });
  });

  it.each([
    ['Oak Westbury NY', 'Westbury', 'NY', 'Oak'], // not Old Westbury: two edits in a three-letter word are no typo
    ['Bay Clifty KY', 'Clifty', 'KY', 'Bay'], // not Big Clifty
    ['Forest Leavenworth KS', 'Leavenworth', 'KS', 'Forest'], // not Fort Leavenworth
    ['10 Post Chester NY', 'Chester', 'NY', '10 Post'], // a house number takes its street's name: not Port Chester
    ['10 Post Rd Chester NY', 'Chester', 'NY', '10 Post Rd'],
  ])('a street word that is no typo of the longer name keeps the shorter: %j is %s, %s', (typed, city, state, street) => {
    expect(placeAddress(typed)).toMatchObject({ city, state, street, precision: 'city' });
  });

  it('an exact longer name or an exact shorter name alone is placed as before', () => {
    expect(placeAddress('New York NY')).toMatchObject({ city: 'New York', state: 'NY', street: null });
    expect(placeAddress('York NY')).toMatchObject({ city: 'York', state: 'NY', street: null });
    expect(placeAddress('Lafayette IN')).toMatchObject({ city: 'Lafayette', state: 'IN', street: null });
    expect(placeAddress('Park KS')).toMatchObject({ city: 'Park', state: 'KS', street: null });
  });
});
