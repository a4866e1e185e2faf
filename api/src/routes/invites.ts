import { Type } from 'typebox';
import type { ApiApp } from '../app.js';
import { userOf } from '../auth/authenticate.js';
import { canInvite, isSuperAdmin } from '../auth/users.js';
import { inviteMailKey } from '../auth/credentials.js';
import { hashToken, newToken } from '../auth/passwords.js';
import type { Queryable } from '../db/client.js';
import { badRequest, DETAIL, forbidden } from '../http/errors.js';
import { Email, Nullable } from '../http/formats.js';
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
  };
}

interface InviteBody {
  email: string;
  name?: string;
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

  app.post('/invited_users/', {
    config: { rateLimit: perMinute(config.inviteRateLimit) },
    schema: {
      tags: ['invites'], summary: 'Invite a user into an organization, or a new organization (org admins and super admins)',
      description: 'Mails a sign-up link with a one-time token. Inviting the same address again from the same organization replaces the open invite (the old link stops working). Addresses that already have an account are refused.',
      body: Type.Object({
        email: Email(),
        name: Type.Optional(Type.String({ maxLength: 150 })),
        type: Type.Integer({ minimum: 0, maximum: 1, description: '0 a new organization, 1 a user of an existing organization' }),
        business_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: 'Of the new organization (type 0; super admins only, others may send only 0); type 1 takes the organization\'s' })),
        organization: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Type 1, super admins: the organization to join' }))),
        organization_name: Type.Optional(Nullable(Type.String({ maxLength: 200, description: 'Type 0: the new organization\'s name (required); dropped for type 1' }))),
      }),
      response: { 201: Type.Object({ detail: Type.String(), invite: Invite, resent: Type.Boolean({ description: 'An open invite to this address was replaced (its link no longer works)' }) }) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    if (!canInvite(user)) throw forbidden();
    const body = request.body as InviteBody;
    const email = body.email.trim();
    const name = body.name?.trim() ?? '';

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
      const values = [hashToken(token), email, name, body.type, businessType, organizationId, organizationName, user.id];
      const saved = open.rows[0]
        ? await tx.query(
          // A re-invite without a name keeps the one the first invite gave (issue 15).
          `UPDATE invites SET token_hash = $1, email = $2, name = COALESCE(NULLIF($3, ''), name), type = $4, business_type = $5, organization_id = $6,
             organization_name = $7, invited_by = $8, created = now() WHERE id = $9 RETURNING id`, [...values, open.rows[0].id])
        : await tx.query(
          `INSERT INTO invites (token_hash, email, name, type, business_type, organization_id, organization_name, invited_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`, values);
      const invite = (await tx.query<Record<string, any>>(`${SELECT} WHERE i.id = $1`, [saved.rows[0].id])).rows[0];
      return Object.assign(invite, { resent: open.rows.length > 0 });
    });

    const inviter = `${user.first_name} ${user.last_name}`.trim() || user.email;
    const what = body.type === NEW_ORGANIZATION ? `to bring ${joinedName} to the Solar Portal` : `to join ${joinedName} on the Solar Portal`;
    await mail.send(email, `You are invited ${what}`,
      `Hello${row.name ? ` ${row.name}` : ''},\n\n${inviter} invited you ${what}.\n\nCreate your account here:\n${config.webUrl}/signup?token=${token}\n\nThe link works once. If you did not expect this invitation, ignore this e-mail.`,
      // The outbox keeps the link until it is used or replaced, at most INVITE_MAIL_HOURS (outbox.ts).
      { secret: { key: inviteMailKey(row.id), validHours: INVITE_MAIL_HOURS, replaces: true } });
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
