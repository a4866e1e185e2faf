import { fieldErrors, isUpstreamError, type FieldError } from '../rest/errors.js';

/**
 * Runs a mutation; a 400 from the api (Django-style field errors) becomes `userErrors` in the
 * payload, which forms show beside their fields. Any other error stays a GraphQL error.
 */
export async function withUserErrors<T extends object>(run: () => Promise<T>): Promise<T & { userErrors: FieldError[] } | { userErrors: FieldError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    if (isUpstreamError(error, 400)) return { userErrors: fieldErrors(error.upstreamBody) };
    throw error;
  }
}

/** camelCase GraphQL input keys to the api's snake_case, dropping undefined values. */
export function snakeKeys(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  return out;
}
