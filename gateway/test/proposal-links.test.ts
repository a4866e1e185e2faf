/**
 * The web proposal link through the gateway (issue 15): Proposal.links, createProposalLink and
 * revokeProposalLink against a mocked REST layer, and the public page's prefix on the proxy.
 */
import { describe, expect, it } from 'vitest';
import { isPublicApiPath } from '../src/public-proxy.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { PROPOSAL_LINK_MESSAGES } from '../src/resolvers/proposal-links.js';
import { gql, mockedGateway } from './harness.js';
import { expectCall, PROPOSAL_ID, restProposal } from './documents-fixtures.js';

const restLink = (over: Record<string, unknown> = {}) => ({
  id: 4, proposal: 11, lead: 5, status: 'active', url: null, created: '2026-01-02T03:04:05.000Z', created_by: 7, created_by_name: 'Rita Rep',
  expires_at: '2026-02-01T03:04:05.000Z', revoked_at: null, revoked_by: null, revoked_by_name: null,
  first_viewed_at: null, last_viewed_at: null, view_count: 0, ...over,
});
const LINK_ID = toGlobalId('ProposalLink', 4);
const LINK = 'id databaseId createdAt expiresAt revokedAt firstViewedAt lastViewedAt viewCount status createdByName';
const PAYLOAD = `link { ${LINK} } url proposal { databaseId links { databaseId status } } message userErrors { field code messages }`;

describe('Proposal.links', () => {
  it('lists a proposal\'s links with their status and views, never a URL', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/proposal/11/', 200, restProposal());
    const list = expectCall(mock, 'GET', '/api/proposal/11/links/', 200, { results: [
      restLink({ id: 6, status: 'revoked', revoked_at: '2026-01-03T00:00:00.000Z' }),
      restLink({ status: 'active', first_viewed_at: '2026-01-02T05:00:00.000Z', last_viewed_at: '2026-01-02T06:00:00.000Z', view_count: 3 }),
    ] });
    const res = await gql(gateway, `{ proposal(databaseId: 11) { links { ${LINK} } } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(list.calls).toBe(1);
    expect(res.body.data.proposal.links).toEqual([
      { id: toGlobalId('ProposalLink', 6), databaseId: 6, createdAt: '2026-01-02T03:04:05.000Z', expiresAt: '2026-02-01T03:04:05.000Z', revokedAt: '2026-01-03T00:00:00.000Z',
        firstViewedAt: null, lastViewedAt: null, viewCount: 0, status: 'REVOKED', createdByName: 'Rita Rep' },
      { id: LINK_ID, databaseId: 4, createdAt: '2026-01-02T03:04:05.000Z', expiresAt: '2026-02-01T03:04:05.000Z', revokedAt: null,
        firstViewedAt: '2026-01-02T05:00:00.000Z', lastViewedAt: '2026-01-02T06:00:00.000Z', viewCount: 3, status: 'ACTIVE', createdByName: 'Rita Rep' },
    ]);
  });
});

describe('createProposalLink', () => {
  it('posts the expiry and answers the one-time url, the link and the proposal with its links', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const url = `http://gateway.test/api/p/${'a'.repeat(64)}`;
    const post = expectCall(mock, 'POST', '/api/proposal/11/link/', 201, { detail: PROPOSAL_LINK_MESSAGES.created, link: restLink({ url }) });
    expectCall(mock, 'GET', '/api/proposal/11/', 200, restProposal());
    expectCall(mock, 'GET', '/api/proposal/11/links/', 200, { results: [restLink()] });
    const res = await gql(gateway, `mutation($id: ID!, $days: Int) { createProposalLink(proposalId: $id, expiresInDays: $days) { ${PAYLOAD} } }`, { id: PROPOSAL_ID, days: 7 }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(post.body).toEqual({ expires_in_days: 7 });
    expect(res.body.data.createProposalLink).toMatchObject({
      url, message: PROPOSAL_LINK_MESSAGES.created, userErrors: [], link: { id: LINK_ID, status: 'ACTIVE', viewCount: 0 },
      proposal: { databaseId: 11, links: [{ databaseId: 4, status: 'ACTIVE' }] },
    });
  });

  it('sends no expiry when none is given (the api\'s 30 days)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/proposal/11/link/', 201, { detail: PROPOSAL_LINK_MESSAGES.created, link: restLink({ url: 'http://x/api/p/b' }) });
    const res = await gql(gateway, `mutation($id: ID!) { createProposalLink(proposalId: $id) { url userErrors { code } } }`, { id: PROPOSAL_ID }, auth);
    expect(post.body).toEqual({});
    expect(res.body.data.createProposalLink).toEqual({ url: 'http://x/api/p/b', userErrors: [] });
  });

  it('answers refusals as userErrors: a bad expiry on its argument, not generated, a cancelled lead, a viewer, another organization', async () => {
    const cases: [number, unknown, { field: string | null; code: string; messages: string[] }][] = [
      [400, { expires_in_days: ['Must be at most 90.'] }, { field: 'expiresInDays', code: 'INVALID', messages: ['Must be at most 90.'] }],
      [400, { non_field_errors: ['Generate the proposal before sharing a link to it.'] }, { field: null, code: 'INVALID', messages: ['Generate the proposal before sharing a link to it.'] }],
      [409, { detail: 'This lead is cancelled. Restore it to change it.' }, { field: null, code: 'CONFLICT', messages: ['This lead is cancelled. Restore it to change it.'] }],
      [403, { detail: 'You do not have permission to perform this action.' }, { field: null, code: 'FORBIDDEN', messages: ['You do not have permission to perform this action.'] }],
      [404, { detail: 'Not found.' }, { field: null, code: 'NOT_FOUND', messages: ['Not found.'] }],
    ];
    for (const [status, body, error] of cases) {
      const { gateway, mock, auth } = mockedGateway();
      expectCall(mock, 'POST', '/api/proposal/11/link/', status, body);
      const res = await gql(gateway, `mutation($id: ID!) { createProposalLink(proposalId: $id, expiresInDays: 91) { ${PAYLOAD} } }`, { id: PROPOSAL_ID }, auth);
      expect(res.body.errors).toBeUndefined();
      const payload = res.body.data.createProposalLink;
      expect(payload).toMatchObject({ link: null, url: null, proposal: null, message: null });
      expect(payload.userErrors).toHaveLength(1);
      expect(payload.userErrors[0]).toMatchObject({ field: error.field, code: expect.any(String), messages: error.messages });
      if (status !== 400) expect(payload.userErrors[0].code).toBe(error.code);
    }
  });

  it('refuses an id of another type before any upstream call', async () => {
    const { gateway, auth } = mockedGateway();
    const res = await gql(gateway, `mutation { createProposalLink(proposalId: "${LINK_ID}") { url } }`, {}, auth);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('revokeProposalLink', () => {
  it('posts to /proposal_link/{id}/revoke/ and answers the revoked link and its proposal', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/proposal_link/4/revoke/', 200,
      { detail: PROPOSAL_LINK_MESSAGES.revoked, link: restLink({ status: 'revoked', revoked_at: '2026-01-05T00:00:00.000Z', revoked_by: 7 }) });
    expectCall(mock, 'GET', '/api/proposal/11/', 200, restProposal());
    expectCall(mock, 'GET', '/api/proposal/11/links/', 200, { results: [restLink({ status: 'revoked', revoked_at: '2026-01-05T00:00:00.000Z' })] });
    const res = await gql(gateway, `mutation($id: ID!) { revokeProposalLink(id: $id) { ${PAYLOAD} } }`, { id: LINK_ID }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(post.body).toEqual({});
    expect(res.body.data.revokeProposalLink).toMatchObject({
      url: null, message: PROPOSAL_LINK_MESSAGES.revoked, userErrors: [], link: { status: 'REVOKED', revokedAt: '2026-01-05T00:00:00.000Z' },
      proposal: { databaseId: 11, links: [{ databaseId: 4, status: 'REVOKED' }] },
    });
  });

  it('gives an already revoked link\'s 409 as CONFLICT and another organization\'s 404 as NOT_FOUND', async () => {
    for (const [status, body, code] of [[409, { detail: 'This proposal link is already revoked.' }, 'CONFLICT'], [404, { detail: 'Not found.' }, 'NOT_FOUND']] as const) {
      const { gateway, mock, auth } = mockedGateway();
      expectCall(mock, 'POST', '/api/proposal_link/4/revoke/', status, body);
      const res = await gql(gateway, `mutation($id: ID!) { revokeProposalLink(id: $id) { link { id } proposal { id } message userErrors { field code messages } } }`, { id: LINK_ID }, auth);
      expect(res.body.data.revokeProposalLink).toEqual({ link: null, proposal: null, message: null, userErrors: [{ field: null, code, messages: [body.detail] }] });
    }
  });
});

describe('the public page through the gateway', () => {
  it('passes /api/p/ (the page and its PDF) to the api without a session', () => {
    expect(isPublicApiPath(`/api/p/${'a'.repeat(64)}`)).toBe(true);
    expect(isPublicApiPath(`/api/p/${'a'.repeat(64)}/pdf`)).toBe(true);
    expect(isPublicApiPath('/api/proposal/11/links/')).toBe(false);
    expect(isPublicApiPath('/api/pp/x')).toBe(false);
  });
});

describe('createProposalLink with email (issue 26)', () => {
  it('passes the recipient, subject and message to the api and answers its message', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const url = `http://gateway.test/api/p/${'c'.repeat(64)}`;
    const post = expectCall(mock, 'POST', '/api/proposal/11/link/', 201, { detail: 'Proposal link e-mailed to grace@example.test.', link: restLink({ url }) });
    const res = await gql(gateway, `mutation($id: ID!, $email: ProposalLinkEmailInput) { createProposalLink(proposalId: $id, expiresInDays: 14, email: $email) { url message userErrors { field code messages } } }`,
      { id: PROPOSAL_ID, email: { to: 'grace@example.test', subject: 'Your proposal', message: 'Hello\nGrace' } }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(post.body).toEqual({ expires_in_days: 14, email: { to: 'grace@example.test', subject: 'Your proposal', message: 'Hello\nGrace' } });
    expect(res.body.data.createProposalLink).toEqual({ url, message: 'Proposal link e-mailed to grace@example.test.', userErrors: [] });
  });

  it('sends null for an absent subject and message, and answers the api\'s field refusals as userErrors', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/proposal/11/link/', 400, { 'email.to': ['Enter a valid e-mail address.'] });
    const res = await gql(gateway, `mutation($id: ID!) { createProposalLink(proposalId: $id, email: { to: "nope" }) { url userErrors { field code messages } } }`, { id: PROPOSAL_ID }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(post.body).toEqual({ email: { to: 'nope', subject: null, message: null } });
    expect(res.body.data.createProposalLink.url).toBeNull();
    expect(res.body.data.createProposalLink.userErrors).toHaveLength(1);
    expect(res.body.data.createProposalLink.userErrors[0]).toMatchObject({ field: 'email.to', code: 'INVALID_INPUT', messages: ['Enter a valid e-mail address.'] });
  });
});
