import { apiUserErrors, isExpectedFailure, type PayloadError } from './user-errors.js';

/**
 * Runs a mutation; an expected api failure (400 field errors, 403, 404, 409, 413, 415, 429)
 * becomes the payload's `userErrors`, which forms show beside their fields (the error channel,
 * error-channel.ts, turns the api's field names into GraphQL input paths). Anything else stays a
 * top-level GraphQL error.
 */
export async function withUserErrors<T extends object>(run: () => Promise<T>): Promise<T & { userErrors: PayloadError[] } | { userErrors: PayloadError[] }> {
  try {
    return { ...(await run()), userErrors: [] };
  } catch (error) {
    if (isExpectedFailure(error)) return { userErrors: apiUserErrors(error) };
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
