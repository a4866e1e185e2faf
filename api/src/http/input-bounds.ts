import type { FastifyInstance } from 'fastify';

/** The range of PostgreSQL's integer (int4), which every integer column and id of the api uses. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

type Schema = Record<string, any>;

const isInteger = (schema: Schema) => schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

/**
 * Gives every integer of a request schema without its own bounds the int4 range, so a value
 * PostgreSQL cannot take (page=2147483648, organization=1e300, an id of 11 digits) is a 400
 * naming its field instead of a database error (500). Changes the schema in place; iterative.
 */
export function boundIntegers(root: unknown) {
  const stack: unknown[] = [root];
  const seen = new Set<unknown>();
  while (stack.length) {
    const schema = stack.pop();
    if (!schema || typeof schema !== 'object' || seen.has(schema)) continue;
    seen.add(schema);
    const s = schema as Schema;
    if (isInteger(s)) {
      if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = INT_MAX;
      if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = INT_MIN;
    }
    if (s.properties && typeof s.properties === 'object') stack.push(...Object.values(s.properties));
    if (s.patternProperties && typeof s.patternProperties === 'object') stack.push(...Object.values(s.patternProperties));
    for (const key of ['items', 'additionalProperties', 'not', 'then', 'else', 'if']) if (typeof s[key] === 'object') stack.push(s[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) if (Array.isArray(s[key])) stack.push(...s[key]);
    if (Array.isArray(s.items)) stack.push(...s.items);
  }
}

/** Applies boundIntegers to what every route (registered after this) receives: body, query, params, headers. */
export function registerInputBounds(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    for (const part of ['body', 'querystring', 'params', 'headers']) boundIntegers(schema[part]);
  });
}
