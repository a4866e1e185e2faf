import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';
import { FINITE_KEYWORD, numberTextProblems } from './validation.js';

/** The range of PostgreSQL's integer (int4), which every integer column and id of the api uses. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/**
 * FINITE_KEYWORD (validation.ts) is the ajv keyword every integer and number of a request schema
 * carries (its value: 'integer' or 'number'): the value after type coercion must be finite. ajv coerces the text "Infinity",
 * "-Infinity" or "1e999" (a query parameter, a path id, a multipart field, a string in JSON) to
 * Infinity and then skips minimum and maximum for it, so without this an integer schema with
 * bounds let Infinity through to PostgreSQL (a 500, issue 24). The `x-` name keeps the OpenAPI
 * document valid.
 */
export { FINITE_KEYWORD };

type Schema = Record<string, any>;

const hasType = (schema: Schema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/**
 * Gives every integer of a request schema without its own bounds the int4 range, so a value
 * PostgreSQL cannot take (page=2147483648, organization=1e300, an id of 11 digits) is a 400
 * naming its field instead of a database error (500), and every integer and number the
 * FINITE_KEYWORD (Infinity, NaN: issue 24). Changes the schema in place; iterative.
 */
export function boundIntegers(root: unknown) {
  const stack: unknown[] = [root];
  const seen = new Set<unknown>();
  while (stack.length) {
    const schema = stack.pop();
    if (!schema || typeof schema !== 'object' || seen.has(schema)) continue;
    seen.add(schema);
    const s = schema as Schema;
    if (hasType(s, 'integer')) {
      if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = INT_MAX;
      if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = INT_MIN;
    }
    const numeric = hasType(s, 'integer') ? 'integer' : hasType(s, 'number') ? 'number' : undefined;
    if (numeric) s[FINITE_KEYWORD] = numeric;
    if (s.properties && typeof s.properties === 'object') stack.push(...Object.values(s.properties));
    if (s.patternProperties && typeof s.patternProperties === 'object') stack.push(...Object.values(s.patternProperties));
    for (const key of ['items', 'additionalProperties', 'not', 'then', 'else', 'if']) if (typeof s[key] === 'object') stack.push(s[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) if (Array.isArray(s[key])) stack.push(...s[key]);
    if (Array.isArray(s.items)) stack.push(...s.items);
  }
}

/** What the api's ajv needs of an ajv instance (ajv is fastify's, not a dependency of ours). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
interface AjvLike { addKeyword: (...args: any[]) => unknown }

/**
 * Ajv plugin (app.ts: `ajv.plugins`) defining FINITE_KEYWORD. The keyword has no type of its own,
 * so ajv runs it after coercion and also where it skips the numeric keywords (non-finite data).
 */
export function finiteNumbers<T extends AjvLike>(ajv: T): T {
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    schemaType: 'string',
    errors: true,
    validate: function finite(type: string, data: unknown): boolean {
      if (typeof data !== 'number' || Number.isFinite(data)) return true;
      (finite as unknown as { errors: unknown[] }).errors = [{ keyword: FINITE_KEYWORD, params: { type }, message: `must be a finite ${type}` }];
      return false;
    },
  });
  return ajv;
}

/**
 * Applies boundIntegers to what every route (registered after this) receives: body, query,
 * params, headers; and refuses, before validation, number fields written as text no person
 * writes for a number ("0x10", "Infinity", "NaN", "1e999": validation.ts numberTextProblems),
 * which ajv's coercion would turn into 16 or Infinity.
 */
export function registerInputBounds(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    for (const part of ['body', 'querystring', 'params', 'headers']) boundIntegers(schema[part]);
  });
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as Schema | undefined;
    if (!schema) return;
    const problems = {
      ...numberTextProblems(schema.params, request.params),
      ...numberTextProblems(schema.querystring, request.query),
      ...numberTextProblems(schema.body, request.body),
      ...numberTextProblems(schema.headers, request.headers),
    };
    if (Object.keys(problems).length) throw badRequest(problems);
  });
}
