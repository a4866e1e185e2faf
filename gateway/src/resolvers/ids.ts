import { createGraphQLError } from 'graphql-yoga';

/** Relay global ids: base64url of "Type:databaseId", opaque to clients. */
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString('base64url');
}

export function fromGlobalId(globalId: string): { type: string; id: number } {
  const decoded = Buffer.from(globalId, 'base64url').toString();
  const [type, raw] = decoded.split(':');
  const id = Number(raw);
  if (!type || !Number.isInteger(id) || id < 1) throw createGraphQLError(`Invalid id "${globalId}".`, { extensions: { code: 'BAD_USER_INPUT' } });
  return { type, id };
}

/** The database id of a global id that must name a `type`. */
export function idOf(globalId: string, type: string): number {
  const parsed = fromGlobalId(globalId);
  if (parsed.type !== type) throw createGraphQLError(`Expected an id of a ${type}.`, { extensions: { code: 'BAD_USER_INPUT' } });
  return parsed.id;
}
