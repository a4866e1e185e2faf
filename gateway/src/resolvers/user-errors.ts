import type { GraphQLArgument, GraphQLInputObjectType, GraphQLInputType } from 'graphql';
import { bodyMessages, fieldErrors, isUpstreamError, type UpstreamError } from '../rest/errors.js';

/**
 * The one error channel of mutations (README, "Errors: what a client meets"): every failure a
 * client can expect comes back in the payload's `userErrors`, with a stable code; top-level errors
 * are left for the unexpected (5xx, api down) and for authentication (401).
 */
export const USER_ERROR_CODES = [
  'INVALID_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'RATE_LIMITED', 'EXPIRED_LINK', 'TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE',
] as const;
export type UserErrorCode = (typeof USER_ERROR_CODES)[number];

/** The api statuses a client can expect, and their codes; any other status stays a top-level error. */
export const CODE_OF_STATUS: Readonly<Record<number, UserErrorCode>> = {
  400: 'INVALID_INPUT', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'RATE_LIMITED',
};

/**
 * A userError as the client gets it: `field` is the GraphQL input path (dotted, camelCase), null for
 * the whole input; a RATE_LIMITED one says in `retryAfter` the seconds until a retry can succeed.
 */
export interface UserError { field: string | null; messages: string[]; code: UserErrorCode; retryAfter?: number | null }

/** A userError still in the api's words: the channel turns `restField` into the GraphQL input path. */
export interface ApiUserError { restField: string | null; messages: string[]; code: UserErrorCode; retryAfter?: number | null }

export type PayloadError = UserError | ApiUserError;

/** An api answer the payload reports (400, 403, 404, 409, 413, 415, 429). */
export const isExpectedFailure = (error: unknown): error is UpstreamError =>
  isUpstreamError(error) && Object.hasOwn(CODE_OF_STATUS, error.upstreamStatus);

/** An expected api failure as userErrors: a 400's fields one by one, any other status one error for the whole input. */
export function apiUserErrors(error: UpstreamError): ApiUserError[] {
  const code = CODE_OF_STATUS[error.upstreamStatus];
  if (error.upstreamStatus === 400) return fieldErrors(error.upstreamBody).map((e) => ({ ...e, code }));
  const body = error.upstreamBody as { detail?: unknown } | null;
  // The api's own text when it gives one ('Too many failed sign-in attempts…'), else §8's ('404 The requested…').
  const detail = body && typeof body === 'object' && typeof body.detail === 'string' && body.detail ? body.detail : null;
  return [{ restField: null, messages: [detail ?? error.message], code, ...(code === 'RATE_LIMITED' ? { retryAfter: error.retryAfter ?? null } : {}) }];
}

/** How one mutation's api fields sit in its GraphQL input where the generic rule cannot tell. */
export interface FieldRule {
  /**
   * REST field (or dotted prefix) → GraphQL input path (or prefix); several: the first whose type
   * holds the rest of the path (the api's `values` are the input's pricing, pace or raw values);
   * null: no argument holds it.
   */
  fields?: Record<string, string | string[] | null>;
  /** Input paths to look under when nothing else holds a field (the api checks pricing values by their bare names). */
  fallback?: string[];
  /** A last word on each error (resetPassword: any token error is an expired link). */
  refine?: (error: UserError) => UserError;
}

// Types are told apart by shape, not with graphql's isListType & co: the schema may come from
// another copy of graphql (Yoga's ESM build), and those helpers refuse it ("another realm").
const nullable = (type: GraphQLInputType): GraphQLInputType => (String(type).endsWith('!') ? (type as { ofType: GraphQLInputType }).ofType : type);
const isList = (type: GraphQLInputType): type is GraphQLInputType & { ofType: GraphQLInputType } => String(type).startsWith('[');
const isInputObject = (type: GraphQLInputType): type is GraphQLInputObjectType => typeof (type as { getFields?: unknown }).getFields === 'function';
const named = (type: GraphQLInputType): GraphQLInputType => ('ofType' in type ? named((type as { ofType: GraphQLInputType }).ofType) : type);

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const INDEX = /^\d+$/;

/**
 * Where `segments` (the api's dotted path) land in a GraphQL input type: snake_case becomes
 * camelCase, an api id field `lead` is the input's `leadId`, list indexes stay, and inside a JSON
 * scalar the rest of the path is the client's own keys. undefined when the type has no such place.
 */
function pathInType(type: GraphQLInputType, segments: string[]): string[] | undefined {
  if (!segments.length) return [];
  const [head, ...rest] = segments;
  const inner = nullable(type);
  if (isList(inner)) {
    if (!INDEX.test(head)) return undefined;
    const tail = pathInType(inner.ofType, rest);
    return tail && [head, ...tail];
  }
  if (String(inner) === 'JSON') return segments;
  if (!isInputObject(inner)) return undefined;
  const fields = inner.getFields();
  for (const name of [camel(head), `${camel(head)}Id`]) {
    if (!Object.hasOwn(fields, name)) continue;
    const tail = pathInType(fields[name].type, rest);
    if (tail) return [name, ...tail];
  }
  return undefined;
}

/** The type at a GraphQL input path of the mutation's arguments (`input.pricing`). */
function typeAt(args: readonly GraphQLArgument[], graphqlPath: string): GraphQLInputType | undefined {
  const [argName, ...inside] = graphqlPath.split('.');
  let type: GraphQLInputType | undefined = args.find((a) => a.name === argName)?.type;
  for (const key of inside) {
    const object = type && named(type);
    type = object && isInputObject(object) && Object.hasOwn(object.getFields(), key) ? object.getFields()[key].type : undefined;
  }
  return type;
}

/** The api's path below the first candidate prefix whose type holds it. */
function pathUnder(args: readonly GraphQLArgument[], prefixes: string[], restTail: string[]): string | undefined {
  for (const prefix of prefixes) {
    const type = typeAt(args, prefix);
    const tail = type && pathInType(type, restTail);
    if (tail) return [prefix, ...tail].join('.');
  }
  return undefined;
}

/** As pathUnder; else below the first prefix, camelCased. */
const pathBelow = (args: readonly GraphQLArgument[], prefixes: string[], restTail: string[]) =>
  pathUnder(args, prefixes, restTail) ?? [prefixes[0], ...restTail.map(camel)].join('.');

/**
 * The GraphQL input path of an api field (`customer.first_name` → `input.customer.firstName`):
 * first the mutation's explicit rule, then an argument of that name (`token`), then a field of an
 * input object argument (`input.email`). null for the whole input (`non_field_errors`, `detail`);
 * undefined when no argument holds the field.
 */
export function graphqlPath(restField: string | null, args: readonly GraphQLArgument[], rule: FieldRule = {}): string | null | undefined {
  if (restField === null || restField === 'non_field_errors' || restField === 'detail') return null;
  const segments = restField.split('.');
  for (let n = segments.length; n > 0; n--) {
    const prefix = segments.slice(0, n).join('.');
    if (rule.fields && Object.hasOwn(rule.fields, prefix)) {
      const target = rule.fields[prefix];
      return target === null ? undefined : pathBelow(args, typeof target === 'string' ? [target] : target, segments.slice(n));
    }
  }
  for (const arg of args) {
    const [head, ...rest] = segments;
    if (arg.name !== camel(head) && arg.name !== `${camel(head)}Id`) continue;
    const tail = pathInType(arg.type, rest);
    if (tail) return [arg.name, ...tail].join('.');
  }
  for (const arg of args) {
    if (!isInputObject(nullable(arg.type))) continue;
    const inside = pathInType(arg.type, segments);
    if (inside) return [arg.name, ...inside].join('.');
  }
  return rule.fallback ? pathUnder(args, rule.fallback, segments) : undefined;
}

/** One payload error in the client's terms; an api field no argument holds becomes §8's 'Field name: values' line on the whole input. */
export function toUserError(error: PayloadError, args: readonly GraphQLArgument[], rule: FieldRule = {}): UserError {
  let out: UserError;
  if (!('restField' in error)) out = error;
  else {
    const field = graphqlPath(error.restField, args, rule);
    const retry = error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {};
    out = field === undefined
      ? { field: null, messages: bodyMessages({ [error.restField!]: error.messages }), code: error.code, ...retry }
      : { field, messages: error.messages, code: error.code, ...retry };
  }
  return rule.refine ? rule.refine(out) : out;
}
