/**
 * Issue 24, items 8, 9 and 14: the operator's geocoder (GEOCODER_URL) serves signed-in users only,
 * at most MAX_LOOKUPS_PER_OPERATION lookups an operation and GEOCODER_BURST calls per user (refilled
 * GEOCODER_REFILL_PER_SECOND a second, RATE_LIMITED with retryAfter beyond); its failures say
 * nothing of its host to the client. And an api 429 tells the client when to retry, in the
 * payload's userErrors (mutations) and in the error's extensions (queries).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { mockedGateway, type MockedGateway } from '../src/testing.js';
import { clearGeocoderCache, GEOCODER_BURST, GEOCODER_MESSAGES, MAX_LOOKUPS_PER_OPERATION } from '../src/geocoder.js';

const GEO = 'http://geo.internal:8899';
const JSON_HEADERS = { 'content-type': 'application/json' };
const ASK = 'query($q: String!) { addressSuggestions(query: $q, limit: 3) { label } }';
const place = (label: string) => [{ label, latitude: 40, longitude: -105 }];

describe('addressSuggestions with a configured geocoder', () => {
  const previous = getGlobalDispatcher();
  let kit: MockedGateway;
  let geoCalls: string[];
  beforeEach(() => {
    clearGeocoderCache();
    kit = mockedGateway({ config: { geocoderUrl: `${GEO}/search` } });
    // The geocoder is asked with undici's global dispatcher: the kit's agent plays it too.
    setGlobalDispatcher(kit.agent);
    geoCalls = [];
    kit.agent.get(GEO).intercept({ path: (path: string) => path.startsWith('/search') }).reply((options) => {
      const q = new URL(String(options.path), GEO).searchParams.get('q')!;
      geoCalls.push(q);
      return { statusCode: 200, data: place(q), responseOptions: { headers: JSON_HEADERS } };
    }).persist();
  });
  afterEach(async () => { setGlobalDispatcher(previous); await kit.close(); });

  it('needs a session the api knows: anonymous, unreadable and ended sessions are UNAUTHENTICATED, the geocoder never asked', async () => {
    kit.sessions.set('Token ended', null);
    for (const headers of [{}, { authorization: 'token test-token' }, { authorization: 'Token test-token extra' }, { authorization: 'Token ended' }, { cookie: 'portal_token=a%20b' }] as Array<Record<string, string>>) {
      const res = await kit.execute(ASK, { q: 'Main St' }, headers);
      expect(res.data?.addressSuggestions ?? null, JSON.stringify(headers)).toBeNull();
      expect(res.errors?.[0].extensions?.code, JSON.stringify(headers)).toBe('UNAUTHENTICATED');
    }
    expect(geoCalls).toEqual([]);
    const signedIn = await kit.execute(ASK, { q: 'Main St' });
    expect(signedIn.data.addressSuggestions).toEqual([{ label: 'Main St' }]);
  });

  it(`makes at most ${MAX_LOOKUPS_PER_OPERATION} lookups an operation, however many aliases ask`, async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: addressSuggestions(query: "${i} Elm Street") { label }`).join('\n');
    const res = await kit.execute(`{ ${aliases} }`);
    expect(geoCalls).toHaveLength(MAX_LOOKUPS_PER_OPERATION);
    const answered = Object.values(res.data ?? {}).filter((value) => value !== null);
    expect(answered).toHaveLength(MAX_LOOKUPS_PER_OPERATION);
    expect(res.errors).toHaveLength(30 - MAX_LOOKUPS_PER_OPERATION);
    for (const error of res.errors!) expect(error).toMatchObject({ message: GEOCODER_MESSAGES.tooManyLookups, extensions: { code: 'OPERATION_TOO_LARGE' } });
    // The same question twice in one operation is asked once.
    clearGeocoderCache();
    geoCalls = [];
    await kit.execute('{ a: addressSuggestions(query: "Oak Road") { label } b: addressSuggestions(query: "oak  road") { label } }');
    expect(geoCalls).toEqual(['Oak Road']);
  });

  it(`gives each user ${GEOCODER_BURST} calls at once, whatever sessions they use, then RATE_LIMITED with retryAfter`, async () => {
    kit.sessions.set(kit.auth.authorization, 7);
    kit.sessions.set('Token second-login', 7);
    for (let i = 0; i < GEOCODER_BURST; i++) {
      const res = await kit.execute(ASK, { q: `${i} Pine Street` }, { authorization: i % 2 ? 'Token second-login' : kit.auth.authorization });
      expect(res.errors, `lookup ${i}`).toBeUndefined();
    }
    const limited = await kit.execute(ASK, { q: 'one more street' }, { authorization: 'Token second-login' });
    expect(limited.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const retryAfter = limited.errors?.[0].extensions?.retryAfter;
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
    expect(limited.errors?.[0].message).toBe(GEOCODER_MESSAGES.rateLimited(retryAfter));
    expect(geoCalls).toHaveLength(GEOCODER_BURST);
    // An answer already known costs nothing; another user has their own allowance.
    expect((await kit.execute(ASK, { q: '3 Pine Street' })).errors).toBeUndefined();
    expect((await kit.execute(ASK, { q: 'one more street' }, { authorization: 'Token someone-else' })).errors).toBeUndefined();
  });

  it('keeps why the geocoder failed (its host and port) out of the answer, and logs it', async () => {
    const down = mockedGateway({ config: { geocoderUrl: 'http://geo-down.internal:8899/search' } });
    setGlobalDispatcher(down.agent);
    down.agent.get('http://geo-down.internal:8899').intercept({ path: () => true }).replyWithError(new Error('connect ECONNREFUSED 10.0.0.7:8899'));
    const previousWarn = console.warn;
    const logged: string[] = [];
    console.warn = (message: string) => { logged.push(String(message)); };
    try {
      const res = await down.execute(ASK, { q: 'Birch Lane' });
      expect(res.errors?.[0]).toMatchObject({ message: GEOCODER_MESSAGES.unavailable });
      expect(res.errors?.[0].extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(JSON.stringify(res.errors)).not.toMatch(/10\.0\.0\.7|8899|ECONNREFUSED|internal/);
      expect(logged.some((line) => line.includes('ECONNREFUSED 10.0.0.7:8899'))).toBe(true);
    } finally {
      console.warn = previousWarn;
      await down.close();
    }
  });
});

describe('an api 429 says when to retry', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('in a mutation\'s userErrors (retryAfter, seconds) and a query\'s extensions', async () => {
    kit = mockedGateway();
    const locked = 'Too many failed sign-in attempts. Try again in 14 minutes.';
    kit.mock.intercept({ method: 'POST', path: '/api/login/' }).reply(429, { detail: locked }, { headers: { ...JSON_HEADERS, 'retry-after': '840' } });
    const login = await kit.execute('mutation { login(input: { emailOrPhone: "a@b.test", password: "x" }) { token userErrors { field code messages retryAfter } } }', {}, {});
    expect(login.data.login).toEqual({ token: null, userErrors: [{ field: null, code: 'RATE_LIMITED', messages: [locked], retryAfter: 840 }] });

    kit.mock.intercept({ method: 'GET', path: '/api/invite/abc/' }).reply(429, { detail: 'Too many requests from your address. Try again in 30 seconds.' }, { headers: { ...JSON_HEADERS, 'retry-after': '30' } });
    const invite = await kit.execute('{ invite(token: "abc") { email } }', {}, {});
    expect(invite.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 30 });

    // Any other userError has no retryAfter.
    kit.mock.intercept({ method: 'POST', path: '/api/login/' }).reply(400, { non_field_errors: ['Wrong.'] }, { headers: JSON_HEADERS });
    const wrong = await kit.execute('mutation { login(input: { emailOrPhone: "a@b.test", password: "x" }) { userErrors { code retryAfter } } }', {}, {});
    expect(wrong.data.login.userErrors).toEqual([{ code: 'INVALID_INPUT', retryAfter: null }]);
  });
});
