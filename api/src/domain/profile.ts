import type { Queryable } from '../db/client.js';
import type { ApiContext } from '../context.js';
import { policyUrls } from './terms.js';

/** Organization as §3 shows it, with the viewer's membership_type. */
export function organizationJson(row: any, membershipType: number | null = null, ctx?: ApiContext) {
  if (!row || row.id == null) return null;
  return {
    pk: row.id,
    id: row.id,
    name: row.name,
    logo: row.logo ? (ctx ? ctx.media.signedUrl(row.logo) : row.logo) : null,
    logo_path: row.logo ?? null,
    description: row.description ?? '',
    membership_type: membershipType,
    business_type: row.business_type,
  };
}

/** The user profile of §3 (GET /user/, login, sign-up), token included only when just issued. */
export async function profileJson(ctx: ApiContext, db: Queryable, userId: number, token?: string) {
  const { rows } = await db.query(
    `SELECT u.*, o.id AS org_id, o.name AS org_name, o.logo AS org_logo, o.description AS org_description, o.business_type AS org_business_type
     FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1`, [userId]);
  const u = rows[0];
  const policies = policyUrls(ctx);
  return {
    id: u.id,
    pk: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    phone_number: u.phone_number,
    user_type: u.user_type,
    organization: organizationJson(
      { id: u.org_id, name: u.org_name, logo: u.org_logo, description: u.org_description, business_type: u.org_business_type },
      u.membership_type, ctx),
    image: u.image ? ctx.media.signedUrl(u.image) : null,
    image_path: u.image ?? null,
    is_terms_accepted: u.is_terms_accepted,
    ...policies,
    ...(token ? { token } : {}),
  };
}
