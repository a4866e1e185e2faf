import { Lexer, Source, TokenKind } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { OPERATION_LIMITS, QUERY_TOO_COMPLEX } from './use-operation-limits.js';

/** Brackets open at once in a document: far above any real operation (graphql-armor allows fields 12 deep). */
export const MAX_NESTING = 100;
export const TOO_DEEP = `The operation nests more than ${MAX_NESTING} levels of brackets.`;
export const TOO_MANY_TOKENS = (max: number) => `Token limit of ${max} exceeded.`;

/**
 * The tokens of a GraphQL source (comments and the end not counted, as graphql-armor counted them),
 * stopping past `limit`; a source the lexer refuses counts what came before (the parser words that error).
 */
export function tokenCount(source: string, limit: number): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  try {
    while (count <= limit && lexer.advance().kind !== TokenKind.EOF) count++;
  } catch { /* a syntax error: the parser reports it */ }
  return count;
}

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
 * document, or one of more than `maxTokens` tokens, is refused before it is parsed, as
 * QUERY_TOO_COMPLEX (400) like the other limits. (The token limit was graphql-armor's, thrown from
 * inside the parser as a "Syntax Error" without a code; refused here, before any parse hook, it
 * keeps its code and its status.)
 */
export function useNestingLimit(limit = MAX_NESTING, maxTokens: number = OPERATION_LIMITS.maxTokens): Plugin {
  // Sources already found small enough: the same operation text is not scanned again.
  const passed = new LRUCache<string, true>({ max: 1000, maxSize: 8_000_000, sizeCalculation: (_, source) => source.length || 1 });
  const tooComplex = (message: string) => createGraphQLError(message, { extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400 } } });
  return {
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (passed.has(source)) return;
      if (nestingDepth(source, limit) > limit) throw tooComplex(TOO_DEEP);
      if (tokenCount(source, maxTokens) > maxTokens) throw tooComplex(TOO_MANY_TOKENS(maxTokens));
      passed.set(source, true);
    },
  };
}
