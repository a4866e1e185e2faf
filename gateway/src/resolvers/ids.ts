import { createGraphQLError } from 'graphql-yoga';

/** Relay global ids: base64url of "Type:databaseId", opaque to clients. */
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString('base64url');
}

/** The words of a refused id (gateway/test imports them). A long id is shortened in the message. */
export const ID_MESSAGES = {
  invalid: (globalId: string) => `Invalid id "${globalId.length > 64 ? `${globalId.slice(0, 64)}…` : globalId}".`,
  otherType: (type: string) => `Expected an id of a ${type}.`,
};

/** A refused id argument: BAD_USER_INPUT, naming the argument when the caller says which. */
export const refusedId = (message: string, argument?: string) =>
  createGraphQLError(argument ? `${argument}: ${message}` : message, { extensions: { code: 'BAD_USER_INPUT', ...(argument ? { argument } : {}) } });

/** What a global id decodes to: a type name, a colon and a database id (1 or more, no sign, no leading zero). */
const DECODED = /^([A-Z][A-Za-z]{0,63}):([1-9][0-9]{0,15})$/;

/**
 * The type and database id of a global id, or BAD_USER_INPUT when it is not one the gateway wrote:
 * exactly toGlobalId's text (unpadded base64url of `Type:N`, N a safe positive integer), so
 * `Lead:7:x`, `Lead: 7`, `Lead:0x7`, `Lead:1e3`, padding, standard base64 or stray characters
 * (which Buffer's decoder skips) are malformed, not read as some other id.
 */
export function fromGlobalId(globalId: string, argument?: string): { type: string; id: number } {
  const match = typeof globalId === 'string' && globalId.length <= 120 ? DECODED.exec(Buffer.from(globalId, 'base64url').toString()) : null;
  const id = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(id) || toGlobalId(match[1], id) !== globalId) throw refusedId(ID_MESSAGES.invalid(String(globalId)), argument);
  return { type: match[1], id };
}

/** The database id of a global id that must name a `type` (`argument`, when given, is named in the error). */
export function idOf(globalId: string, type: string, argument?: string): number {
  const parsed = fromGlobalId(globalId, argument);
  if (parsed.type !== type) throw refusedId(ID_MESSAGES.otherType(type), argument);
  return parsed.id;
}

/**
 * An optional id argument: null or absent is no id (undefined); anything else, the empty string
 * included, must be an id of `type`. (A truthiness test let `""` through as "no filter".)
 */
export function optionalIdOf(globalId: string | null | undefined, type: string, argument?: string): number | undefined {
  return globalId == null ? undefined : idOf(globalId, type, argument);
}
