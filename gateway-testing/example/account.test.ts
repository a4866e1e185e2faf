/**
 * How another team tests its GraphQL client code against the portal gateway, outside the portal's
 * repository: `npm install @portal/gateway-testing vitest`, then copy this file. The gateway is the
 * real one (schema, resolvers, error channel); only the REST api under it is mocked. Each test
 * declares the REST answers it needs, by the name the gateway's REST client gives the call
 * (`kit.route('account.me')`: no paths to guess), runs an operation and checks the answer and the
 * REST calls made. Results are typed by the document (`operation<…>()`, or a TypedDocumentNode from
 * GraphQL Code Generator run on `@portal/gateway-testing/schema.graphql`). No test waits on a clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockedGateway, operation, type MockedGateway, type RestRouteAnswer } from '@portal/gateway-testing';

/** The api's answer to GET /user/ as the gateway reads it (typed from its REST client). */
const PROFILE: RestRouteAnswer<'account.me'> = {
  id: 9, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone_number: '5550100', user_type: 2,
  organization: null, image: null, is_terms_accepted: true, privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
};

const VIEWER = operation<{ viewer: { firstName: string; lastName: string; email: string } | null }>('query Viewer { viewer { firstName lastName email } }');
const RESET = operation<
  { resetPassword: { ok: boolean; userErrors: Array<{ field: string | null; messages: string[]; code: string }> } },
  { token: string; password: string }
>('mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ok userErrors { field messages code } } }');

describe('@portal/gateway-testing, from a project outside the portal', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('reads the viewer: typed data, and the REST call carries the caller\'s token', async () => {
    kit = mockedGateway();
    kit.route('account.me').reply(PROFILE);

    const result = await kit.execute(VIEWER);

    expect(result.errors).toBeUndefined();
    const email: string | undefined = result.data?.viewer?.email;
    expect(email).toBe('ann@example.com');
    expect(kit.calls()).toEqual([{ method: 'GET', path: '/user/', query: {}, body: null, authorization: kit.auth.authorization }]);
    kit.assertAllAnswersUsed();
  });

  it('turns the api\'s refusal of an input (400) into userErrors with a stable code', async () => {
    kit = mockedGateway();
    kit.route('account.resetPassword', 't0k3n', 'a').fail(400, { password: ['Ensure this field has at least 6 characters.'] });

    const result = await kit.execute(RESET, { token: 't0k3n', password: 'a' }, {});

    expect(result.data?.resetPassword).toEqual({ ok: false, userErrors: [{ field: 'password', messages: ['Ensure this field has at least 6 characters.'], code: 'INVALID_INPUT' }] });
    expect(kit.calls()).toMatchObject([{ method: 'POST', path: '/reset_password/', body: { token: 't0k3n', password: 'a' } }]);
  });

  it('answers UPSTREAM_UNAVAILABLE for a call nobody declared, as for an api that is down', async () => {
    kit = mockedGateway();

    const result = await kit.execute(VIEWER);

    expect(result.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(kit.calls().map((call) => `${call.method} ${call.path}`)).toEqual(['GET /user/']);
  });

  it('does not compile a misspelt route, a wrong argument or a variable of the wrong type', () => {
    kit = mockedGateway();
    if (Date.now() < 0) {
      // @ts-expect-error no route "account.mee"
      kit.route('account.mee');
      // @ts-expect-error a lead id is a number
      kit.route('leads.lead', 'seven');
      // @ts-expect-error RESET takes a password
      void kit.execute(RESET, { token: 't0k3n' });
    }
    expect(() => kit.route('account.mee' as 'account.me')).toThrow(/no REST route named/);
  });
});
