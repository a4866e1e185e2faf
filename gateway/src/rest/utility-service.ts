import { request } from 'undici';
import type { GatewayConfig } from '../config.js';

/**
 * The UtilityAPI-compatible utility data service (UTILITY_API_URL, UTILITY_API_KEY). It may live on
 * another origin than the api, so it goes through undici's `request` (the global dispatcher), not
 * the api Pool. Its key stays in the gateway; the browser never sees it.
 */
export interface UtilityExport { link: string; name: string }

/** Why an import cannot go on; resolvers turn it into §8's 'Some error has occurred. Please try again.'. */
export class UtilityServiceError extends Error {}

interface Authorization { exports_list?: Array<{ link?: unknown; name?: unknown }> }

/**
 * Every export file {link, name} of the authorizations of a referral code, in the service's order.
 * Which file is a utility bill ('Bills: all meters [csv]') the api decides from the name.
 */
export async function utilityExports(config: GatewayConfig, referral: string): Promise<UtilityExport[]> {
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
      throw new UtilityServiceError(`utility service answered ${response.statusCode}`);
    }
    body = (await response.body.json()) as typeof body;
  } catch (error) {
    if (error instanceof UtilityServiceError) throw error;
    throw new UtilityServiceError(`utility service unreachable: ${(error as Error).message}`);
  }
  const exports: UtilityExport[] = [];
  for (const auth of Array.isArray(body?.authorizations) ? body.authorizations : []) {
    for (const item of Array.isArray(auth?.exports_list) ? auth.exports_list : []) {
      if (typeof item?.link === 'string' && typeof item?.name === 'string') exports.push({ link: item.link, name: item.name });
    }
  }
  if (!exports.length) throw new UtilityServiceError('no authorizations (or no export files) for this referral');
  return exports;
}
