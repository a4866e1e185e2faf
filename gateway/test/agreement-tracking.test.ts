/**
 * The customer's side of agreements through the gateway (issue 15): sent, recipient, viewed, voided,
 * the status enum, and voidAgreement, against a mocked REST layer.
 */
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, mockedGateway } from './harness.js';
import { expectCall, restAgreement, restLead, restUser } from './documents-fixtures.js';

const AGREEMENT_ID = toGlobalId('Agreement', 31);
const TRACKING = 'status sentAt lastSentAt recipient { name email } viewedAt voidedAt voidedByName';

describe('agreement tracking fields', () => {
  it('answers sent, last sent, recipient, viewed, voided and the status', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    expectCall(mock, 'GET', '/api/agreement_for_sign/', 200, {
      results: [
        restAgreement({ id: 31, status: 'viewed', sent_at: '2026-01-02T03:04:05.000Z', last_sent_at: '2026-01-03T00:00:00.000Z', recipient_name: 'Grace Hopper',
          recipient_email: 'grace@coldstorage.test', viewed_at: '2026-01-03T08:00:00.000Z', voided_at: null, voided_by: null, voided_by_name: null }),
        restAgreement({ id: 32, status: 'voided', sent_at: '2026-01-02T03:04:05.000Z', last_sent_at: '2026-01-02T03:04:05.000Z', recipient_name: 'Grace Hopper',
          recipient_email: null, viewed_at: null, voided_at: '2026-01-04T00:00:00.000Z', voided_by: 7, voided_by_name: 'Eve Ng' }),
        // An older api without the fields: sentAt falls back to created, the status is derived.
        restAgreement({ id: 33, signed: true, file_signed: 'a/s.pdf' }),
      ],
      page: 1, limit: 10, count: 3,
    }, { page: '1', limit: '10' });
    const res = await gql(gateway, `{ agreements { edges { node { databaseId ${TRACKING} } } } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.agreements.edges.map((e: any) => e.node)).toEqual([
      { databaseId: 31, status: 'VIEWED', sentAt: '2026-01-02T03:04:05.000Z', lastSentAt: '2026-01-03T00:00:00.000Z', recipient: { name: 'Grace Hopper', email: 'grace@coldstorage.test' },
        viewedAt: '2026-01-03T08:00:00.000Z', voidedAt: null, voidedByName: null },
      { databaseId: 32, status: 'VOIDED', sentAt: '2026-01-02T03:04:05.000Z', lastSentAt: '2026-01-02T03:04:05.000Z', recipient: { name: 'Grace Hopper', email: null },
        viewedAt: null, voidedAt: '2026-01-04T00:00:00.000Z', voidedByName: 'Eve Ng' },
      { databaseId: 33, status: 'SIGNED', sentAt: '2026-01-02T03:04:05.000Z', lastSentAt: '2026-01-02T03:04:05.000Z', recipient: null,
        viewedAt: null, voidedAt: null, voidedByName: null },
    ]);
  });
});

describe('voidAgreement', () => {
  it('posts to /agreement/{id}/void/ and answers the voided agreement and its lead', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    const post = expectCall(mock, 'POST', '/api/agreement/31/void/', 200,
      { detail: 'Agreement voided: its signing link no longer works.', agreement: restAgreement({ status: 'voided', voided_at: '2026-01-04T00:00:00.000Z', voided_by: 7, voided_by_name: 'Eve Ng', sign_url: null }) });
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, `mutation { voidAgreement(id: "${AGREEMENT_ID}") { agreement { databaseId status voidedAt voidedByName signUrl } lead { databaseId } message userErrors { field code messages } } }`, {}, auth);
    expect(post.body).toEqual({});
    expect(res.body.data.voidAgreement).toEqual({
      agreement: { databaseId: 31, status: 'VOIDED', voidedAt: '2026-01-04T00:00:00.000Z', voidedByName: 'Eve Ng', signUrl: null },
      lead: { databaseId: 5 }, message: 'Agreement voided: its signing link no longer works.', userErrors: [],
    });
  });

  it('gives a signed agreement\'s 409 as a CONFLICT userError, and another organization\'s 404 as NOT_FOUND', async () => {
    for (const [status, body, code] of [[409, { detail: 'A signed agreement cannot be voided.' }, 'CONFLICT'], [404, { detail: 'Not found.' }, 'NOT_FOUND']] as const) {
      const { gateway, mock, auth } = mockedGateway();
      expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
      expectCall(mock, 'POST', '/api/agreement/31/void/', status, body);
      const res = await gql(gateway, `mutation { voidAgreement(id: "${AGREEMENT_ID}") { agreement { databaseId } lead { databaseId } message userErrors { field code messages } } }`, {}, auth);
      expect(res.body.data.voidAgreement).toEqual({ agreement: null, lead: null, message: null, userErrors: [{ field: null, code, messages: [body.detail] }] });
    }
  });

  it('is refused to a regular user, a viewer or a type-2 admin before any upstream call', async () => {
    for (const userType of [0, 1, 2]) {
      const { gateway, mock, agent, auth } = mockedGateway();
      expectCall(mock, 'GET', '/api/user/', 200, restUser(userType));
      const res = await gql(gateway, `mutation { voidAgreement(id: "${AGREEMENT_ID}") { message userErrors { field code } } }`, {}, auth);
      expect(res.body.data.voidAgreement).toEqual({ message: null, userErrors: [{ field: null, code: 'FORBIDDEN' }] });
      agent.assertNoPendingInterceptors();
    }
  });

  it('refuses an id of another type as BAD_USER_INPUT', async () => {
    const { gateway, auth } = mockedGateway();
    const res = await gql(gateway, `mutation { voidAgreement(id: "${toGlobalId('Lead', 5)}") { message } }`, {}, auth);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('notification kinds', () => {
  it('exposes agreement_viewed as AGREEMENT_VIEWED', async () => {
    const { gateway, auth } = mockedGateway();
    const res = await gql(gateway, '{ __type(name: "NotificationKind") { enumValues { name } } }', {}, auth);
    expect(res.body.data.__type.enumValues.map((v: { name: string }) => v.name)).toContain('AGREEMENT_VIEWED');
  });
});
