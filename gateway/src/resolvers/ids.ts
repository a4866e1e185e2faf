import { createGraphQLError } from 'graphql-yoga';

/** Relay global ids: base64url of "Type:databaseId", opaque to clients. */
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString('base64url');
}

/** A refused id argument: BAD_USER_INPUT, naming the argument when the caller says which. */
const refusedId = (message: string, argument?: string) =>
  createGraphQLError(argument ? `${argument}: ${message}` : message, { extensions: { code: 'BAD_USER_INPUT', ...(argument ? { argument } : {}) } });

export function fromGlobalId(globalId: string, argument?: string): { type: string; id: number } {
  const decoded = Buffer.from(globalId, 'base64url').toString();
  const [type, raw] = decoded.split(':');
  const id = Number(raw);
  if (!type || !Number.isInteger(id) || id < 1) throw refusedId(`Invalid id "${globalId}".`, argument);
  return { type, id };
}

/** The database id of a global id that must name a `type` (`argument`, when given, is named in the error). */
export function idOf(globalId: string, type: string, argument?: string): number {
  const parsed = fromGlobalId(globalId, argument);
  if (parsed.type !== type) throw refusedId(`Expected an id of a ${type}.`, argument);
  return parsed.id;
}
