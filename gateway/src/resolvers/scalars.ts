import { GraphQLScalarType, Kind, print, type ValueNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/**
 * A refused scalar value. Raised through Yoga's own error class: a GraphQLError of the other copy
 * of graphql (ESM vs CJS) is not recognised by error masking and became 'Unexpected error.'.
 */
const refused = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An instant already written as toISOString writes it, in a range that never rolls over (days 1–28). */
const CANONICAL_INSTANT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
export const FILE_EXPECTED = 'Expected a file sent as a part of a multipart request (GraphQL multipart request spec).';

/** The message of a number that is not finite (issue 24): JSON.stringify would send it to the api as null. */
export const NOT_FINITE = (text: string) => `${text} is not a finite number.`;

/** The number of an Int or Float literal, refused when it is not finite (1e999 is Infinity). */
function finiteLiteral(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value)) throw refused(NOT_FINITE(text));
  return value;
}

/**
 * A JSON variable's value with every number in it finite. A JSON body's 1e999 parses to Infinity,
 * which JSON.stringify would send to the api as null (issue 24). Iterative: a variable may be deep.
 */
function finiteJson(value: unknown): unknown {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'number' && !Number.isFinite(item)) throw refused(NOT_FINITE(String(item)));
    if (item && typeof item === 'object') stack.push(...Object.values(item));
  }
  return value;
}

function literalValue(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING: case Kind.BOOLEAN: return ast.value;
    case Kind.INT: case Kind.FLOAT: return finiteLiteral(ast.value);
    case Kind.NULL: return null;
    case Kind.LIST: return ast.values.map(literalValue);
    case Kind.OBJECT: return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalValue(f.value)]));
    default: throw refused('Variables are not allowed inside a JSON literal.');
  }
}

export const scalarResolvers = {
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    // The api writes instants as toISOString does: those pass as they are (no Date made per field).
    serialize: (v) => (typeof v === 'string' && CANONICAL_INSTANT.test(v) ? v : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString()),
    parseValue: (v) => {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime())) throw refused(`"${v}" is not an ISO date and time.`);
      return d.toISOString();
    },
  }),
  Date: new GraphQLScalarType({
    name: 'Date',
    serialize: (v) => String(v).slice(0, 10),
    parseValue: (v) => {
      if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(v))) throw refused(`"${v}" is not a date (YYYY-MM-DD).`);
      return v;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !DATE.test(ast.value)) throw refused('A date must be a string YYYY-MM-DD.');
      return ast.value;
    },
  }),
  JSON: new GraphQLScalarType({ name: 'JSON', serialize: (v) => v, parseValue: finiteJson, parseLiteral: literalValue }),
  /**
   * GraphQL's own Float, but for a literal: graphql-js reads `latitude: 1e999` as Infinity without
   * a word, and the api then received null (JSON.stringify(Infinity)), clearing the value (issue
   * 24). A variable given Infinity or NaN is already refused by graphql-js's parseValue. (graphql-
   * tools applies this to the specified Float in place: only a literal's reading changes.)
   */
  Float: {
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.FLOAT && ast.kind !== Kind.INT) throw refused(`Float cannot represent a non numeric value: ${print(ast)}`);
      return finiteLiteral(ast.value);
    },
  },
  /**
   * Only an uploaded part of a multipart request (plugins/use-disk-uploads.ts) is an Upload: a string
   * or an object sent as a JSON variable is refused as BAD_USER_INPUT before any resolver reads
   * `.name` or streams it to the api.
   */
  Upload: new GraphQLScalarType({
    name: 'Upload',
    serialize: () => { throw refused('An Upload is an input only.'); },
    parseValue: (v) => {
      if (v instanceof Blob) return v;
      throw refused(FILE_EXPECTED);
    },
    parseLiteral: () => { throw refused(FILE_EXPECTED); },
  }),
};
