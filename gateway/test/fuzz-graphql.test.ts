/**
 * Issue 11: a seeded, bounded, schema-driven fuzz of the GraphQL surface over the real api
 * (PGlite in memory). Every Query and Mutation field of the built schema gets operations of valid
 * shape with hostile values (NUL, lone surrogates, 10k strings, __proto__, huge numbers, wrong
 * global ids, wrong variable types, odd selections), signed in and signed out; then malformed
 * transports (JSON bodies, GET parameters, multipart). No answer may be a 5xx, an
 * INTERNAL_SERVER_ERROR / 'Unexpected error.' or an api 5xx passed on (UPSTREAM_ERROR), and both
 * services must still answer afterwards. Same seed, same cases: a failure names its case.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isObjectType,
  type GraphQLField, type GraphQLInputType, type GraphQLNamedType, type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { schemaPath } from '../src/yoga.js';
import { realStack } from './harness.js';

const SEED = 20261123;
/** Operations per Query/Mutation field (half signed in, half signed out): 65 fields × RUNS, plus the transport cases. */
const RUNS = 36;
const TRANSPORT_RUNS = 600;

const schema = buildSchema(fs.readFileSync(schemaPath, 'utf8'));
const NODE_TYPES = ['Lead', 'Proposal', 'Quote', 'Agreement', 'Organization', 'User', 'Invite', 'Resource', 'Notification', 'BulkEnrichment', 'Nope', '__proto__'];

/** Strings no form would send. */
const HOSTILE_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDC00y', '\uDBFF\uDFFF', '%00', '%E0%A4%A', '%', '../../etc/passwd', '__proto__', 'constructor',
  'toString', 'prototype', 'x'.repeat(10_000), 'null', '{}', '[]', '\u202Eevil', '<script>alert(1)</script>', "' OR 1=1 --", '1e400', '-0',
  'TGVhZDox', 'TGVhZDotMQ', Buffer.from('Lead:99999999999999999999').toString('base64url'), Buffer.from('__proto__:1').toString('base64url'),
];
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...NODE_TYPES), fc.oneof(fc.integer(), fc.constant(2 ** 53), fc.constant(0))).map(([t, n]) => toGlobalId(t, n)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);
/** Ints and floats GraphQL accepts, at their edges; out-of-range ones are among the wrong-type values. */
const hostileInt = fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constantFrom(2 ** 31 - 1, -(2 ** 31)), fc.integer());
const hostileFloat = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, 1e308, -1e308, 5e-324, 2 ** 53 + 1));
const anyJson = fc.jsonValue({ maxDepth: 3 });
const protoJson = fc.constantFrom({ __proto__: { polluted: 1 } }, JSON.parse('{"__proto__": {"polluted": 1}}'), { constructor: { prototype: { polluted: 1 } } });
/** Values of no input type or the wrong one: wrong variable types. */
const wrongValue = fc.oneof(anyJson, protoJson, fc.constantFrom(2 ** 31, 2 ** 53, 1e300, 0.5, -1e-300, 'NOT_AN_ENUM_VALUE', '2026-13-45', true));

/**
 * A value GraphQL accepts for an input type, hostile in content (NUL, lone surrogates, 10k
 * strings, __proto__, edge numbers, ids of any type): these operations reach the resolvers and the api.
 */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return present(type.ofType as GraphQLInputType, depth);
  return fc.oneof({ weight: 5, arbitrary: present(type, depth) }, { weight: 1, arbitrary: fc.constant(null) });
}

function present(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) return fc.array(valueOf(type.ofType as GraphQLInputType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    if (depth > 3) return fc.constant({});
    const record = Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)]));
    return fc.record(record, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  switch ((type as GraphQLNamedType).name) {
    case 'Int': return hostileInt;
    case 'Float': return hostileFloat;
    case 'Boolean': return fc.boolean();
    case 'JSON': return fc.oneof(anyJson, protoJson);
    case 'Date': return fc.constantFrom('2026-01-01', '2024-02-29', '1900-01-01', '9999-12-31', '0001-01-01');
    case 'DateTime': return fc.constantFrom('2026-01-01T00:00:00Z', '1970-01-01T00:00:00.000Z', '9999-12-31T23:59:59Z');
    case 'Upload': return wrongValue; // a JSON request cannot carry a file: always refused
    default: return hostileString; // String, ID
  }
}

/** A selection for an output type: scalar fields without required arguments, one level of objects, userErrors always whole. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 1) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (field.name === 'userErrors') parts.push('userErrors { field code messages }');
    else if (depth < 1 && isObjectType(inner) && !/Connection$/.test(inner.name)) parts.push(`${field.name} ${selectionOf(field.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

type Case = { label: string; body: Record<string, unknown> };

function operationsFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): fc.Arbitrary<Case> {
  const defs = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const call = field.args.length ? `${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : field.name;
  const names = field.args.map((a) => a.name);
  const valid = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])), { requiredKeys: field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name) });
  // One variable in six operations of wrong type (a string for an Int, an object for an enum, ...).
  const variables = names.length
    ? fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: fc.tuple(valid, fc.constantFrom(...names), wrongValue).map(([v, name, wrong]) => ({ ...v, [name]: wrong })) })
    : valid;
  // Odd selections: aliases of the same field, a fragment on the wrong type, __typename only.
  const head = `${kind}${defs ? `(${defs})` : ''}`;
  const selection = selectionOf(field.type);
  const document = `${head} { ${call} ${selection} }`;
  const oddDocument = fc.constantFrom(
    document, document, document, document, document,
    `${head} { a: ${call} ${selection} b: ${call} ${selection} }`,
    `${head} { ${call} ${selection ? '{ ... on Lead { id } __typename }' : ''} }`,
    `${kind} { __typename }`,
  );
  return fc.tuple(oddDocument, variables).map(([query, vars]) => ({ label: `${kind} ${field.name}`, body: { query, variables: vars } }));
}

/** Percent-encoding that a lone surrogate cannot stop: its WTF-8 bytes, as a careless client would send them. */
const hex = (n: number) => `%${n.toString(16).toUpperCase()}`;
const percent = (text: string) => [...text].map((ch) => {
  try { return encodeURIComponent(ch); } catch {
    const cp = ch.charCodeAt(0); // a lone surrogate: 0xED, 0xA0 | bits 6-10, 0x80 | bits 0-5
    return hex(0xed) + hex(0xa0 | ((cp >> 6) & 0x1f)) + hex(0x80 | (cp & 0x3f));
  }
}).join('');

/** Requests that are not a GraphQL operation at all. */
type RawCase = { label: string; method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: string };
const CSRF = { 'x-graphql-yoga-csrf': '1' };
const rawCases: fc.Arbitrary<RawCase> = fc.oneof(
  fc.tuple(fc.constantFrom('variables', 'extensions', 'query', 'operationName', 'documentId'), fc.oneof(hostileString, fc.constantFrom('{', '[1]', '5', 'null', '"x"', '{"__proto__":{"a":1}}')))
    .map(([name, value]) => ({ label: `GET ${name}`, method: 'GET' as const, url: `/graphql?query=${encodeURIComponent('{ __typename }')}&${name}=${percent(value)}`, headers: CSRF })),
  fc.oneof(hostileString, fc.constantFrom('{', 'null', '[]', '[{"query":"{ __typename }"}]', '{"query":5}', '{"query":"{ __typename }","variables":"x"}', '{"documentId":"__proto__"}',
    '{"query":"{ __typename }","extensions":{"persistedQuery":{"sha256Hash":"constructor"}}}', '{"query":"' + '{ a '.repeat(3000) + '"}'))
    .map((body) => ({ label: 'POST body', method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json' }, body })),
  fc.tuple(fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=XX', 'multipart/form-data; boundary='), fc.oneof(hostileString,
    fc.constantFrom('--XX\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}',
      '--XX\r\nContent-Disposition: form-data; name="operations"\r\n\r\nnull\r\n--XX\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["__proto__.x"]}\r\n--XX--\r\n',
      '--XX\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }","variables":{}}\r\n--XX\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.x"]}\r\n--XX\r\nContent-Disposition: form-data; name="0"; filename="a"\r\n\r\nx\r\n--XX--\r\n',
      '{"query":"{ __typename }"}')))
    .map(([type, body]) => ({ label: `multipart ${type}`, method: 'POST' as const, url: '/graphql', headers: { ...CSRF, 'content-type': type }, body })),
);

/** FUZZ_REPORT=file appends every problem there (the assertion shows only the start of a long list). */
const report = (problems: string[]) => { if (process.env.FUZZ_REPORT && problems.length) fs.appendFileSync(process.env.FUZZ_REPORT, `${problems.join('\n')}\n`); };

describe('fuzz: the GraphQL surface over the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    stack = await realStack();
    const signup = await stack.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($i: SignupInput!) { signup(input: $i) { token } }', variables: { i: { firstName: 'Fuzz', lastName: 'Er', companyName: 'Fuzz Co', phoneNumber: '+15550001111', email: 'fuzz@fuzz.test', password: 'fuzzing1' } } }),
    });
    signedIn = { authorization: `Token ${((await signup.json()) as any).data.signup.token}` };
  });
  afterAll(async () => stack?.close());

  /** What is wrong with one answer, or null. */
  const problemOf = (label: string, status: number, text: string) => {
    if (status >= 500) return `${label}: HTTP ${status} ${text.slice(0, 200)}`;
    for (const marker of ['INTERNAL_SERVER_ERROR', 'Unexpected error.', 'UPSTREAM_ERROR']) if (text.includes(marker)) return `${label}: ${marker} ${text.slice(0, 300)}`;
    return null;
  };

  it('answers every generated operation without a server error, signed in and signed out', async () => {
    const problems: string[] = [];
    let count = 0;
    let executed = 0;
    for (const [kind, type] of [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const) {
      for (const field of Object.values(type.getFields())) {
        const cases = fc.sample(operationsFor(kind, field), { seed: SEED + count, numRuns: RUNS });
        for (const [i, c] of cases.entries()) {
          // Signing out the fuzz's own session would leave the rest signed out.
          const identity = i % 2 === 0 || field.name === 'logout' ? {} : signedIn;
          const res = await stack.gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...identity }, body: JSON.stringify(c.body) });
          const text = await res.text();
          const problem = problemOf(`${c.label} #${i} ${JSON.stringify(c.body.variables).slice(0, 200)}`, res.status, text);
          if (problem) problems.push(problem);
          // Past validation and variable coercion: a resolver ran (and, mostly, the api was asked).
          if (!text.includes('GRAPHQL_VALIDATION_FAILED') && !text.includes('Variable \\"$')) executed++;
          count++;
        }
      }
    }
    report(problems);
    expect(count).toBeGreaterThan(2000);
    // Most operations pass validation and run: the fuzz reaches resolvers and the api, not only the parser.
    expect(executed / count).toBeGreaterThan(0.6);
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers malformed transports (JSON bodies, GET parameters, multipart) with a 4xx, never a 5xx', async () => {
    const problems: string[] = [];
    for (const [i, c] of fc.sample(rawCases, { seed: SEED, numRuns: TRANSPORT_RUNS }).entries()) {
      const headers = { ...c.headers, ...(i % 2 ? signedIn : {}) };
      const res = await stack.gateway.fetch(`http://gateway.test${c.url}`, { method: c.method, headers, body: c.body });
      const problem = problemOf(`${c.label} #${i} ${JSON.stringify(c.body ?? c.url).slice(0, 200)}`, res.status, await res.text());
      if (problem) problems.push(problem);
    }
    report(problems);
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);

  it('leaves both services answering', async () => {
    const res = await stack.gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...signedIn }, body: JSON.stringify({ query: '{ viewer { email } }' }) });
    expect(await res.json()).toEqual({ data: { viewer: { email: 'fuzz@fuzz.test' } } });
    expect(await stack.gateway.apiHealth()).toBe('ok');
  });
});
