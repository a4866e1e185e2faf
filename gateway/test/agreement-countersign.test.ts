/**
 * Issue 26 through the gateway, against a mocked REST layer: the signed PDF staff open (the
 * executed copy once countersigned), the countersignature fields and countersignAgreement, and
 * the rep's message on sendAgreement / resendAgreement.
 */
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { AGREEMENT_MESSAGES } from '../src/resolvers/agreements.js';
import { gql, mockedGateway } from './harness.js';
import { expectCall, restAgreement, restLead, restUser } from './documents-fixtures.js';

const AGREEMENT_ID = toGlobalId('Agreement', 31);
const LEAD_ID = toGlobalId('Lead', 5);
const executed = {
  status: 'executed', signed: true, file_signed: 'agreements/agreement-31-signed.pdf', file_executed: 'agreements/agreement-31-executed.pdf',
  document_file: 'agreements/agreement-31-executed.pdf', signed_datetime: '2026-01-03T00:00:00.000Z', signer_name: 'Grace Hopper',
  countersign_due: false, countersigned_at: '2026-01-04T00:00:00.000Z', countersigner_name: 'Ada Admin', sign_url: null, lead_cancelled: false,
};

describe('countersignature fields and the signed PDF', () => {
  it('answers EXECUTED, who countersigned, and signedPdf as the fully executed copy (signed on demand)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    expectCall(mock, 'GET', '/api/agreement_for_sign/', 200, {
      results: [restAgreement(executed), restAgreement({ id: 32, status: 'signed', signed: true, file_signed: 'agreements/agreement-32-signed.pdf',
        document_file: 'agreements/agreement-32-signed.pdf', countersign_due: true, send_message: 'Hi Grace' })],
      page: 1, limit: 10, count: 2,
    }, { page: '1', limit: '10' });
    const signedUrl = 'http://api.test/api/media/agreements/agreement-31-executed.pdf?expires=1&signature=x';
    const media = expectCall(mock, 'GET', '/api/get_media_file/agreements/agreement-31-executed.pdf/', 200,
      { url: signedUrl, name: 'agreement-31-executed.pdf', content_type: 'application/pdf', size: 10 });
    const res = await gql(gateway, `{ agreements { edges { node { databaseId status countersignDue countersignedAt countersignerName sendMessage leadCancelled
      signedPdf { name } executedPdf { name } } } } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    const [a, b] = res.body.data.agreements.edges.map((e: any) => e.node);
    expect(a).toEqual({ databaseId: 31, status: 'EXECUTED', countersignDue: false, countersignedAt: '2026-01-04T00:00:00.000Z', countersignerName: 'Ada Admin',
      sendMessage: null, leadCancelled: false, signedPdf: { name: 'agreement-31-executed.pdf' }, executedPdf: { name: 'agreement-31-executed.pdf' } });
    expect(b).toMatchObject({ databaseId: 32, status: 'SIGNED', countersignDue: true, sendMessage: 'Hi Grace', signedPdf: { name: 'agreement-32-signed.pdf' }, executedPdf: null });

    // Signed on demand: reading the name asks the api for no link; reading the url asks once.
    expect(media.calls).toBe(0);
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    expectCall(mock, 'GET', '/api/agreement_for_sign/', 200, {
      results: [restAgreement(executed)], page: 1, limit: 10, count: 1,
    }, { page: '1', limit: '10' });
    const url = await gql(gateway, `{ agreements { edges { node { databaseId signedPdf { url } } } } }`, {}, auth);
    expect(url.body.errors).toBeUndefined();
    expect(url.body.data.agreements.edges[0].node.signedPdf.url).toBe(signedUrl);
    expect(media.calls).toBe(1);
  });
});

describe('countersignAgreement', () => {
  const MUTATION = (input: string) => `mutation { countersignAgreement(id: "${AGREEMENT_ID}", input: ${input}) {
    agreement { databaseId status countersignerName } lead { databaseId } message userErrors { field code messages } } }`;

  it('posts the typed name, the consent and the drawing to /agreement/{id}/countersign/', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    const post = expectCall(mock, 'POST', '/api/agreement/31/countersign/', 200, { detail: AGREEMENT_MESSAGES.countersigned, agreement: restAgreement(executed) });
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, MUTATION('{ fullName: "Ada Admin", agree: true, signaturePng: "data:image/png;base64,AAAA" }'), {}, auth);
    expect(post.body).toEqual({ full_name: 'Ada Admin', agree: true, signature_png: 'data:image/png;base64,AAAA' });
    expect(res.body.data.countersignAgreement).toEqual({
      agreement: { databaseId: 31, status: 'EXECUTED', countersignerName: 'Ada Admin' }, lead: { databaseId: 5 }, message: AGREEMENT_MESSAGES.countersigned, userErrors: [],
    });
  });

  it('gives the api\'s 409 (not signed yet, cancelled lead) as CONFLICT and another organization\'s 404 as NOT_FOUND', async () => {
    for (const [status, body, code] of [[409, { detail: 'The customer has not signed this agreement yet.' }, 'CONFLICT'], [404, { detail: 'Not found.' }, 'NOT_FOUND'],
      [403, { detail: 'You do not have permission to perform this action.' }, 'FORBIDDEN']] as const) {
      const { gateway, mock, auth } = mockedGateway();
      expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
      expectCall(mock, 'POST', '/api/agreement/31/countersign/', status, body);
      const res = await gql(gateway, MUTATION('{ fullName: "Ada", agree: true }'), {}, auth);
      expect(res.body.data.countersignAgreement).toMatchObject({ agreement: null, lead: null, message: null, userErrors: [{ code, messages: [body.detail] }] });
    }
  });

  it('passes the api\'s field refusals on as userErrors', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    expectCall(mock, 'POST', '/api/agreement/31/countersign/', 400, { agree: ['Check "I agree" to countersign.'] });
    const res = await gql(gateway, MUTATION('{ fullName: "Ada", agree: false }'), {}, auth);
    expect(res.body.data.countersignAgreement.userErrors[0].messages.join(' ')).toContain('Check "I agree" to countersign.');
  });

  it('is refused to a regular user, a viewer or a type-2 admin before any upstream call', async () => {
    for (const userType of [0, 1, 2]) {
      const { gateway, mock, agent, auth } = mockedGateway();
      expectCall(mock, 'GET', '/api/user/', 200, restUser(userType));
      const res = await gql(gateway, MUTATION('{ fullName: "Ada", agree: true }'), {}, auth);
      expect(res.body.data.countersignAgreement.userErrors).toEqual([{ field: null, code: 'FORBIDDEN', messages: expect.any(Array) }]);
      agent.assertNoPendingInterceptors();
    }
  });

  it('refuses an id of another type as BAD_USER_INPUT', async () => {
    const { gateway, auth } = mockedGateway();
    const res = await gql(gateway, `mutation { countersignAgreement(id: "${LEAD_ID}", input: { fullName: "A", agree: true }) { message } }`, {}, auth);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the rep\'s message', () => {
  it('sendAgreement and resendAgreement pass it on; omitted, nothing is sent', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    const send = expectCall(mock, 'POST', '/api/agreement/', 201, { detail: 'Agreement sent successfully.', agreement: restAgreement({ send_message: 'Hi Grace' }) });
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const sent = await gql(gateway, `mutation { sendAgreement(leadId: "${LEAD_ID}", agreementType: LOI, message: "Hi Grace") { agreement { sendMessage } userErrors { code } } }`, {}, auth);
    expect(sent.body.errors).toBeUndefined();
    expect(send.body).toEqual({ lead: 5, agreement_type: 0, message: 'Hi Grace' });
    expect(sent.body.data.sendAgreement.agreement.sendMessage).toBe('Hi Grace');

    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    const resend = expectCall(mock, 'POST', '/api/agreement/31/resend/', 200, { detail: 'ok', agreement: restAgreement() });
    await gql(gateway, `mutation { resendAgreement(id: "${AGREEMENT_ID}", message: "Again") { userErrors { code } } }`, {}, auth);
    expect(resend.body).toEqual({ message: 'Again' });
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    const plain = expectCall(mock, 'POST', '/api/agreement/31/resend/', 200, { detail: 'ok', agreement: restAgreement() });
    await gql(gateway, `mutation { resendAgreement(id: "${AGREEMENT_ID}") { userErrors { code } } }`, {}, auth);
    expect(plain.body).toEqual({});
  });
});
