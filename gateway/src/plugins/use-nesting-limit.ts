import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

/** Brackets open at once in a document: far above any real operation (graphql-armor allows fields 12 deep). */
export const MAX_NESTING = 100;
export const TOO_DEEP = `The operation nests more than ${MAX_NESTING} levels of brackets.`;

/**
 * How deep `{`, `(` and `[` nest in a GraphQL source, strings and comments skipped; stops counting
 * past `limit`. A loop, not a parser: it must not recurse on what it guards against.
 */
export function nestingDepth(source: string, limit = MAX_NESTING): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < source.length && max <= limit; i++) {
    const c = source[i];
    if (c === '#') { while (i < source.length && source[i] !== '\n') i++; continue; }
    if (c === '"') {
      if (source.startsWith('"""', i)) {
        let end = source.indexOf('"""', i + 3);
        while (end > 0 && source[end - 1] === '\\') end = source.indexOf('"""', end + 3); // \""" is an escaped quote
        i = end < 0 ? source.length : end + 2;
        continue;
      }
      for (i++; i < source.length && source[i] !== '"' && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '{' || c === '(' || c === '[') max = Math.max(max, ++depth);
    else if (c === '}' || c === ')' || c === ']') depth = Math.max(0, depth - 1);
  }
  return max;
}

/**
 * graphql-js parses recursively: a document of a few thousand nested `{ a` overflowed the stack
 * while parsing (RangeError: an HTTP 500) before any depth or token limit could refuse it. Such a
 * document is refused before it is parsed, as a syntax error (400).
 */
export function useNestingLimit(limit = MAX_NESTING): Plugin {
  // Sources already found shallow enough: the same operation text is not scanned again.
  const passed = new LRUCache<string, true>({ max: 1000, maxSize: 8_000_000, sizeCalculation: (_, source) => source.length || 1 });
  return {
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (passed.has(source)) return;
      if (nestingDepth(source, limit) <= limit) { passed.set(source, true); return; }
      throw createGraphQLError(TOO_DEEP, { extensions: { code: 'GRAPHQL_PARSE_FAILED', http: { status: 400 } } });
    },
  };
}
