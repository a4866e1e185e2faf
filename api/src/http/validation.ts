import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { MESSAGES } from '../messages.js';
import { EMAIL_PATTERN, PHONE_PATTERN } from './formats.js';

/** The ajv keyword of every integer and number of a request schema: finite after coercion (input-bounds.ts). */
export const FINITE_KEYWORD = 'x-finite';

/** Field name of an ajv error, dotted for nested values ("customer.first_name"). */
function fieldOf(error: FastifySchemaValidationError): string {
  const path = (error.instancePath || '').split('/').filter(Boolean);
  const params = error.params as Record<string, any>;
  if (error.keyword === 'required' && params.missingProperty) path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties' && params.additionalProperty) path.push(String(params.additionalProperty));
  return path.join('.') || 'non_field_errors';
}

/** A message a person can act on, in DRF's wording where DRF has one. */
function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, any>;
  switch (error.keyword) {
    case 'required': return 'This field is required.';
    case 'type': {
      const type = String(params.type).split(',')[0];
      if (type === 'integer') return MESSAGES.integerInvalid;
      if (type === 'number') return MESSAGES.numberInvalid;
      if (type === 'boolean') return 'Must be a valid boolean.';
      if (type === 'string') return 'Not a valid string.';
      if (type === 'array') return 'Expected a list of items.';
      if (type === 'object') return 'Expected an object.';
      if (type === 'null') return 'This field must be null.';
      return `Must be of type ${type}.`;
    }
    // Infinity or NaN after coercion (input-bounds.ts): the type's own message.
    case FINITE_KEYWORD: return params.type === 'integer' ? MESSAGES.integerInvalid : MESSAGES.numberInvalid;
    case 'maxLength': return `Ensure this field has no more than ${params.limit} characters.`;
    case 'minLength': return params.limit === 1 ? 'This field may not be blank.' : `Ensure this field has at least ${params.limit} characters.`;
    case 'maximum': return `Ensure this value is less than or equal to ${params.limit}.`;
    case 'minimum': return `Ensure this value is greater than or equal to ${params.limit}.`;
    case 'enum': return `"${String((error as any).data ?? '')}" is not a valid choice.`.replace('"" is', 'Value is');
    case 'anyOf': case 'oneOf': return 'Invalid value.';
    case 'format': return params.format === 'date' ? 'Date has wrong format. Use YYYY-MM-DD.' : `Enter a valid ${params.format}.`;
    case 'pattern':
      if (params.pattern === EMAIL_PATTERN) return MESSAGES.emailFormat;
      if (params.pattern === PHONE_PATTERN) return MESSAGES.phoneFormat;
      return 'Invalid format.';
    case 'maxItems': return `Ensure this field has no more than ${params.limit} elements.`;
    case 'minItems': return `Ensure this field has at least ${params.limit} elements.`;
    case 'additionalProperties': return 'Unknown field.';
    default: return error.message || 'Invalid value.';
  }
}

/** Turns ajv's errors into DRF's 400 body; the first message for a field wins (anyOf branches repeat). */
export function validationBody(errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  // anyOf reports each branch's failure and then its own; keep the most specific message per field.
  for (const error of errors) {
    const field = fieldOf(error);
    const message = messageOf(error);
    if (!body[field]) body[field] = [message];
  }
  return body;
}

type JsonSchema = { type?: unknown; nullable?: boolean; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; enum?: unknown[]; const?: unknown; properties?: Record<string, JsonSchema>; items?: JsonSchema | JsonSchema[] };

/** Whether a schema takes null; a schema that says nothing about types takes anything. */
function acceptsNull(schema: JsonSchema): boolean {
  const { type } = schema;
  if (type === 'null' || (Array.isArray(type) && type.includes('null')) || schema.nullable === true) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some(acceptsNull);
  if (schema.enum) return schema.enum.includes(null);
  return type === undefined && schema.const === undefined;
}

/**
 * The nulls a JSON body sends where its schema takes none, as DRF's 400 body ("customer.phone":
 * ["This field may not be null."]). Checked before validation because ajv's type coercion (needed
 * for query strings and multipart fields) would otherwise turn such a null into 0, '' or false and
 * store it as if the person had typed that.
 */
export function nullProblems(schema: unknown, body: unknown, path: string[] = []): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const properties = (schema as JsonSchema | undefined)?.properties;
  if (!properties || body === null || typeof body !== 'object' || Array.isArray(body)) return problems;
  for (const [key, value] of Object.entries(body)) {
    const property = properties[key];
    if (!property) continue;
    if (value === null) {
      if (!acceptsNull(property)) problems[[...path, key].join('.')] = [MESSAGES.notNull];
    } else Object.assign(problems, nullProblems(property, value, [...path, key]));
  }
  return problems;
}

const hasType = (schema: JsonSchema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** 'integer' or 'number' for a schema that takes one and no string (a union: only numbers and null), else undefined. */
export function numericTypeOf(schema: JsonSchema): 'integer' | 'number' | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const types = branches.filter((b) => b.type !== 'null').map(numericTypeOf);
    return types.length && types.every(Boolean) ? types[0] : undefined;
  }
  if (hasType(schema, 'string')) return undefined;
  return hasType(schema, 'integer') ? 'integer' : hasType(schema, 'number') ? 'number' : undefined;
}

/** A number as people write one: decimal digits, an optional sign, point and exponent, spaces around. */
const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * The number fields sent as text that ajv's type coercion would turn into a number the person did
 * not write, as DRF's 400 body ("page": ["A valid integer is required."]): "Infinity", "-1e999"
 * (coerced to Infinity, which skips minimum and maximum: a 500 from PostgreSQL, issue 24), and
 * "0x10", "0b1", "0o7" (coerced to 16, 1, 7: another lead than the one named). Text ajv would not
 * coerce ("NaN", "abc", "") is left to its type check. Query strings, path parameters and
 * multipart fields are all text; a JSON body may send text too.
 */
export function numberTextProblems(schema: unknown, value: unknown): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const visit = (s: JsonSchema | undefined, v: unknown, path: string[]) => {
    if (!s || typeof s !== 'object' || v === undefined || v === null) return;
    const numeric = numericTypeOf(s);
    if (numeric) {
      // coerceTypes 'array' unwraps a one-item list (?id=a given as [a]).
      const text = Array.isArray(v) && v.length === 1 ? v[0] : v;
      // eslint-disable-next-line eqeqeq
      if (typeof text === 'string' && text.trim() !== '' && text == (+text as unknown) && (!DECIMAL.test(text) || !Number.isFinite(+text)))
        problems[path.join('.') || 'non_field_errors'] = [numeric === 'integer' ? MESSAGES.integerInvalid : MESSAGES.numberInvalid];
      return;
    }
    const branches = s.anyOf ?? s.oneOf;
    if (branches) {
      for (const branch of branches) if (hasType(branch, 'object') || hasType(branch, 'array') || branch.properties) visit(branch, v, path);
      return;
    }
    if (hasType(s, 'array') && s.items && !Array.isArray(s.items)) {
      // A scalar where a list goes is a list of one (coerceTypes 'array': ?ids=1).
      if (Array.isArray(v)) v.forEach((item, i) => visit(s.items as JsonSchema, item, [...path, String(i)]));
      else if (typeof v !== 'object') visit(s.items as JsonSchema, v, [...path, '0']);
      return;
    }
    if (s.properties && typeof v === 'object' && !Array.isArray(v)) {
      for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
        if (Object.prototype.hasOwnProperty.call(s.properties, key)) visit(s.properties[key], item, [...path, key]);
      }
    }
  };
  visit(schema as JsonSchema | undefined, value, []);
  return problems;
}
