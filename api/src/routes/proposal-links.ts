import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp, ApiContext } from '../app.js';
import { userOf } from '../auth/authenticate.js';
import { hashToken, newToken } from '../auth/passwords.js';
import { isSuperAdmin } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { recordActivity } from '../domain/activity.js';
import { leadFor } from '../domain/lead-access.js';
import { PROPOSAL_STATUS, PROPOSAL_TYPE_LABELS } from '../domain/lead-documents.js';
import { publicBrandOf } from '../domain/public-brand.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { clientKey, throttleBy } from '../http/throttle.js';
import { MEDIA_HEADERS } from '../media/served-type.js';
import { MESSAGES } from '../messages.js';
import { proposalFor } from './proposals.js';
import { proposalPage } from './proposal-page.js';

const Any = Type.Object({}, { additionalProperties: true });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A link's lifetime in days: 30 unless the rep chooses 1–90. */
export const PROPOSAL_LINK_DAYS = { default: 30, min: 1, max: 90 } as const;

/** The web proposal link (the customer's credential; only its hash is stored). */
export const proposalLinkUrlOf = (ctx: ApiContext, token: string) => `${ctx.config.publicUrl}/api/p/${token}`;

export type ProposalLinkStatus = 'active' | 'expired' | 'revoked';
export const proposalLinkStatusOf = (row: { revoked_at?: unknown; expires_at: Date | string }, now = Date.now()): ProposalLinkStatus =>
  row.revoked_at ? 'revoked' : new Date(row.expires_at).getTime() <= now ? 'expired' : 'active';

const LINK_SELECT = `
  SELECT k.*, nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), '') AS created_by_name, cu.email AS created_by_email,
         nullif(trim(coalesce(ru.first_name, '') || ' ' || coalesce(ru.last_name, '')), '') AS revoked_by_name
  FROM proposal_links k LEFT JOIN users cu ON cu.id = k.created_by LEFT JOIN users ru ON ru.id = k.revoked_by`;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A link as the rep's screens show it; `url` only in the answer that creates it. */
export function proposalLinkJson(ctx: ApiContext, row: any, token: string | null = null) {
  return {
    id: row.id,
    proposal: row.proposal_id,
    lead: row.lead_id,
    status: proposalLinkStatusOf(row),
    url: token ? proposalLinkUrlOf(ctx, token) : null,
    created: iso(row.created),
    created_by: row.created_by ?? null,
    created_by_name: row.created_by_name ?? row.created_by_email ?? null,
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    revoked_by: row.revoked_by ?? null,
    revoked_by_name: row.revoked_at ? (row.revoked_by_name ?? null) : null,
    first_viewed_at: iso(row.first_viewed_at),
    last_viewed_at: iso(row.last_viewed_at),
    view_count: row.view_count ?? 0,
  };
}

/** Link previewers of chat and mail apps fetch a pasted link; they are not the customer. */
const PREVIEWER = /bot\b|crawler|spider|slack|facebookexternalhit|whatsapp|telegram|discord|skypeuripreview|preview|embedly|linkedin|outlook|googleimageproxy/i;

const customerName = (lead: any) => {
  const c = lead.customer ?? {};
  return String(c.name || [c.first_name, c.last_name].filter(Boolean).join(' ') || lead.name);
};

export default async function proposalLinksRoutes(app: ApiApp) {
  const { db, media } = app.ctx;
  const linkRow = async (q: Queryable, id: number) => (await q.query(`${LINK_SELECT} WHERE k.id = $1`, [id])).rows[0] ?? null;

  app.post('/proposal/:id/link/', {
    schema: {
      tags: ['proposals'], summary: 'Create a web link to a generated proposal for the customer (read-only, expiring, revocable)',
      description: 'Those who may change the lead (403 otherwise, 404 for another organization\'s proposal, 409 for a cancelled lead, 400 when '
        + 'the proposal is not generated). The answer carries the link (`link.url`) once: only its hash is stored. It expires after '
        + '`expires_in_days` (1–90, default 30).',
      params: Type.Object({ id: Id }),
      body: Type.Object({
        expires_in_days: Type.Optional(Type.Integer({ minimum: PROPOSAL_LINK_DAYS.min, maximum: PROPOSAL_LINK_DAYS.max, description: 'Days until the link expires (default 30)' })),
      }),
      response: { 201: Type.Object({ detail: Type.String(), link: Any }) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    const days = (request.body as { expires_in_days?: number } | undefined)?.expires_in_days ?? PROPOSAL_LINK_DAYS.default;
    const created = await db.transaction(async (tx) => {
      const p = await proposalFor(tx, user, id);
      const lead = await leadFor(tx, user, p.lead_id, 'write');
      if (p.proposal_status !== PROPOSAL_STATUS.generated || !p.pdf_file || !p.proposal_data) throw badRequest({ non_field_errors: MESSAGES.proposalLinkNotGenerated });
      const token = newToken();
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO proposal_links (proposal_id, lead_id, organization_id, token_hash, created_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6::int)) RETURNING id`,
        [p.id, lead.id, p.organization_id, hashToken(token), user.id, days]);
      await recordActivity(tx, { leadId: lead.id, actor: user, action: 'proposal_link_created',
        detail: { document_id: p.id, document_type: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? null, link_id: rows[0].id, expires_in_days: days } });
      return { id: rows[0].id, token };
    });
    reply.status(201);
    return { detail: MESSAGES.proposalLinkCreated, link: proposalLinkJson(app.ctx, await linkRow(db, created.id), created.token) };
  });

  app.get('/proposal/:id/links/', {
    schema: {
      tags: ['proposals'], summary: 'The web links of a proposal, newest first (never their URLs)',
      description: 'Anyone who may see the proposal (404 otherwise).',
      params: Type.Object({ id: Id }),
      response: { 200: Type.Object({ results: Type.Array(Any) }) },
    },
  }, async (request) => {
    const p = await proposalFor(db, userOf(request), (request.params as { id: number }).id);
    const { rows } = await db.query(`${LINK_SELECT} WHERE k.proposal_id = $1 ORDER BY k.created DESC, k.id DESC`, [p.id]);
    return { results: rows.map((row) => proposalLinkJson(app.ctx, row)) };
  });

  app.post('/proposal_link/:id/revoke/', {
    schema: {
      tags: ['proposals'], summary: 'Revoke a web proposal link: it stops opening for good',
      description: 'Those who may change the lead, also while it is cancelled (403 otherwise, 404 for another organization\'s link); '
        + '409 when it is already revoked. The page then says the link was withdrawn.',
      params: Type.Object({ id: Id }),
      response: { 200: Type.Object({ detail: Type.String(), link: Any }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    await db.transaction(async (tx) => {
      const link = (await tx.query('SELECT * FROM proposal_links WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!link) throw notFound();
      const p = await proposalFor(tx, user, link.proposal_id); // 404 for another organization's link
      const lead = await leadFor(tx, user, p.lead_id, 'lifecycle'); // revoking protects the customer: allowed on a cancelled lead
      if (link.revoked_at) throw conflict(MESSAGES.proposalLinkAlreadyRevoked);
      await tx.query('UPDATE proposal_links SET revoked_at = now(), revoked_by = $2 WHERE id = $1', [id, user.id]);
      await recordActivity(tx, { leadId: lead.id, actor: user, action: 'proposal_link_revoked',
        detail: { document_id: p.id, document_type: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? null, link_id: id } });
    });
    return { detail: MESSAGES.proposalLinkRevoked, link: proposalLinkJson(app.ctx, await linkRow(db, id)) };
  });

  // The public page, in its own context (prefix /p) so its not-found and error answers are pages.
  await app.register(async (site) => {
    const byToken = async (token: string): Promise<any> => (/^[0-9a-f]{64}$/.test(token)
      ? (await db.query(
        `SELECT k.*, p.proposal_status, p.proposal_type, p.proposal_data, p.pdf_file, p.installation_name, p.date_generated,
                p.organization_id AS proposal_organization_id, l.name AS lead_name, l.customer, l.site_address, o.name AS organization_name
           FROM proposal_links k JOIN proposals p ON p.id = k.proposal_id JOIN leads l ON l.id = p.lead_id JOIN organizations o ON o.id = p.organization_id
          WHERE k.token_hash = $1`, [hashToken(token)])).rows[0] ?? null
      : null);

    const message = (reply: FastifyReply, status: number, title: string) =>
      proposalPage(reply, status, { kind: 'message', title, message: MESSAGES.proposalLinkAskSender });
    const invalid = (reply: FastifyReply) => message(reply, 404, MESSAGES.proposalLinkInvalidTitle);

    /** The link's row when it opens now, or the page that says why not (nothing about the proposal). */
    const usable = async (request: FastifyRequest, reply: FastifyReply) => {
      const row = await byToken(String((request.params as { token?: string }).token ?? ''));
      if (!row) { await invalid(reply); return null; }
      const status = proposalLinkStatusOf(row);
      if (status === 'revoked') { await message(reply, 410, MESSAGES.proposalLinkRevokedTitle); return null; }
      if (status === 'expired') { await message(reply, 410, MESSAGES.proposalLinkExpiredTitle); return null; }
      if (row.proposal_status !== PROPOSAL_STATUS.generated || !row.pdf_file || !row.proposal_data) {
        await message(reply, 409, MESSAGES.proposalLinkUpdatingTitle); return null;
      }
      return row;
    };

    // Throttled by client address and by link, like the signing page (issue 24).
    const throttle = throttleBy(site, 'proposal-page', [
      { max: app.ctx.config.publicPageRateLimit, key: (request) => `address:${clientKey(request)}`, detail: MESSAGES.tooManyRequests },
      { max: app.ctx.config.publicPageRateLimit, detail: MESSAGES.tooManyRequestsForLink, key: (request) => {
        const token = (request.params as { token?: unknown } | undefined)?.token;
        return typeof token === 'string' && /^[0-9a-f]{64}$/.test(token) ? `link:${hashToken(token)}` : null;
      } },
    ]);
    if (throttle) site.addHook('onRequest', throttle);

    site.setNotFoundHandler(async (_request, reply) => invalid(reply));
    site.setErrorHandler(async (error: any, _request, reply) => {
      const status = Number(error?.statusCode ?? error?.status);
      if (!(status >= 400 && status < 500)) throw error;
      if (status === 429) return proposalPage(reply, 429, { kind: 'message', title: MESSAGES.tooManyRequestsTitle, message: error.message });
      return invalid(reply);
    });

    site.get('/', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => invalid(reply));

    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const row = await usable(request, reply);
      if (!row) return reply;
      await markViewed(request, row);
      const token = (request.params as { token: string }).token;
      return proposalPage(reply, 200, {
        kind: 'proposal', proposalId: row.proposal_id, proposalType: PROPOSAL_TYPE_LABELS[row.proposal_type] ?? '',
        installationName: row.installation_name || row.lead_name, customerName: customerName({ customer: row.customer, name: row.lead_name }), site: row.site_address ?? null,
        generatedOn: row.date_generated ? new Date(row.date_generated).toISOString().slice(0, 10) : null,
        expiresOn: new Date(row.expires_at).toISOString().slice(0, 10), data: row.proposal_data, pdfUrl: `/api/p/${token}/pdf`,
        brand: await publicBrandOf(app.ctx, { organizationId: row.proposal_organization_id, organizationName: row.organization_name, leadId: row.lead_id, fallbackUserId: row.created_by }),
      });
    };
    const pageOptions = {
      config: { public: true },
      schema: { tags: ['proposals'], summary: 'The web proposal link\'s page (HTML; 404 unknown, 410 expired or revoked)', security: [], params: Type.Object({ token: Type.String() }) },
    };
    site.get('/:token', pageOptions, page);
    site.get('/:token/', { ...pageOptions, schema: { ...pageOptions.schema, hide: true } }, page);

    site.get('/:token/pdf', {
      config: { public: true },
      schema: { tags: ['proposals'], summary: 'The proposal PDF of a web proposal link (inline)', security: [], params: Type.Object({ token: Type.String() }) },
    }, async (request, reply) => {
      const row = await usable(request, reply);
      if (!row) return reply;
      let bytes: Buffer;
      try { bytes = await media.read(row.pdf_file); } catch { return message(reply, 409, MESSAGES.proposalLinkUpdatingTitle); }
      return reply.status(200).headers(MEDIA_HEADERS)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="proposal-${row.proposal_id}.pdf"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(bytes);
    });

    /**
     * A customer's view: counted, and the first one of the link is on the lead's timeline (the
     * customer: no actor), which tells the assignee and the link's creator. A signed-in member of
     * the proposal's organization or a super admin previewing it, a HEAD request and a chat app's
     * link preview do not count.
     */
    async function markViewed(request: FastifyRequest, row: any) {
      const viewer = request.user;
      if (viewer && (isSuperAdmin(viewer) || viewer.organization_id === row.proposal_organization_id)) return;
      if (request.method !== 'GET' || PREVIEWER.test(String(request.headers['user-agent'] ?? ''))) return;
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ view_count: number }>(
          `UPDATE proposal_links SET view_count = view_count + 1, last_viewed_at = now(), first_viewed_at = coalesce(first_viewed_at, now())
            WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING view_count`, [row.id]);
        if (rows[0]?.view_count === 1) {
          await recordActivity(tx, { leadId: row.lead_id, actor: null, action: 'proposal_viewed',
            detail: { document_id: row.proposal_id, document_type: PROPOSAL_TYPE_LABELS[row.proposal_type] ?? null, link_id: row.id } });
        }
      });
    }
  }, { prefix: '/p' });
}
