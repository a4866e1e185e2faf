import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { MESSAGES } from '../messages.js';
import { EMAIL_PATTERN, PHONE_PATTERN } from './formats.js';

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
      if (type === 'integer') return 'A valid integer is required.';
      if (type === 'number') return 'A valid number is required.';
      if (type === 'boolean') return 'Must be a valid boolean.';
      if (type === 'string') return 'Not a valid string.';
      if (type === 'array') return 'Expected a list of items.';
      if (type === 'object') return 'Expected an object.';
      if (type === 'null') return 'This field must be null.';
      return `Must be of type ${type}.`;
    }
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

type JsonSchema = { type?: unknown; nullable?: boolean; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; enum?: unknown[]; const?: unknown; properties?: Record<string, JsonSchema> };

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
