import type { ApiContext } from '../context.js';
import type { SigningBrand } from '../routes/signing-page.js';

/** The organization's logo as a data URL for the public pages (their CSP allows images from data: only); small images only. */
const LOGO_MAX_BYTES = 256 * 1024;
const IMAGE_MAGIC: [string, (b: Buffer) => boolean][] = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.toString('latin1', 0, 4) === 'GIF8'],
  ['image/webp', (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP'],
];

/** The rep the customer deals with: the lead's assigned user, else `fallbackUserId` (the sender, the link's creator). */
export async function contactOf(ctx: ApiContext, leadId: number, fallbackUserId: number | null) {
  const { rows } = await ctx.db.query(
    `SELECT u.first_name, u.last_name, u.email, u.phone_number FROM users u
      WHERE u.id = coalesce((SELECT associated_user_id FROM leads WHERE id = $1), $2)`, [leadId, fallbackUserId]);
  const u = rows[0];
  if (!u) return null;
  return { name: [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email, email: u.email || null, phone: u.phone_number || null };
}

/**
 * The sender's side of a public page (the signing page, the web proposal link): the organization's
 * name and logo and the rep's contact.
 */
export async function publicBrandOf(ctx: ApiContext, of: { organizationId: number; organizationName: string; leadId: number; fallbackUserId: number | null }): Promise<SigningBrand> {
  const org = (await ctx.db.query<{ logo: string | null }>('SELECT logo FROM organizations WHERE id = $1', [of.organizationId])).rows[0];
  let logo: string | null = null;
  if (org?.logo) {
    try {
      const bytes = await ctx.media.read(org.logo);
      const type = bytes.length <= LOGO_MAX_BYTES ? IMAGE_MAGIC.find(([, is]) => is(bytes))?.[0] : undefined;
      if (type) logo = `data:${type};base64,${bytes.toString('base64')}`;
    } catch { /* a missing file: the name alone */ }
  }
  return { organizationName: of.organizationName, logo, contact: await contactOf(ctx, of.leadId, of.fallbackUserId) };
}
