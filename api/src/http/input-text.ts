import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../messages.js';
import { badRequest, DETAIL, notFound } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its input without a schema and refuses bad text itself (the signing page). */
    checksOwnText?: boolean;
    /** The detail of the 404 when a path parameter cannot name anything (default DETAIL.notFound). */
    notFoundDetail?: string;
  }
}

/**
 * Text no route can keep: U+0000 (PostgreSQL refuses it in text and jsonb, so it used to end in a
 * 500) and UTF-16 surrogates without their pair (they cannot be encoded as UTF-8: stored as U+FFFD,
 * or refused in jsonb).
 */
const FORBIDDEN_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenText = (text: string) => FORBIDDEN_TEXT.test(text);

/**
 * One line a person typed (a signer's or accepter's name, an e-mail address): no control character
 * at all (CR/LF included: it may end in a mail header or an audit line) and no lone surrogate.
 */
export const isPrintableText = (text: string) =>
  !/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** Objects and arrays as parsers make them (a query string's object has a prototype of its own); not bytes. */
const isWalkable = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);

/**
 * The dotted paths ("customer.first_name", "utility_bills.1") of the strings, and of the object
 * keys, that hold forbidden text. Iterative, so no nesting depth can overflow the stack. An
 * uploaded file's record is an object too: its filename is checked; a Buffer is not entered.
 */
export function forbiddenTextPaths(root: unknown): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenText(value)) found.push(path || 'non_field_errors');
    } else if (isWalkable(value)) {
      for (const [key, child] of Object.entries(value)) {
        // A key that cannot be written names no field: the object holding it is refused.
        if (hasForbiddenText(key)) found.push(path || 'non_field_errors');
        else stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return [...new Set(found)];
}

/**
 * Refuses forbidden text anywhere in what a route receives, for every route at once: the body
 * (JSON, form or multipart, files' names included) and the query string answer 400 naming each
 * field; a path parameter that holds it names nothing, so 404. Registered after the multipart
 * parser (uploads.ts), so multipart fields are checked like JSON ones.
 */
export function registerTextChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.checksOwnText) return;
    if (forbiddenTextPaths(request.params).length) throw notFound(request.routeOptions.config?.notFoundDetail ?? DETAIL.notFound);
    const paths = [...forbiddenTextPaths(request.query), ...forbiddenTextPaths(request.body)];
    if (paths.length) throw badRequest(Object.fromEntries(paths.map((path) => [path, MESSAGES.textNotAllowed])));
  });
}
