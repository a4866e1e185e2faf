import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_4XX, STATUS_MESSAGES, UPSTREAM_UNAVAILABLE } from '../src/rest/errors.js';
import { cookieFrom, gql, mockedGateway, realStack } from './harness.js';

const VIEWER = 'query { viewer { firstName roleLabel isOrgAdmin isSuperAdmin organization { name membershipType } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { isTermsAccepted token viewer { email } userErrors { field code messages } } }';
const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token viewer { email isOrgAdmin organization { name } } userErrors { field messages } } }';

describe('account against the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  beforeAll(async () => { stack = await realStack(); });
  afterAll(async () => stack?.close());

  it('signs up, sets an HttpOnly cookie, and answers the viewer from it', async () => {
    const res = await gql(stack.gateway, SIGNUP, { input: { firstName: 'Ada', lastName: 'Byron', companyName: 'Engine Solar', phoneNumber: '+15551112222', email: 'ada@engine.test', password: 'engines1' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.signup.viewer).toMatchObject({ email: 'ada@engine.test', isOrgAdmin: true, organization: { name: 'Engine Solar' } });
    const setCookie = res.response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=/);
    const me = await gql(stack.gateway, VIEWER, {}, { cookie: cookieFrom(res.response)! });
    expect(me.body.data.viewer).toMatchObject({ firstName: 'Ada', roleLabel: 'Regular User', isOrgAdmin: true, organization: { membershipType: 'ADMIN' } });
  });

  it('makes a session cookie without Remember me, and forwards an Authorization header as is', async () => {
    const res = await gql(stack.gateway, LOGIN, { input: { emailOrPhone: 'ada@engine.test', password: 'engines1', rememberMe: false } });
    expect(res.response.headers.get('set-cookie')).not.toMatch(/Max-Age/);
    const me = await gql(stack.gateway, VIEWER, {}, { authorization: `Token ${res.body.data.login.token}` });
    expect(me.body.data.viewer.firstName).toBe('Ada');
  });

  it('answers wrong credentials and bad sign-up input as userErrors', async () => {
    const wrong = await gql(stack.gateway, LOGIN, { input: { emailOrPhone: 'ada@engine.test', password: 'nope-nope' } });
    expect(wrong.body.data.login).toMatchObject({ viewer: null, userErrors: [{ field: null, code: 'INVALID_INPUT', messages: ['Unable to log in with provided credentials.'] }] });
    const bad = await gql(stack.gateway, SIGNUP, { input: { firstName: 'B', lastName: 'C', companyName: 'D', phoneNumber: '123', email: 'bad@', password: '1' } });
    expect(bad.body.data.signup.userErrors.map((e: any) => e.field).sort()).toEqual(['input.email', 'input.password', 'input.phoneNumber']);
  });

  it('gives a null viewer when signed out, and logout clears the cookie and the token', async () => {
    expect((await gql(stack.gateway, VIEWER)).body.data.viewer).toBeNull();
    const login = await gql(stack.gateway, LOGIN, { input: { emailOrPhone: 'ada@engine.test', password: 'engines1' } });
    const cookie = cookieFrom(login.response)!;
    const out = await gql(stack.gateway, 'mutation { logout { ok } }', {}, { cookie });
    expect(out.response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await gql(stack.gateway, VIEWER, {}, { cookie })).body.data.viewer).toBeNull();
  });
});

describe('error normalising (§8) against a mocked REST layer', () => {
  const cases: [number, unknown, string][] = [
    [401, { detail: 'Invalid token.' }, `401 ${STATUS_MESSAGES[401]}`],
    [403, { detail: 'no' }, `403 ${STATUS_MESSAGES[403]}`],
    [404, { detail: 'Not found.' }, `404 ${STATUS_MESSAGES[404]}`],
    [405, { detail: 'Method "GET" not allowed.' }, `405 ${STATUS_MESSAGES[405]}`],
    [418, { detail: 'teapot' }, `418 ${OTHER_4XX}`],
    [500, 'oops', `500 ${OTHER_4XX}`],
  ];
  for (const [status, body, message] of cases) {
    it(`maps an upstream ${status}`, async () => {
      const { gateway, mock } = mockedGateway();
      mock.intercept({ path: '/api/get_terms_and_policy/', method: 'GET' }).reply(status, body as any, { headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' } });
      const res = await gql(gateway, 'query { policyDocuments { privacyPolicyUrl } }');
      expect(res.body.errors![0].message).toBe(message);
      expect(res.body.errors![0].extensions.status).toBe(status);
    });
  }

  it('reports an unreachable upstream as UPSTREAM_UNAVAILABLE', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/get_terms_and_policy/', method: 'GET' }).replyWithError(new Error('connect ECONNREFUSED'));
    const res = await gql(gateway, 'query { policyDocuments { privacyPolicyUrl } }');
    expect(res.body.errors![0]).toMatchObject({ message: UPSTREAM_UNAVAILABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('sends the exact upstream call and maps the answer back', async () => {
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: '/api/user/', method: 'GET', headers: { authorization: 'Token test-token' } }).reply(200, {
      id: 7, first_name: 'Eve', last_name: 'Ng', email: 'eve@x.test', phone_number: '+15550000000', user_type: 3, image: null, is_terms_accepted: true,
      organization: { pk: 2, id: 2, name: 'Ops', logo: null, description: '', membership_type: 1, business_type: 1 },
      privacy_policy_file: 'p', terms_of_service_file: 't', platform_agreement_file: 'a',
    }, { headers: { 'content-type': 'application/json' } });
    const res = await gql(gateway, 'query { viewer { databaseId roleLabel isSuperAdmin isEpcMember policies { termsOfServiceUrl } } }', {}, auth);
    expect(res.body.data.viewer).toEqual({ databaseId: 7, roleLabel: 'Super Admin', isSuperAdmin: true, isEpcMember: true, policies: { termsOfServiceUrl: 't' } });
  });
});

describe('what an invite link offers (schema review, issue 14)', () => {
  it('says ORGANIZATION or USER, never the api\'s 0 or 1', async () => {
    const kit = mockedGateway();
    kit.answer('GET', '/invite/org-token/', 200, { email: 'a@new.test', name: 'Ann', type: 0, business_type: 1, organization: null });
    kit.answer('GET', '/invite/user-token/', 200, { email: 'b@new.test', name: '', type: 1, business_type: 0, organization: { name: 'Sun Co' } });
    const query = 'query($t: String!) { invite(token: $t) { type organizationName businessType } }';
    expect((await kit.execute(query, { t: 'org-token' }, {})).data.invite).toEqual({ type: 'ORGANIZATION', organizationName: null, businessType: 'EPC_MEMBER' });
    expect((await kit.execute(query, { t: 'user-token' }, {})).data.invite).toEqual({ type: 'USER', organizationName: 'Sun Co', businessType: 'SALES_AFFILIATE' });
    await kit.close();
  });
});
