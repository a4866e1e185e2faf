import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { hashToken } from '../auth/passwords.js';
import { isSuperAdmin, type AuthUser } from '../auth/users.js';
import {
  adminOrganizationJson, audit, auditOf, deactivateOrganization, MEMBER_SELECT, memberJson, MEMBERS_ORDER, ORGANIZATION_MESSAGES,
  ORGANIZATION_NAME_MAX, ORGANIZATION_SELECT, ORGANIZATION_SORTS, organizationName, organizationOrder, organizationRow, organizationWhere,
  reactivateOrganization, type OrganizationSort,
} from '../domain/organizations.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { isRowId, Nullable } from '../http/formats.js';
import { readPage } from '../http/keyset.js';
import { pagedOf, pageQuery, type PageQuery } from '../http/pagination.js';
import { FILE_TYPES, FileField, requireFile } from '../http/uploads.js';
import { proposalPage } from './proposal-page.js';
import { signingPage } from './signing-page.js';

const Any = Type.Object({}, { additionalProperties: true });
const DEFAULT_LIMIT = 10;
const MEMBERS_LIMIT = 50;
const Pk = Type.Object({ pk: Type.Integer({ description: 'The organization\'s id' }) });

/**
 * Only super admins manage organizations (issue 26, item 9). Anyone else: 403 for the list; for
 * one organization, 404 unless it is their own (then 403), so ids cannot be probed.
 */
function requireSuperAdmin(user: AuthUser, organizationId?: number): void {
  if (isSuperAdmin(user)) return;
  if (organizationId !== undefined && organizationId !== user.organization_id) throw notFound();
  throw forbidden();
}

/** An id no organization can have answers 404, as a missing one does. */
const orgId = (pk: number) => {
  if (!isRowId(pk)) throw notFound();
  return pk;
};

export default async function organizationsRoutes(app: ApiApp) {
  const { db, media, config } = app.ctx;

  app.get('/organizations/', {
    schema: {
      tags: ['organizations'], summary: 'Organizations with member and lead counts (super admins; 403 otherwise)',
      description: 'Search by name (`q`, case-insensitive, part of the name), filter by `status` and `business_type`, sort by name, created, members or leads (`-` for descending; ties by id). Keyset cursors as every list.',
      querystring: Type.Object({
        ...pageQuery(DEFAULT_LIMIT).properties,
        q: Type.Optional(Type.String({ maxLength: ORGANIZATION_NAME_MAX, description: 'Part of the name' })),
        order: Type.Optional(Type.Union(ORGANIZATION_SORTS.map((s) => Type.Literal(s)), { description: 'Sort: name (default), created, members, leads; a leading - descends' })),
        status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('deactivated')], { description: 'Default all' })),
        business_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '0 sales affiliate, 1 EPC member' })),
      }),
      response: { 200: pagedOf(Any) },
    },
  }, async (request) => {
    requireSuperAdmin(userOf(request));
    const query = request.query as PageQuery & { q?: string; order?: OrganizationSort; status?: 'all' | 'active' | 'deactivated'; business_type?: number };
    const { where, params } = organizationWhere(query);
    const list = await readPage(db, {
      select: ORGANIZATION_SELECT, where, params, order: organizationOrder(query.order ?? 'name'),
      count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organizations o WHERE ${where}`, params)).rows[0].n,
    }, query, DEFAULT_LIMIT);
    return { ...list, results: list.results.map((row) => adminOrganizationJson(row, app.ctx)) };
  });

  app.get('/organizations/:pk/', {
    schema: { tags: ['organizations'], summary: 'One organization with its counts and its latest history (super admins)', params: Pk, response: { 200: Any } },
  }, async (request) => {
    const pk = orgId((request.params as { pk: number }).pk);
    requireSuperAdmin(userOf(request), pk);
    const row = await organizationRow(db, pk);
    return { ...adminOrganizationJson(row, app.ctx), history: await auditOf(db, pk) };
  });

  app.patch('/organizations/:pk/', {
    schema: {
      tags: ['organizations'], summary: 'Rename an organization, change its business type, description or logo (super admins)',
      description: 'JSON fields, or multipart with `logo` (png, jpg, gif, webp; the same checks as every logo upload). Each change is in the organization\'s history.',
      consumes: ['application/json', 'multipart/form-data'],
      params: Pk,
      body: Type.Object({
        name: Type.Optional(Type.String({ maxLength: ORGANIZATION_NAME_MAX + 100, description: `Trimmed; 1–${ORGANIZATION_NAME_MAX} characters, one line` })),
        description: Type.Optional(Type.String({ maxLength: 2000 })),
        business_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '0 sales affiliate, 1 EPC member' })),
        logo: Type.Optional(Nullable(FileField('Logo image; null removes it'))),
      }),
      response: { 200: Any },
    },
  }, async (request) => {
    const pk = orgId((request.params as { pk: number }).pk);
    const user = userOf(request);
    requireSuperAdmin(user, pk);
    const body = (request.body ?? {}) as Record<string, any>;
    const name = typeof body.name === 'string' ? organizationName(body.name) : undefined;
    const logo = body.logo === undefined || body.logo === null ? body.logo : requireFile(body.logo, FILE_TYPES.image, config.uploadMaxBytes, 'logo');
    await db.transaction(async (tx) => {
      const existing = (await tx.query('SELECT * FROM organizations WHERE id = $1 FOR UPDATE', [pk])).rows[0];
      if (!existing) throw notFound();
      if (name !== undefined && name !== existing.name) {
        await tx.query('UPDATE organizations SET name = $2 WHERE id = $1', [pk, name]);
        await audit(tx, pk, user, 'renamed', { from: existing.name, to: name });
      }
      if (typeof body.description === 'string' && body.description.trim() !== existing.description) {
        await tx.query('UPDATE organizations SET description = $2 WHERE id = $1', [pk, body.description.trim()]);
        await audit(tx, pk, user, 'description_changed');
      }
      if (body.business_type !== undefined && body.business_type !== existing.business_type) {
        await tx.query('UPDATE organizations SET business_type = $2 WHERE id = $1', [pk, body.business_type]);
        await audit(tx, pk, user, 'business_type_changed', { from: existing.business_type, to: body.business_type });
      }
      if (logo !== undefined) {
        const path = logo ? await media.saveUpload(tx, logo, { organizationId: pk, visibility: 'portal', folder: 'logos' }) : null;
        await tx.query('UPDATE organizations SET logo = $2 WHERE id = $1', [pk, path]);
        await media.remove(tx, existing.logo);
        if (path || existing.logo) await audit(tx, pk, user, path ? 'logo_changed' : 'logo_removed');
      }
    });
    return { ...adminOrganizationJson(await organizationRow(db, pk), app.ctx), history: await auditOf(db, pk) };
  });

  app.get('/organizations/:pk/members/', {
    schema: {
      tags: ['organizations'], summary: 'The members of an organization, by name, with their roles and status (super admins)',
      params: Pk, querystring: pageQuery(MEMBERS_LIMIT), response: { 200: pagedOf(Any) },
    },
  }, async (request) => {
    const pk = orgId((request.params as { pk: number }).pk);
    requireSuperAdmin(userOf(request), pk);
    await organizationRow(db, pk);
    const list = await readPage(db, {
      select: MEMBER_SELECT, where: 'u.organization_id = $1::int', params: [pk], order: MEMBERS_ORDER,
      count: async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE organization_id = $1', [pk])).rows[0].n,
    }, request.query as PageQuery, MEMBERS_LIMIT);
    return { ...list, results: list.results.map(memberJson) };
  });

  app.patch('/organizations/:pk/members/:userId/', {
    schema: {
      tags: ['organizations'], summary: 'Change a member\'s role in the organization, or deactivate / reactivate the member (super admins)',
      description: 'A deactivated member cannot sign in (their sessions end at once) and keeps their leads and history; reactivating lets them sign in again. '
        + 'Your own account and super admins cannot be deactivated here. 404 when the user is not a member of this organization.',
      params: Type.Object({ pk: Type.Integer(), userId: Type.Integer() }),
      body: Type.Object({
        membership_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '0 member, 1 org admin' })),
        active: Type.Optional(Type.Boolean({ description: 'false deactivates the member, true reactivates them' })),
      }),
      response: { 200: Any },
    },
  }, async (request) => {
    const { pk: rawPk, userId } = request.params as { pk: number; userId: number };
    const pk = orgId(rawPk);
    const user = userOf(request);
    requireSuperAdmin(user, pk);
    const body = request.body as { membership_type?: number; active?: boolean };
    if (body.membership_type === undefined && body.active === undefined) throw badRequest(ORGANIZATION_MESSAGES.memberNothing);
    if (!isRowId(userId)) throw notFound();
    await db.transaction(async (tx) => {
      const member = (await tx.query('SELECT * FROM users WHERE id = $1 AND organization_id = $2 FOR UPDATE', [userId, pk])).rows[0];
      if (!member) throw notFound();
      const who = { user: member.id, email: member.email };
      if (body.membership_type !== undefined && body.membership_type !== member.membership_type) {
        await tx.query('UPDATE users SET membership_type = $2 WHERE id = $1', [userId, body.membership_type]);
        await audit(tx, pk, user, 'member_role_changed', { ...who, from: member.membership_type, to: body.membership_type });
      }
      if (body.active === false && member.deactivated_at == null) {
        if (member.id === user.id) throw badRequest({ active: ORGANIZATION_MESSAGES.memberSelf });
        if (member.user_type === 3) throw badRequest({ active: ORGANIZATION_MESSAGES.memberSuperAdmin });
        await tx.query('UPDATE users SET deactivated_at = now() WHERE id = $1', [userId]);
        await tx.query('DELETE FROM auth_tokens WHERE user_id = $1', [userId]);
        await audit(tx, pk, user, 'member_deactivated', who);
      } else if (body.active === true && member.deactivated_at != null) {
        await tx.query('UPDATE users SET deactivated_at = NULL WHERE id = $1', [userId]);
        await audit(tx, pk, user, 'member_reactivated', who);
      }
    });
    return memberJson((await db.query(`${MEMBER_SELECT} WHERE u.id = $1`, [userId])).rows[0]);
  });

  app.post('/organizations/:pk/deactivate/', {
    schema: {
      tags: ['organizations'], summary: 'Deactivate an organization (super admins)',
      description: 'Its users are signed out at once and cannot sign in; its leads are kept, read-only (409 on any change), and super admins still see them; '
        + 'the signing and web proposal links of its leads answer a page saying they are no longer available; invites into it are refused. Nothing is deleted. '
        + '409 when it is already deactivated, or has a super admin member (your own organization among them).',
      params: Pk,
      body: Type.Optional(Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500, description: 'Kept in the organization\'s history' })) })),
      response: { 200: Any },
    },
  }, async (request) => {
    const pk = orgId((request.params as { pk: number }).pk);
    const user = userOf(request);
    requireSuperAdmin(user, pk);
    const reason = ((request.body as { reason?: string } | undefined)?.reason ?? '').trim() || null;
    const signedOut = await db.transaction(async (tx) => deactivateOrganization(tx, user, pk, reason));
    const row = await organizationRow(db, pk);
    return { ...adminOrganizationJson(row, app.ctx), history: await auditOf(db, pk), signed_out_users: signedOut.length, detail: ORGANIZATION_MESSAGES.deactivated(row.name) };
  });

  app.post('/organizations/:pk/reactivate/', {
    schema: {
      tags: ['organizations'], summary: 'Reactivate an organization (super admins): its users can sign in again and its links open again',
      description: 'Members deactivated one by one stay deactivated. 409 when it is not deactivated.',
      params: Pk, response: { 200: Any },
    },
  }, async (request) => {
    const pk = orgId((request.params as { pk: number }).pk);
    const user = userOf(request);
    requireSuperAdmin(user, pk);
    await db.transaction(async (tx) => reactivateOrganization(tx, user, pk));
    const row = await organizationRow(db, pk);
    return { ...adminOrganizationJson(row, app.ctx), history: await auditOf(db, pk), detail: ORGANIZATION_MESSAGES.reactivated(row.name) };
  });

  // The public links of a deactivated organization's leads (signing pages, web proposal pages, their
  // PDFs and the signing form): one page saying the link is no longer available, before any of those
  // routes runs. Registered on the /api scope, so it sees the link routes' requests too.
  const SIGNING = /^\/api\/agreement\/sign\/([0-9a-f]{64})(?:[/?]|$)/;
  const PROPOSAL = /^\/api\/p\/([0-9a-f]{64})(?:[/?]|$)/;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '';
    const signing = SIGNING.exec(url);
    const proposal = signing ? null : PROPOSAL.exec(url);
    if (!signing && !proposal) return;
    const { rows } = signing
      ? await db.query('SELECT o.name, o.deactivated_at FROM agreements a JOIN organizations o ON o.id = a.organization_id WHERE a.sign_token_hash = $1', [hashToken(signing[1])])
      : await db.query(
        'SELECT o.name, o.deactivated_at FROM proposal_links k JOIN proposals p ON p.id = k.proposal_id JOIN organizations o ON o.id = p.organization_id WHERE k.token_hash = $1',
        [hashToken(proposal![1])]);
    if (!rows[0]?.deactivated_at) return;
    const view = { kind: 'message' as const, title: ORGANIZATION_MESSAGES.linkUnavailableTitle, message: ORGANIZATION_MESSAGES.linkUnavailable(rows[0].name) };
    if (signing) signingPage(reply, 410, view);
    else proposalPage(reply, 410, view);
    return reply;
  });
}
