import { afterEach, describe, expect, it } from 'vitest';
import { getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { createGateway } from '../src/yoga.js';
import { clearGeocoderCache } from '../src/geocoder.js';
import { gql } from './harness.js';

const JSON_HEADERS = { 'content-type': 'application/json' };
const FIELDS = 'label street city state zip county latitude longitude precision';
const ASK = `query($q: String!, $n: Int) { addressSuggestions(query: $q, limit: $n) { ${FIELDS} } }`;

const address = (parts: Record<string, string>) => ({ county: 'Santa Barbara County', state: 'California', 'ISO3166-2-lvl4': 'US-CA', country: 'United States', country_code: 'us', ...parts });

/** Nominatim /search?format=jsonv2&addressdetails=1: a house, a bad place, a road, a postcode, a city. */
const ANSWER = [
  {
    place_id: 1, lat: '34.4208', lon: '-119.6982', category: 'building', type: 'house', addresstype: 'building',
    display_name: '735, Anacapa Street, Santa Barbara, Santa Barbara County, California, 93101, United States',
    address: address({ house_number: '735', road: 'Anacapa Street', city: 'Santa Barbara', postcode: '93101-2216' }),
  },
  { place_id: 2, lat: 'north', lon: '', category: 'place', type: 'house', display_name: 'Nowhere', address: address({ house_number: '1', road: 'Nowhere Road', city: 'Santa Barbara' }) },
  {
    place_id: 3, lat: '34.4219', lon: '-119.7002', category: 'highway', type: 'residential', addresstype: 'road',
    display_name: 'Anacapa Street, Santa Barbara, Santa Barbara County, California, 93101, United States',
    address: address({ road: 'Anacapa Street', town: 'Santa Barbara', postcode: '93101' }),
  },
  {
    place_id: 4, lat: '34.4175', lon: '-119.6950', category: 'place', type: 'postcode', addresstype: 'postcode',
    display_name: '93101, Santa Barbara, Santa Barbara County, California, United States',
    address: address({ postcode: '93101', city: 'Santa Barbara' }),
  },
  {
    place_id: 5, lat: '34.4221', lon: '-119.7027', category: 'boundary', type: 'administrative', addresstype: 'city',
    display_name: 'Santa Barbara, Santa Barbara County, California, United States',
    address: address({ city: 'Santa Barbara' }),
  },
];

describe('addressSuggestions from a Nominatim-compatible GEOCODER_URL', () => {
  const previous = getGlobalDispatcher();
  afterEach(() => setGlobalDispatcher(previous));

  const setup = (geocoderUrl: string, origin: string) => {
    clearGeocoderCache();
    const agent = new MockAgent();
    agent.disableNetConnect();
    setGlobalDispatcher(agent);
    // Address lookups need a session (issue 24): every token here is user 1's.
    const gateway = createGateway({ dispatcher: agent, lookupSession: async () => 1, config: { apiUrl: 'http://api.test/api', geocoderUrl } });
    return { geo: agent.get(origin), ask: async (q: string, n: number) => (await gql(gateway, ASK, { q, n }, { authorization: 'Token t' })).body };
  };

  it('asks for jsonv2 with address details and a User-Agent, maps each place, and caches the answer', async () => {
    const { geo, ask } = setup('http://nominatim.test/search', 'http://nominatim.test');
    const seen: { path: string; headers: Record<string, string> }[] = [];
    geo.intercept({ path: '/search', query: { q: '735 Anacapa St Santa Barbara', limit: '3', format: 'jsonv2', addressdetails: '1', countrycodes: 'us' } })
      .reply((options) => {
        seen.push({ path: String(options.path), headers: Object.fromEntries(Object.entries(options.headers as Record<string, string>).map(([k, v]) => [k.toLowerCase(), String(v)])) });
        return { statusCode: 200, data: ANSWER, responseOptions: { headers: JSON_HEADERS } };
      });

    const first = await ask('735 Anacapa St Santa Barbara', 3);
    expect(first.errors).toBeUndefined();
    // The place without coordinates is skipped; the city is the fourth good place, past the limit of 3.
    expect(first.data.addressSuggestions).toEqual([
      { label: '735 Anacapa Street, Santa Barbara, CA 93101', street: '735 Anacapa Street', city: 'Santa Barbara', state: 'CA', zip: '93101', county: 'Santa Barbara', latitude: 34.4208, longitude: -119.6982, precision: 'ROOFTOP' },
      { label: 'Anacapa Street, Santa Barbara, CA 93101', street: 'Anacapa Street', city: 'Santa Barbara', state: 'CA', zip: '93101', county: 'Santa Barbara', latitude: 34.4219, longitude: -119.7002, precision: 'STREET' },
      { label: 'Santa Barbara, CA 93101', street: null, city: 'Santa Barbara', state: 'CA', zip: '93101', county: 'Santa Barbara', latitude: 34.4175, longitude: -119.695, precision: 'ZIP' },
    ]);
    expect(seen).toHaveLength(1);
    const sent = new URL(seen[0].path, 'http://nominatim.test').searchParams;
    expect(sent.get('format')).toBe('jsonv2');
    expect(sent.get('addressdetails')).toBe('1');
    expect(sent.get('countrycodes')).toBe('us');
    expect(seen[0].headers['user-agent']).toMatch(/solar-portal-gateway/);

    // Answered from the cache: the one interceptor is used up, so a second call upstream would fail.
    expect(await ask('735 Anacapa St Santa Barbara', 3)).toEqual(first);
    expect(seen).toHaveLength(1);

    geo.intercept({ path: '/search', query: { q: 'Santa Barbara', limit: '5', format: 'jsonv2', addressdetails: '1', countrycodes: 'us' } })
      .reply(200, [ANSWER[4]], { headers: JSON_HEADERS });
    expect((await ask('Santa Barbara', 5)).data.addressSuggestions).toEqual([
      { label: 'Santa Barbara, CA', street: null, city: 'Santa Barbara', state: 'CA', zip: null, county: 'Santa Barbara', latitude: 34.4221, longitude: -119.7027, precision: 'CITY' },
    ]);

    geo.intercept({ path: '/search', query: { q: 'down', limit: '3', format: 'jsonv2', addressdetails: '1', countrycodes: 'us' } }).reply(503, 'busy');
    expect((await ask('down', 3)).errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('keeps the parameters the URL sets, and reads a Nominatim answer without address details (format=json)', async () => {
    const { geo, ask } = setup('http://geo.test/search?format=json&countrycodes=us,pr', 'http://geo.test');
    geo.intercept({ path: '/search', query: { format: 'json', countrycodes: 'us,pr', q: '1 Main', limit: '2', addressdetails: '1' } }).reply(200, [
      { lat: '18.4655', lon: '-66.1057', class: 'place', type: 'house', display_name: '1, Calle Principal, San Juan, Puerto Rico, 00901, United States' },
    ], { headers: JSON_HEADERS });
    expect((await ask('1 Main', 2)).data.addressSuggestions).toEqual([
      { label: '1, Calle Principal, San Juan, Puerto Rico, 00901, United States', street: null, city: null, state: null, zip: null, county: null, latitude: 18.4655, longitude: -66.1057, precision: 'ROOFTOP' },
    ]);
  });

  it('sends Photon only q and limit (it refuses parameters it does not know), Pelias only text and size, with the User-Agent', async () => {
    const pelias = setup('http://pelias.test/v1/search', 'http://pelias.test');
    pelias.geo.intercept({ path: '/v1/search', query: { text: 'Aspen', size: '1' } }).reply(200, { type: 'FeatureCollection', features: [] }, { headers: JSON_HEADERS });
    expect((await pelias.ask('Aspen', 1)).data.addressSuggestions).toEqual([]);

    const { geo, ask } = setup('http://photon.test/api', 'http://photon.test');
    let agentHeader = '';
    geo.intercept({ path: '/api', query: { q: 'Boulder', limit: '1' } }).reply((options) => {
      agentHeader = String((options.headers as Record<string, string>)['user-agent'] ?? '');
      return { statusCode: 200, data: { type: 'FeatureCollection', features: [{ geometry: { type: 'Point', coordinates: [-105.27, 40.01] }, properties: { type: 'city', name: 'Boulder', state: 'CO' } }] }, responseOptions: { headers: JSON_HEADERS } };
    });
    expect((await ask('Boulder', 1)).data.addressSuggestions).toEqual([
      { label: 'Boulder, CO', street: null, city: 'Boulder', state: 'CO', zip: null, county: null, latitude: 40.01, longitude: -105.27, precision: 'CITY' },
    ]);
    expect(agentHeader).toMatch(/solar-portal-gateway/);
  });
});
