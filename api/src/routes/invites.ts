import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canInvite, isSuperAdmin } from '../auth/users.js';
import { inviteMailKey } from '../auth/credentials.js';
import { hashToken, newToken } from '../auth/passwords.js';
import type { Queryable } from '../db/client.js';
import { badRequest, conflict, DETAIL, forbidden, notFound } from '../http/errors.js';
import { Email, Nullable, RowId } from '../http/formats.js';
import { readPage, type KeysetOrder } from '../http/keyset.js';
import { pagedOf, pageQuery, type PageQuery } from '../http/pagination.js';

/** Newest first; a keyset order (issue 24). */
const INVITES_ORDER: KeysetOrder = { tag: 'invites', key: { sql: 'i.created', type: 'timestamp', nullable: false }, id: 'i.id', desc: true };
import { perMinute } from '../http/throttle.js';
import { MESSAGES } from '../messages.js';
import { ORGANIZATION_MESSAGES } from '../domain/organizations.js';

const DEFAULT_LIMIT = 10;
/** How long the outbox keeps an invite's link (the invite itself stays valid until used or replaced). */
const INVITE_MAIL_HOURS = 7 * 24;
/** type 0 invites a new organization; type 1 a user into an existing one (§3 Invite). */
const NEW_ORGANIZATION = 0;

const Invite = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  type: Type.Integer({ description: '0 a new organization, 1 a user of an existing organization' }),
  business_type: Type.Integer({ description: '0 sales affiliate, 1 EPC member' }),
  organization: Nullable(Type.Integer({ description: 'Id of the inviting organization (type 0) or of the organization joined (type 1)' })),
  organization_name: Nullable(Type.String({ description: 'The invited organization (type 0) or the one joined (type 1)' })),
  accepted: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  first_name: Type.String({ description: "Issue 26: the invitee's first name (prefills sign-up)" }),
  last_name: Type.String({ description: "Issue 26: the invitee's last name (prefills sign-up)" }),
  revoked: Type.Boolean({ description: 'Issue 26: revoked (its link no longer works) until resent' }),
});

const SELECT = `SELECT i.*, o.name AS org_name FROM invites i LEFT JOIN organizations o ON o.id = i.organization_id`;

function inviteJson(row: any) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    type: row.type,
    business_type: row.business_type,
    organization: row.organization_id,
    organization_name: row.type === NEW_ORGANIZATION ? row.organization_name : row.org_name,
    accepted: row.accepted_at != null,
    created: new Date(row.created).toISOString(),
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    revoked: row.revoked_at != null,
  };
}

interface InviteBody {
  email: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  type: number;
  business_type?: number;
  organization?: number | null;
  organization_name?: string | null;
}

/** Where a type 1 invite leads: the inviter's organization, or (super admins) the one they name. */
async function joinedOrganization(db: Queryable, user: ReturnType<typeof userOf>, requested: number | null | undefined) {
  const orgId = requested ?? user.organization_id;
  if (requested != null && requested !== user.organization_id && !isSuperAdmin(user))
    throw badRequest({ organization: 'You can only invite users into your own organization.' });
  if (orgId == null) throw badRequest({ organization: DETAIL.required });
  const { rows } = await db.query<{ id: number; name: string; business_type: number; deactivated_at: unknown }>('SELECT id, name, business_type, deactivated_at FROM organizations WHERE id = $1', [orgId]);
  if (!rows[0]) throw badRequest({ organization: MESSAGES.organizationNotFound });
  if (rows[0].deactivated_at) throw badRequest({ organization: ORGANIZATION_MESSAGES.inviteIntoDeactivated });
  return rows[0];
}

export default async function invitesRoutes(app: ApiApp) {
  const { db, mail, config } = app.ctx;

  /** The invite's mail with its sign-up link (a new invite, a re-invite or a resend). */
  const mailInvite = async (row: Record<string, any>, token: string, user: ReturnType<typeof userOf>, joinedName: string) => {
    const inviter = `${user.first_name} ${user.last_name}`.trim() || user.email;
    const what = row.type === NEW_ORGANIZATION ? `to bring ${joinedName} to the Solar Portal` : `to join ${joinedName} on the Solar Portal`;
    await mail.send(row.email, `You are invited ${what}`,
      `Hello${row.name ? ` ${row.name}` : ''},\n\n${inviter} invited you ${what}.\n\nCreate your account here:\n${config.webUrl}/signup?token=${token}\n\nThe link works once. If you did not expect this invitation, ignore this e-mail.`,
      // The outbox keeps the link until it is used or replaced, at most INVITE_MAIL_HOURS (outbox.ts).
      { secret: { key: inviteMailKey(row.id), validHours: INVITE_MAIL_HOURS, replaces: true } });
  };

  /**
   * An invite the caller may manage, locked (issue 26): super admins any, org admins their
   * organization's; another organization's answers 404 exactly like a missing one.
   */
  const manageableInvite = async (tx: Queryable, user: ReturnType<typeof userOf>, id: number) => {
    if (!canInvite(user)) throw forbidden();
    const { rows } = await tx.query<Record<string, any>>(`SELECT * FROM invites WHERE id = $1 FOR UPDATE`, [id]);
    const invite = rows[0];
    if (!invite || (!isSuperAdmin(user) && (invite.organization_id == null || invite.organization_id !== user.organization_id))) throw notFound();
    if (invite.accepted_at) throw conflict(MESSAGES.inviteAlreadyAccepted);
    return invite;
  };
  const InviteId = Type.Object({ id: RowId() });
  const InviteAnswer = Type.Object({ detail: Type.String(), invite: Invite });

  app.post('/invited_users/:id/revoke/', {
    schema: {
      tags: ['invites'], summary: 'Revoke an open invite: its link stops working at once (org admins their organization\'s, super admins any)',
      description: 'Another organization\'s invite answers 404 as a missing one; an accepted invite 409. Revoking a revoked invite changes nothing. Resend reopens it with a new link.',
      params: InviteId, response: { 200: InviteAnswer },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    const row = await db.transaction(async (tx) => {
      await manageableInvite(tx, user, id);
      // A fresh random hash too, so the old link can never match again, whatever reads the table.
      await tx.query('UPDATE invites SET revoked_at = COALESCE(revoked_at, now()), token_hash = $2 WHERE id = $1', [id, hashToken(newToken())]);
      return (await tx.query<Record<string, any>>(`${SELECT} WHERE i.id = $1`, [id])).rows[0];
    });
    return { detail: MESSAGES.inviteRevoked, invite: inviteJson(row) };
  });

  app.post('/invited_users/:id/resend/', {
    config: { rateLimit: perMinute(config.inviteRateLimit) },
    schema: {
      tags: ['invites'], summary: 'Resend an open or revoked invite: a new link is mailed and the old one stops working',
      description: 'Org admins their organization\'s invites, super admins any; another organization\'s answers 404 as a missing one; an accepted invite 409. '
        + 'An invite into an organization deactivated since is refused (400).',
      params: InviteId, response: { 200: InviteAnswer },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    const token = newToken();
    const { row, joinedName } = await db.transaction(async (tx) => {
      const invite = await manageableInvite(tx, user, id);
      let joined: string = invite.organization_name ?? '';
      if (invite.type !== NEW_ORGANIZATION) {
        const org = (await tx.query<{ name: string; deactivated_at: unknown }>('SELECT name, deactivated_at FROM organizations WHERE id = $1', [invite.organization_id])).rows[0];
        if (!org || org.deactivated_at) throw badRequest({ organization: ORGANIZATION_MESSAGES.inviteIntoDeactivated });
        joined = org.name;
      }
      await tx.query('UPDATE invites SET token_hash = $2, revoked_at = NULL, created = now() WHERE id = $1', [id, hashToken(token)]);
      return { row: (await tx.query<Record<string, any>>(`${SELECT} WHERE i.id = $1`, [id])).rows[0], joinedName: joined };
    });
    await mailInvite(row, token, user, joinedName);
    return { detail: MESSAGES.inviteResent, invite: inviteJson(row) };
  });

  app.post('/invited_users/', {
    config: { rateLimit: perMinute(config.inviteRateLimit) },
    schema: {
      tags: ['invites'], summary: 'Invite a user into an organization, or a new organization (org admins and super admins)',
      description: 'Mails a sign-up link with a one-time token. Inviting the same address again from the same organization replaces the open invite (the old link stops working). Addresses that already have an account are refused.',
      body: Type.Object({
        email: Email(),
        name: Type.Optional(Type.String({ maxLength: 150 })),
        first_name: Type.Optional(Type.String({ maxLength: 75, description: "Issue 26: the invitee's first name; prefills sign-up" })),
        last_name: Type.Optional(Type.String({ maxLength: 75, description: "Issue 26: the invitee's last name; prefills sign-up" })),
        type: Type.Integer({ minimum: 0, maximum: 1, description: '0 a new organization, 1 a user of an existing organization' }),
        business_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: 'Of the new organization (type 0; super admins only, others may send only 0); type 1 takes the organization\'s' })),
        organization: Type.Optional(Nullable(RowId({ description: 'Type 1, super admins: the organization to join' }))),
        organization_name: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'Type 0: the new organization\'s name (required); dropped for type 1' }))),
      }),
      response: { 201: Type.Object({ detail: Type.String(), invite: Invite, resent: Type.Boolean({ description: 'An open invite to this address was replaced (its link no longer works)' }) }) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    if (!canInvite(user)) throw forbidden();
    const body = request.body as InviteBody;
    const email = body.email.trim();
    // Control characters never reach a name (a mail header, the sign-up form).
    const clean = (v: string | undefined) => (v ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
    const firstName = clean(body.first_name);
    const lastName = clean(body.last_name);
    const name = clean(body.name) || `${firstName} ${lastName}`.trim();

    let organizationId: number | null;
    let organizationName: string | null;
    let businessType: number;
    let joinedName: string;
    if (body.type === NEW_ORGANIZATION) {
      organizationName = body.organization_name?.trim() || null;
      if (!organizationName) throw badRequest({ organization_name: DETAIL.required });
      organizationId = user.organization_id; // the inviting organization, which sees the invite in its list
      // Only super admins choose the business type; anyone else's new organization is a sales affiliate (0),
      // as a sign-up without an invite would be.
      if (!isSuperAdmin(user) && (body.business_type ?? 0) !== 0) throw badRequest({ business_type: MESSAGES.inviteBusinessTypeSuperAdminsOnly });
      businessType = isSuperAdmin(user) ? body.business_type ?? 0 : 0;
      joinedName = organizationName;
    } else {
      const org = await joinedOrganization(db, user, body.organization);
      organizationId = org.id;
      organizationName = null;
      businessType = org.business_type;
      joinedName = org.name;
    }

    const token = newToken();
    const row = await db.transaction(async (tx) => {
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
      if (taken.rows.length) throw badRequest({ email: MESSAGES.emailTaken });
      // Re-inviting replaces the organization's open invite for that address, so only the newest link works.
      const open = await tx.query<{ id: number }>(
        `SELECT id FROM invites WHERE lower(email) = lower($1) AND organization_id IS NOT DISTINCT FROM $2::int AND accepted_at IS NULL
         ORDER BY id DESC LIMIT 1 FOR UPDATE`, [email, organizationId]);
      const values = [hashToken(token), email, name, body.type, businessType, organizationId, organizationName, user.id, firstName, lastName];
      const saved = open.rows[0]
        ? await tx.query(
          // A re-invite without a name keeps the one the first invite gave (issue 15); it reopens a revoked one.
          `UPDATE invites SET token_hash = $1, email = $2, name = COALESCE(NULLIF($3, ''), name), type = $4, business_type = $5, organization_id = $6,
             organization_name = $7, invited_by = $8, first_name = COALESCE(NULLIF($9, ''), first_name), last_name = COALESCE(NULLIF($10, ''), last_name),
             revoked_at = NULL, created = now() WHERE id = $11 RETURNING id`, [...values, open.rows[0].id])
        : await tx.query(
          `INSERT INTO invites (token_hash, email, name, type, business_type, organization_id, organization_name, invited_by, first_name, last_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`, values);
      const invite = (await tx.query<Record<string, any>>(`${SELECT} WHERE i.id = $1`, [saved.rows[0].id])).rows[0];
      return Object.assign(invite, { resent: open.rows.length > 0 });
    });

    await mailInvite(row, token, user, joinedName);
    reply.status(201);
    return { detail: row.resent ? MESSAGES.inviteResent : MESSAGES.inviteSent, invite: inviteJson(row), resent: row.resent };
  });

  app.get('/invited_users/', {
    schema: {
      tags: ['invites'], summary: 'Invites sent: your organization\'s (org admins) or all (super admins), newest first',
      querystring: pageQuery(DEFAULT_LIMIT), response: { 200: pagedOf(Invite) },
    },
  }, async (request) => {
    const user = userOf(request);
    if (!canInvite(user)) throw forbidden();
    // null scope = every organization (super admins); -1 matches nothing for a user without one.
    const scope = isSuperAdmin(user) ? null : user.organization_id ?? -1;
    const list = await readPage(db, {
      select: SELECT, where: '($1::int IS NULL OR i.organization_id = $1::int)', params: [scope], order: INVITES_ORDER,
      count: async () => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM invites WHERE $1::int IS NULL OR organization_id = $1::int', [scope])).rows[0].count,
    }, request.query as PageQuery, DEFAULT_LIMIT);
    return { ...list, results: list.results.map(inviteJson) };
  });
}
