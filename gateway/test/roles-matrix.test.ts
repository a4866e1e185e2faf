/**
 * The role and organization matrix through GraphQL, against the real api: who sees and changes
 * what, including node(id:) and mediaFile with another organization's ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../api/src/auth/passwords.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, gqlUpload, realStack } from './harness.js';

let stack: Awaited<ReturnType<typeof realStack>>;
const tokens: Record<string, string> = {};
let leadA: number;
let filePath: string;

async function user(name: string, org: number, userType: number, membership: number) {
  const { rows } = await stack.api.ctx.db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, user_type, organization_id, membership_type, is_terms_accepted) VALUES ($1, 'x', $2, $3, $4, $5, true) RETURNING id`,
    [`${name}@matrix.test`, name, userType, org, membership]);
  const token = newToken();
  await stack.api.ctx.db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), rows[0].id]);
  tokens[name] = token;
}
const as = (name: string) => ({ authorization: `Token ${tokens[name]}` });

beforeAll(async () => {
  stack = await realStack();
  const orgs = await stack.api.ctx.db.query<{ id: number }>(`INSERT INTO organizations (name) VALUES ('Org A'), ('Org B'), ('Ops') RETURNING id`);
  const [a, b, ops] = orgs.rows.map((r) => r.id);
  await user('adminA', a, 2, 1); await user('userA', a, 0, 0); await user('viewerA', a, 1, 0);
  await user('adminB', b, 2, 1); await user('superOps', ops, 3, 1);
  const created = await gql(stack.gateway, `mutation($input: CreateLeadInput!) { createLead(input: $input) { lead { databaseId } userErrors { messages } } }`,
    { input: { name: 'Matrix Lead', property: { siteAddress: '1 Main St, Fresno, CA 93721' } } }, as('userA'));
  leadA = created.body.data.createLead.lead.databaseId;
  const file = await stack.api.inject({ method: 'PUT', url: '/api/additional_file_upload/', headers: { ...as('userA'), 'content-type': 'multipart/form-data; boundary=X' },
    payload: `--X\r\nContent-Disposition: form-data; name="lead_pk"\r\n\r\n${leadA}\r\n--X\r\nContent-Disposition: form-data; name="file"; filename="n.txt"\r\nContent-Type: text/plain\r\n\r\nnotes\r\n--X--\r\n` });
  filePath = file.json().file;
});
afterAll(async () => stack?.close());

describe('roles and organizations through GraphQL', () => {
  const who = ['adminA', 'userA', 'viewerA', 'adminB', 'superOps'];

  it('node(id:), lead() and mediaFile: own organization and super admins see, others get null', async () => {
    for (const name of who) {
      const res = await gql(stack.gateway, `query($id: ID!, $db: Int!, $path: String!) { node(id: $id) { id } lead(databaseId: $db) { name } mediaFile(path: $path) { name } }`,
        { id: toGlobalId('Lead', leadA), db: leadA, path: filePath }, as(name));
      const sees = name !== 'adminB';
      expect(res.body.errors, name).toBeUndefined();
      expect(Boolean(res.body.data.node), name).toBe(sees);
      expect(Boolean(res.body.data.lead), name).toBe(sees);
      expect(Boolean(res.body.data.mediaFile), name).toBe(sees);
    }
  });

  it('admin-only lists: super admins only; invites: org admins and super admins', async () => {
    for (const name of who) {
      const res = await gql(stack.gateway, 'query { proposals { totalCount } }', {}, as(name));
      if (name === 'superOps') expect(res.body.data.proposals.totalCount).toBeGreaterThanOrEqual(0);
      else expect(res.body.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
      const invites = await gql(stack.gateway, 'query { invites { totalCount } }', {}, as(name));
      expect(Boolean(invites.body.errors), name).toBe(!['adminA', 'adminB', 'superOps'].includes(name));
    }
  });

  it('writes: another organization gets NOT_FOUND, a viewer admin FORBIDDEN on a lead not theirs (userErrors), the owner succeeds', async () => {
    const update = (name: string) => gql(stack.gateway, `mutation($id: ID!) { updateLead(id: $id, input: { notes: "n" }) { lead { notes } message userErrors { field code messages } } }`,
      { id: toGlobalId('Lead', leadA) }, as(name));
    expect((await update('adminB')).body.data.updateLead).toMatchObject({ lead: null, userErrors: [{ field: null, code: 'NOT_FOUND' }] });
    expect((await update('viewerA')).body.data.updateLead).toMatchObject({ lead: null, userErrors: [{ field: null, code: 'FORBIDDEN' }] });
    const ok = await update('userA');
    expect(ok.body.data.updateLead).toMatchObject({ lead: { notes: 'n' }, message: 'Lead updated successfully.' });
    const list = await gql(stack.gateway, 'query { leads { totalCount } }', {}, as('adminB'));
    expect(list.body.data.leads.totalCount).toBe(0);
  });

  it('agreements: org admins and super admins send them and get the signing link once; nobody reads it back', async () => {
    const send = (name: string) => gql(stack.gateway, `mutation($id: ID!) { sendAgreement(leadId: $id, agreementType: LOI) { agreement { id signUrl } message userErrors { code } } }`,
      { id: toGlobalId('Lead', leadA) }, as(name));
    for (const name of ['userA', 'viewerA']) expect((await send(name)).body.data.sendAgreement, name).toMatchObject({ agreement: null, userErrors: [{ code: 'FORBIDDEN' }] });
    expect((await send('adminB')).body.data.sendAgreement).toMatchObject({ agreement: null, userErrors: [{ code: 'NOT_FOUND' }] });
    const sent = await send('adminA');
    expect(sent.body.data.sendAgreement.agreement.signUrl).toMatch(/\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
    for (const name of ['adminA', 'userA', 'viewerA', 'superOps']) {
      const lead = await gql(stack.gateway, 'query($db: Int!) { lead(databaseId: $db) { agreements { signUrl } } }', { db: leadA }, as(name));
      expect(lead.body.data.lead.agreements.map((a: any) => a.signUrl), name).toEqual([null]);
    }
    const resend = (name: string) => gql(stack.gateway, 'mutation($id: ID!) { resendAgreement(id: $id) { agreement { signUrl } userErrors { code messages } } }',
      { id: sent.body.data.sendAgreement.agreement.id }, as(name));
    expect((await resend('userA')).body.data.resendAgreement).toMatchObject({ agreement: null, userErrors: [{ code: 'FORBIDDEN' }] });
    const fresh = await resend('superOps');
    expect(fresh.body.data.resendAgreement.agreement.signUrl).toMatch(/\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
    expect(fresh.body.data.resendAgreement.agreement.signUrl).not.toBe(sent.body.data.sendAgreement.agreement.signUrl);
  });

  it('portal resources: super admins only publish and delete', async () => {
    const upload = (name: string) => gqlUpload(stack.gateway, 'mutation($file: Upload!) { uploadResource(file: $file, name: "Deck") { resource { id } userErrors { code } } }',
      { file: null }, { file: new File(['%PDF-1.4 test'], 'deck.pdf', { type: 'application/pdf' }) }, as(name));
    for (const name of ['adminA', 'userA', 'adminB']) expect((await upload(name)).body.data.uploadResource, name).toMatchObject({ resource: null, userErrors: [{ code: 'FORBIDDEN' }] });
    const published = await upload('superOps');
    const id = published.body.data.uploadResource.resource.id;
    for (const name of ['adminA', 'adminB']) {
      const del = await gql(stack.gateway, 'mutation($id: ID!) { deleteResource(id: $id) { message userErrors { code } } }', { id }, as(name));
      expect(del.body.data.deleteResource, name).toMatchObject({ message: null, userErrors: [{ code: 'FORBIDDEN' }] });
    }
    expect((await gql(stack.gateway, 'query { resources { totalCount } }', {}, as('userA'))).body.data.resources.totalCount).toBe(1);
  });

  it('cancelling a lead: not a colleague\'s for a regular user or viewer admin; org admins their organization\'s', async () => {
    const created = await gql(stack.gateway, `mutation($input: CreateLeadInput!) { createLead(input: $input) { lead { id } } }`,
      { input: { name: 'Admin Lead', property: { siteAddress: '2 Main St, Fresno, CA 93721' } } }, as('adminA'));
    const id = created.body.data.createLead.lead.id;
    const cancel = (name: string) => gql(stack.gateway, 'mutation($id: ID!) { cancelLead(id: $id, reason: "Not interested") { message lead { id } userErrors { code messages } } }', { id }, as(name));
    const remove = (name: string) => gql(stack.gateway, 'mutation($id: ID!) { deleteLead(id: $id) { deletedLeadId message userErrors { code messages } } }', { id }, as(name));
    for (const name of ['userA', 'viewerA']) {
      expect((await cancel(name)).body.data.cancelLead, name).toMatchObject({ lead: null, userErrors: [{ code: 'FORBIDDEN' }] });
      expect((await remove(name)).body.data.deleteLead, name).toMatchObject({ deletedLeadId: null, userErrors: [{ code: 'FORBIDDEN' }] });
    }
    expect((await cancel('adminA')).body.data.cancelLead).toMatchObject({ lead: { id }, message: 'Lead cancelled.' });
    expect((await remove('adminA')).body.data.deleteLead).toMatchObject({ deletedLeadId: id, message: 'Lead deleted permanently.' });
  });

  it('invites: only super admins set a new organization\'s business type', async () => {
    const invite = (name: string, email: string) => gql(stack.gateway, `mutation($input: CreateInviteInput!) { createInvite(input: $input) { invite { businessType } userErrors { field code messages } } }`,
      { input: { email, type: 'ORGANIZATION', businessType: 'EPC_MEMBER', organizationName: 'New EPC' } }, as(name));
    const refused = await invite('adminA', 'epc1@new.test');
    expect(refused.body.data.createInvite).toMatchObject({ invite: null, userErrors: [{ field: 'input.businessType', code: 'INVALID_INPUT' }] });
    expect((await invite('superOps', 'epc2@new.test')).body.data.createInvite).toMatchObject({ invite: { businessType: 'EPC_MEMBER' }, userErrors: [] });
  });
});
