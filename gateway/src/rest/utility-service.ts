import { request } from 'undici';
import type { GatewayConfig } from '../config.js';
import { hasUnusableText } from './client.js';

/**
 * The UtilityAPI-compatible utility data service (UTILITY_API_URL, UTILITY_API_KEY). It may live on
 * another origin than the api, so it goes through undici's `request` (the global dispatcher), not
 * the api Pool. Its key stays in the gateway; the browser never sees it.
 */
export interface UtilityExport { link: string; name: string }

/**
 * Why an import cannot go on; resolvers turn it into §8's 'Some error has occurred. Please try again.'.
 * `status` is the service's answer when it gave one (none: unreachable or unreadable).
 */
export class UtilityServiceError extends Error {
  constructor(message: string, readonly status: number | null = null) { super(message); }
}

/** The service knows no authorization for the referral code (or the code cannot be one): 'Referral code … was not found.'. */
export class UnknownReferralError extends UtilityServiceError {}


interface Authorization { exports_list?: Array<{ link?: unknown; name?: unknown }> }

/**
 * Every export file {link, name} of the authorizations of a referral code, in the service's order.
 * Which file is a utility bill ('Bills: all meters [csv]') the api decides from the name.
 */
export async function utilityExports(config: GatewayConfig, referral: string): Promise<UtilityExport[]> {
  // encodeURIComponent throws on a lone surrogate; no referral code holds one.
  if (!referral.trim() || hasUnusableText(referral)) throw new UnknownReferralError('not a referral code');
  // UtilityAPI lists meters and export files only when asked to include them.
  const url = `${config.utilityApiUrl}/authorizations?referrals=${encodeURIComponent(referral.trim())}&include=meters,exports_list`;
  let body: { authorizations?: Authorization[] };
  try {
    const response = await request(url, {
      method: 'GET',
      headers: { authorization: `Bearer ${config.utilityApiKey}`, accept: 'application/json' },
      headersTimeout: config.apiTimeoutMs, bodyTimeout: config.apiTimeoutMs,
    });
    if (response.statusCode >= 400) {
      await response.body.dump();
      throw new UtilityServiceError(`utility service answered ${response.statusCode}`, response.statusCode);
    }
    body = (await response.body.json()) as typeof body;
  } catch (error) {
    if (error instanceof UtilityServiceError) throw error;
    throw new UtilityServiceError(`utility service unreachable: ${(error as Error).message}`);
  }
  const authorizations = Array.isArray(body?.authorizations) ? body.authorizations : [];
  if (!authorizations.length) throw new UnknownReferralError('no authorizations for this referral');
  const exports: UtilityExport[] = [];
  for (const auth of authorizations) {
    for (const item of Array.isArray(auth?.exports_list) ? auth.exports_list : []) {
      if (typeof item?.link === 'string' && typeof item?.name === 'string') exports.push({ link: item.link, name: item.name });
    }
  }
  if (!exports.length) throw new UtilityServiceError('no export files for this referral');
  return exports;
}
