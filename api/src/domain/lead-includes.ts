import type { AuthUser } from '../auth/users.js';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { handoffAnswer } from './handoff.js';
import { leadFor } from './lead-access.js';
import { leadEconomics } from './site-economics.js';

/**
 * Issue 28: GET /lead/{id}/?include=economics,handoff answers the lead with what the lead page also
 * shows, so the gateway makes one call instead of three. Without `include` the lead keeps the
 * spec's shape. Each embedded answer is exactly what its own route answers the same caller
 * (GET /lead/{id}/economics/, GET /handoff/{lead}/), read after the lead itself was allowed.
 */
export const LEAD_INCLUDES = ['economics', 'handoff'] as const;
export type LeadInclude = (typeof LEAD_INCLUDES)[number];

/** The include parameter's names (comma-separated, repeats allowed); an unknown one is a 400 on `include`. */
export function leadIncludesOf(value: string | undefined): Set<LeadInclude> {
  const names = new Set<LeadInclude>();
  if (value === undefined) return names;
  for (const name of value.split(',').map((n) => n.trim())) {
    if (!(LEAD_INCLUDES as readonly string[]).includes(name)) throw badRequest({ include: `"${name}" is not a valid choice.`.replace('"" is', 'Value is') });
    names.add(name as LeadInclude);
  }
  return names;
}

/** The included answers for a lead the caller may read (leadJson has already said so). */
export async function leadIncluded(ctx: ApiContext, db: Queryable, user: AuthUser, leadId: number, includes: Set<LeadInclude>) {
  const extra: { economics?: ReturnType<typeof leadEconomics>; handoff?: Awaited<ReturnType<typeof handoffAnswer>> } = {};
  if (includes.has('economics')) extra.economics = leadEconomics(await leadFor(db, user, leadId, 'read'));
  if (includes.has('handoff')) extra.handoff = await handoffAnswer(db, user, leadId, (path) => ctx.media.signedUrl(path));
  return extra;
}
