/**
 * Issue 11: a seeded, bounded, schema-driven fuzz of the GraphQL surface over the real api
 * (PGlite in memory). Every Query and Mutation field of the built schema gets operations of valid
 * shape with hostile values (NUL, lone surrogates, 10k strings, __proto__, huge numbers, wrong
 * global ids, wrong variable types, odd selections, numbers that are not finite as JSON numbers,
 * strings and literals), signed in, signed out and with Authorization variants of the session's
 * token; then malformed transports (JSON bodies, GET parameters, multipart). No answer may be a 5xx, an
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
/**
 * Numbers that are not finite (issue 24). JSON has no Infinity or NaN, but a JSON number may be too
 * large for a double: `1e999` parses to Infinity. A variable holding one of the RAW_ markers is
 * written into the body as that bare text (see bodyText); the others are the same numbers as strings.
 */
const RAW_NUMBERS: Record<string, string> = { '\u0000raw:1e999': '1e999', '\u0000raw:-1e999': '-1e999', '\u0000raw:1e400': '1e400', '\u0000raw:NaN': 'NaN', '\u0000raw:Infinity': 'Infinity' };
const NON_FINITE_TEXT = ['Infinity', '-Infinity', 'NaN', '1e999', '-1e999', '+Infinity', 'infinity', ' 1e999'];
const nonFinite = fc.constantFrom(...Object.keys(RAW_NUMBERS), ...NON_FINITE_TEXT);
/** The JSON body of a case: the RAW_ markers become bare numbers (a bare NaN or Infinity is invalid JSON, refused as a whole). */
const bodyText = (body: unknown) => JSON.stringify(body).replace(/"\\u0000raw:([^"]*)"/g, (_, raw: string) => raw);
/** Literals of the same numbers in the document itself, where an Int, Float or ID argument goes. */
const NON_FINITE_LITERALS = ['1e999', '-1e999', '1e400', '1.7976931348623157e309', 'Infinity', '-Infinity', 'NaN', '"Infinity"', '"NaN"', '"1e999"', '"-Infinity"', '2e308'];

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
    case 'Int': return fc.oneof({ weight: 5, arbitrary: hostileInt }, { weight: 1, arbitrary: nonFinite });
    case 'Float': return fc.oneof({ weight: 5, arbitrary: hostileFloat }, { weight: 1, arbitrary: nonFinite });
    case 'ID': return fc.oneof({ weight: 8, arbitrary: hostileString }, { weight: 1, arbitrary: nonFinite });
    case 'Boolean': return fc.boolean();
    case 'JSON': return fc.oneof(anyJson, protoJson, nonFinite.map((n) => ({ value: n, list: [1, n] })));
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

/**
 * A generated value written as a GraphQL literal of `type`: enums bare, strings quoted (as JSON
 * quotes them; a lone surrogate's escape is a syntax error, which is fine), the RAW_ markers as
 * their bare text (1e999; NaN and Infinity read as enum values and are refused).
 */
function literalOf(type: GraphQLInputType, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string' && value in RAW_NUMBERS) return RAW_NUMBERS[value];
  const inner = isNonNullType(type) ? (type.ofType as GraphQLInputType) : type;
  if (isListType(inner)) return Array.isArray(value) ? `[${value.map((v) => literalOf(inner.ofType as GraphQLInputType, v)).join(', ')}]` : literalOf(inner.ofType as GraphQLInputType, value);
  if (isEnumType(inner) && typeof value === 'string' && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)) return value;
  if (isInputObjectType(inner) && value && typeof value === 'object' && !Array.isArray(value)) {
    const fields = inner.getFields();
    return `{ ${Object.entries(value).filter(([name]) => name in fields).map(([name, v]) => `${name}: ${literalOf(fields[name].type, v)}`).join(', ')} }`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => literalOf(inner, v)).join(', ')}]`;
  if (value && typeof value === 'object') return `{ ${Object.entries(value).filter(([name]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(name)).map(([name, v]) => `${name}: ${literalOf(inner, v)}`).join(', ')} }`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

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
  const plain = fc.tuple(oddDocument, variables).map(([query, vars]) => ({ label: `${kind} ${field.name}`, body: { query, variables: vars } }));
  if (!field.args.length) return plain;
  // The same values written in the document as literals, at any depth of an input (a Float field
  // of an input given 1e999 reached the api as null): the RAW_ markers and one Int, Float or ID
  // argument in three written as a number that is not finite.
  const numeric = field.args.filter((a) => ['Int', 'Float', 'ID'].includes(getNamedType(a.type).name));
  const literal = fc.tuple(valid, fc.constantFrom(...NON_FINITE_LITERALS), fc.nat({ max: 2 })).map(([vars, text, pick]) => {
    const values = vars as Record<string, unknown>;
    const chosen = pick === 0 && numeric.length ? numeric[text.length % numeric.length] : null;
    const args = field.args.filter((a) => a === chosen || a.name in values)
      .map((a) => `${a.name}: ${a === chosen ? text : literalOf(a.type, values[a.name])}`);
    const query = `${kind} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
    return { label: `${kind} ${field.name} (literals${chosen ? `, ${chosen.name}: ${text}` : ''})`, body: { query, variables: {} } };
  });
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: literal });
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
  fc.tuple(fc.constantFrom('variables', 'extensions', 'query', 'operationName', 'documentId'), fc.oneof(hostileString, fc.constantFrom('{', '[1]', '5', 'null', '"x"', '{"__proto__":{"a":1}}', '{"n":1e999}', '{"n":NaN}', '1e999', 'Infinity')))
    .map(([name, value]) => ({ label: `GET ${name}`, method: 'GET' as const, url: `/graphql?query=${encodeURIComponent('{ __typename }')}&${name}=${percent(value)}`, headers: CSRF })),
  fc.oneof(hostileString, fc.constantFrom('{', 'null', '[]', '[{"query":"{ __typename }"}]', '{"query":5}', '{"query":"{ __typename }","variables":"x"}', '{"documentId":"__proto__"}',
    '{"query":"{ __typename }","extensions":{"persistedQuery":{"sha256Hash":"constructor"}}}', '{"query":"' + '{ a '.repeat(3000) + '"}',
    // Numbers that are not finite, bare in the JSON body (1e999 is valid JSON, NaN and Infinity are not).
    '{"query":"mutation($n: Float) { updateLead(id: \\"TGVhZDox\\", input: { property: { latitude: $n } }) { __typename } }","variables":{"n":1e999}}', '{"query":"query($n: Int) { leads(first: $n) { totalCount } }","variables":{"n":-1e999}}',
    '{"query":"query($n: ID!) { node(id: $n) { id } }","variables":{"n":1e999}}', '{"query":"{ __typename }","variables":{"n":NaN}}', '{"query":"{ __typename }","variables":{"n":Infinity}}',
    '{"query":"mutation($n: JSON) { __typename }","variables":{"n":[1e999]}}'))
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

/**
 * Authorization headers that are not exactly `Token <key>` for a valid key (issue 24): the api
 * reads none of them as the session; each answers like a signed-out request, never a server error.
 */
const AUTHORIZATION_VARIANTS = (key: string) => [
  `Token ${key} extra`, `token ${key}`, `TOKEN ${key}`, `Token  ${key}`, `Token\t${key}`, `Token \t${key}`, `Bearer ${key}`, `Basic ${key}`,
  'Token', 'Token ', '', `${key}`, `Token ${key.toUpperCase()}`, `Token ${key}${key}`, `Token ${'a'.repeat(10_000)}`, `Token ${key} ${'x'.repeat(12_000)}`,
  `Token ${key},Token ${key}`, `Token "${key}"`,
];

describe('fuzz: the GraphQL surface over the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let signedIn: Record<string, string>;
  let variants: Array<Record<string, string>>;
  beforeAll(async () => {
    stack = await realStack();
    const signup = await stack.gateway.fetch('http://gateway.test/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($i: SignupInput!) { signup(input: $i) { token } }', variables: { i: { firstName: 'Fuzz', lastName: 'Er', companyName: 'Fuzz Co', phoneNumber: '+15550001111', email: 'fuzz@fuzz.test', password: 'fuzzing1' } } }),
    });
    const token = ((await signup.json()) as any).data.signup.token as string;
    signedIn = { authorization: `Token ${token}` };
    variants = AUTHORIZATION_VARIANTS(token).map((authorization) => ({ authorization }));
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
    const seen = { rawNumber: 0, nonFiniteText: 0, literal: 0, variant: 0 };
    for (const [kind, type] of [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const) {
      for (const field of Object.values(type.getFields())) {
        const cases = fc.sample(operationsFor(kind, field), { seed: SEED + count, numRuns: RUNS });
        for (const [i, c] of cases.entries()) {
          // Signed out, signed in, and one run in six with a variant of the session's Authorization
          // header. Signing out the fuzz's own session would leave the rest signed out.
          const identity = field.name === 'logout' ? (i % 2 ? variants[i % variants.length] : {}) : i % 6 === 5 ? variants[(count / 6 | 0) % variants.length] : i % 2 === 0 ? {} : signedIn;
          const res = await stack.gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...identity }, body: bodyText(c.body) });
          const text = await res.text();
          const sent = bodyText(c.body);
          if (/[:,[]-?1e(999|400)\b|[:,[](NaN|Infinity)\b/.test(sent)) seen.rawNumber++;
          if (NON_FINITE_TEXT.some((t) => sent.includes(`"${t}"`))) seen.nonFiniteText++;
          if (c.label.includes('(literals')) seen.literal++;
          if ('authorization' in identity && identity !== signedIn) seen.variant++;
          const problem = problemOf(`${c.label} #${i} ${String(identity.authorization ?? '').slice(0, 60)} ${sent.slice(0, 300)}`, res.status, text);
          if (problem) problems.push(problem);
          // Past validation and variable coercion: a resolver ran (and, mostly, the api was asked).
          if (!text.includes('GRAPHQL_VALIDATION_FAILED') && !text.includes('Variable \\"$')) executed++;
          count++;
        }
      }
    }
    report(problems);
    expect(count).toBeGreaterThan(2000);
    // The hostile kinds of issue 24 are really sent, not only declared.
    expect(seen.rawNumber, JSON.stringify(seen)).toBeGreaterThan(100);
    expect(seen.nonFiniteText, JSON.stringify(seen)).toBeGreaterThan(100);
    expect(seen.literal, JSON.stringify(seen)).toBeGreaterThan(200);
    expect(seen.variant, JSON.stringify(seen)).toBeGreaterThan(200);
    // Most operations pass validation and run: the fuzz reaches resolvers and the api, not only the parser.
    expect(executed / count).toBeGreaterThan(0.6);
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers malformed transports (JSON bodies, GET parameters, multipart) with a 4xx, never a 5xx', async () => {
    const problems: string[] = [];
    for (const [i, c] of fc.sample(rawCases, { seed: SEED, numRuns: TRANSPORT_RUNS }).entries()) {
      const headers = { ...c.headers, ...(i % 4 === 3 ? variants[(i >> 2) % variants.length] : i % 2 ? signedIn : {}) };
      const res = await stack.gateway.fetch(`http://gateway.test${c.url}`, { method: c.method, headers, body: c.body });
      const problem = problemOf(`${c.label} #${i} ${JSON.stringify(c.body ?? c.url).slice(0, 200)}`, res.status, await res.text());
      if (problem) problems.push(problem);
    }
    report(problems);
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);

  it('reads no Authorization variant as the session: each is signed out, never a server error', async () => {
    const problems: string[] = [];
    for (const headers of variants) {
      const res = await stack.gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ viewer { email } leads { totalCount } }' }) });
      const text = await res.text();
      const label = `Authorization ${JSON.stringify(headers.authorization.slice(0, 80))}`;
      const problem = problemOf(label, res.status, text);
      if (problem) problems.push(problem);
      if (text.includes('fuzz@fuzz.test')) problems.push(`${label}: read as the session`);
    }
    expect(problems).toEqual([]);
  });

  it('leaves both services answering', async () => {
    const res = await stack.gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...signedIn }, body: JSON.stringify({ query: '{ viewer { email } }' }) });
    expect(await res.json()).toEqual({ data: { viewer: { email: 'fuzz@fuzz.test' } } });
    expect(await stack.gateway.apiHealth()).toBe('ok');
  });
});
