/**
 * Issue 24, item 5 in the gateway: a number that is not finite is BAD_USER_INPUT before any call
 * to the api. graphql-js reads a Float literal `1e999` as Infinity without a word, and a JSON
 * scalar passed Infinity through (a JSON body's 1e999); JSON.stringify then sent the api null,
 * which cleared the lead's latitude. Variables of Int, Float and ID given Infinity are refused by
 * graphql-js itself; that is kept under test here too.
 */
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { NOT_FINITE } from '../src/resolvers/scalars.js';
import { mockedGateway } from './harness.js';

const LEAD = toGlobalId('Lead', 7);
const UPDATE = 'mutation($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) { lead { id } } }';

/** Posts a body as written (1e999 stays 1e999: JSON.stringify would write null). */
async function post(body: string) {
  const { gateway, agent, auth } = mockedGateway();
  const response = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body });
  const text = await response.text();
  const calls = agent.getCallHistory()?.calls() ?? [];
  return { status: response.status, body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }, calls: calls.length };
}

function expectRefused(res: Awaited<ReturnType<typeof post>>, message?: string) {
  expect(res.status).toBeLessThan(500);
  expect(res.calls, 'no call reaches the api').toBe(0);
  expect(res.body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  // A variable's error names the variable and the path first, then the scalar's words.
  if (message) expect(res.body.errors?.[0].message).toContain(message);
}

describe('Float and JSON literals that are not finite are BAD_USER_INPUT (were sent to the api as null)', () => {
  for (const literal of ['1e999', '-1e999', '1E400']) {
    it(`latitude: ${literal}`, async () => {
      expectRefused(await post(JSON.stringify({ query: `mutation { updateLead(id: "${LEAD}", input: { property: { latitude: ${literal} } }) { lead { id } } }` })), NOT_FINITE(literal));
    });
  }

  it('a Float default value of a variable', async () => {
    expectRefused(await post(JSON.stringify({ query: `mutation($lat: Float = 1e999) { updateLead(id: "${LEAD}", input: { property: { latitude: $lat } }) { lead { id } } }` })), NOT_FINITE('1e999'));
  });

  it('a number inside a JSON literal (userInputData)', async () => {
    expectRefused(await post(JSON.stringify({ query: `mutation { updateLead(id: "${LEAD}", input: { projectInfo: { userInputData: { rows: [1, -1e999] } } }) { lead { id } } }` })), NOT_FINITE('-1e999'));
  });
});

describe('variables that are not finite are BAD_USER_INPUT, before any call', () => {
  const variables = (input: string) => `{"query":${JSON.stringify(UPDATE)},"variables":{"id":"${LEAD}","input":${input}}}`;

  it('inside a JSON variable (was passed through as Infinity, sent as null)', async () => {
    expectRefused(await post(variables('{"projectInfo":{"userInputData":{"a":{"b":[1e999]}}}}')), NOT_FINITE('Infinity'));
    expectRefused(await post(variables('{"projectInfo":{"userInputData":-1e999}}')), NOT_FINITE('-Infinity'));
  });

  for (const [name, input] of [
    ['Float 1e999', '{"property":{"latitude":1e999}}'], ['Float -1e999', '{"projectInfo":{"systemSize":-1e999}}'],
    ['Float "Infinity"', '{"property":{"latitude":"Infinity"}}'], ['Float "NaN"', '{"property":{"buildingSize":"NaN"}}'],
    ['Int 1e999', '{"zoomLevel":1e999}'], ['Int "1e999"', '{"zoomLevel":"1e999"}'], ['Int 1e3', '{"zoomLevel":1e3}'],
  ] as const) {
    it(name, async () => {
      const res = await post(variables(input));
      if (name === 'Int 1e3') return expect(res.body.errors?.[0]?.extensions?.code).not.toBe('BAD_USER_INPUT'); // 1000 is an Int
      expectRefused(res);
    });
  }

  it('an ID variable given a number that is not finite, or its text', async () => {
    expectRefused(await post(`{"query":${JSON.stringify(UPDATE)},"variables":{"id":1e999,"input":{}}}`));
    for (const id of ['Infinity', 'NaN', '1e999']) expectRefused(await post(JSON.stringify({ query: UPDATE, variables: { id, input: {} } })));
  });

  it('NaN and Infinity as bare tokens are not JSON: a 400, never a 5xx', async () => {
    for (const token of ['NaN', 'Infinity', '-Infinity']) {
      const res = await post(variables(`{"zoomLevel":${token}}`));
      expect(res.status, token).toBe(400);
      expect(res.calls).toBe(0);
    }
  });
});
