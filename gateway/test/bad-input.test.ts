import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
/**
 * Issue 11: each cause of a 500 or an INTERNAL_SERVER_ERROR an outside fuzz found, one by one.
 * Against a mocked REST layer with net connect disabled: an upstream call nobody expected fails the test.
 */
import { describe, expect, it } from 'vitest';
import { restPath, PathSegments } from '../src/rest/client.js';
import { isUpstreamError } from '../src/rest/errors.js';
import { CHANNEL_MESSAGES } from '../src/resolvers/error-channel.js';
import { BAD_GET_PARAM } from '../src/plugins/use-get-params.js';
import { MULTIPART_MESSAGES } from '../src/plugins/use-disk-uploads.js';
import { nestingDepth, TOO_DEEP } from '../src/plugins/use-nesting-limit.js';
import { FILE_EXPECTED } from '../src/resolvers/scalars.js';
import { gql, mockedGateway } from './harness.js';

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const STATUS = 'ok message userErrors { field code messages }';
const HOSTILE = ['a\uD800b', '\uDC00', 'x\u0000y', '%E0%A4%A', '%00', '../../etc/passwd', ''];

/** No 5xx, no INTERNAL_SERVER_ERROR / 'Unexpected error.' anywhere in the answer. */
function expectNoServerError(status: number, text: string) {
  expect(status, text).toBeLessThan(500);
  expect(text).not.toContain('INTERNAL_SERVER_ERROR');
  expect(text).not.toContain('Unexpected error.');
}

describe('StatusPayload.ok is false, never null, when the api refuses (was "Unexpected error.")', () => {
  it('resetPassword with an expired link: EXPIRED_LINK on token with the spec text', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/reset_password/', method: 'POST' }).reply(400, { token: [CHANNEL_MESSAGES.resetLinkInvalid] }, JSON_HEADERS);
    const res = await gql(gateway, `mutation { resetPassword(token: "old", password: "abcdefgh1") { ${STATUS} } }`);
    expect(res.body).toEqual({ data: { resetPassword: { ok: false, message: null, userErrors: [{ field: 'token', code: 'EXPIRED_LINK', messages: ['This password reset link is invalid or has expired.'] }] } } });
  });

  it('resetPassword: a refused password stays on password, INVALID_INPUT', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/reset_password/', method: 'POST' }).reply(400, { password: ['Ensure this field has at least 6 characters.'] }, JSON_HEADERS);
    const res = await gql(gateway, `mutation { resetPassword(token: "t", password: "a") { ${STATUS} } }`);
    expect(res.body.data.resetPassword).toEqual({ ok: false, message: null, userErrors: [{ field: 'password', code: 'INVALID_INPUT', messages: ['Ensure this field has at least 6 characters.'] }] });
  });

  it('requestPasswordReset, acceptTerms and logout answer ok: false with userErrors', async () => {
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: '/api/request_reset_password/', method: 'POST' }).reply(400, { email: ['Enter a valid email address.'] }, JSON_HEADERS);
    mock.intercept({ path: '/api/accept_terms_and_policy/', method: 'POST' }).reply(400, { is_accepted: ['Must be true.'] }, JSON_HEADERS);
    mock.intercept({ path: '/api/logout/', method: 'POST' }).reply(429, { detail: 'Request was throttled.' }, JSON_HEADERS);
    const res = await gql(gateway, `mutation { r: requestPasswordReset(email: "x") { ${STATUS} } a: acceptTerms { ${STATUS} } l: logout { ${STATUS} } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      r: { ok: false, message: null, userErrors: [{ field: 'email', code: 'INVALID_INPUT', messages: ['Enter a valid email address.'] }] },
      // No argument holds is_accepted: the whole input, §8's 'Field name: values' line.
      a: { ok: false, message: null, userErrors: [{ field: null, code: 'INVALID_INPUT', messages: ['Is accepted: Must be true.'] }] },
      l: { ok: false, message: null, userErrors: [{ field: null, code: 'RATE_LIMITED', messages: ['Request was throttled.'] }] },
    });
  });
});

describe('login while locked or throttled (api 429) is a RATE_LIMITED userError with the api text (was top-level)', () => {
  it('gives the lock text', async () => {
    const { gateway, mock } = mockedGateway();
    const text = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    mock.intercept({ path: '/api/login/', method: 'POST' }).reply(429, { detail: text }, JSON_HEADERS);
    const res = await gql(gateway, 'mutation { login(input: { emailOrPhone: "a@b.co", password: "x" }) { viewer { id } userErrors { field code messages } } }');
    expect(res.body).toEqual({ data: { login: { viewer: null, userErrors: [{ field: null, code: 'RATE_LIMITED', messages: [text] }] } } });
  });

  it('keeps 5xx and a missing api top-level', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/login/', method: 'POST' }).reply(502, 'bad gateway');
    const res = await gql(gateway, 'mutation { login(input: { emailOrPhone: "a@b.co", password: "x" }) { userErrors { code } } }');
    expect(res.body.errors![0].extensions.code).toBe('UPSTREAM_ERROR');
  });
});

describe('documentId or a persisted hash naming an Object.prototype key (was a 500)', () => {
  for (const id of ['__proto__', 'constructor', 'toString', 'prototype', 'hasOwnProperty']) {
    it(`documentId "${id}" is an unknown operation`, async () => {
      const { gateway } = mockedGateway();
      for (const body of [{ documentId: id }, { extensions: { persistedQuery: { version: 1, sha256Hash: id } } }]) {
        const res = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const text = await res.text();
        expectNoServerError(res.status, text);
        expect(text).toContain('PERSISTED_QUERY_NOT_IN_LIST');
      }
    });
  }
});

describe('GET /graphql with malformed parameters (was a 500)', () => {
  const get = async (qs: string) => {
    const { gateway } = mockedGateway();
    const res = await gateway.fetch(`http://gateway.test/graphql?${qs}`, { headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json' } });
    return { status: res.status, text: await res.text() };
  };
  const query = `query=${encodeURIComponent('{ __typename }')}`;

  it('variables or extensions that are not JSON: 400 naming the parameter', async () => {
    for (const name of ['variables', 'extensions']) {
      const res = await get(`${query}&${name}=notjson`);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).errors[0].message).toBe(BAD_GET_PARAM(name));
    }
  });

  it('JSON that is not an object, a missing query, %-garbage: never a 5xx', async () => {
    for (const qs of [`${query}&variables=[1]`, `${query}&variables=5`, `${query}&extensions="x"`, 'variables={}', '', `${query}&variables=%E0%A4%A`, 'query=%00']) {
      const res = await get(qs);
      expectNoServerError(res.status, res.text);
    }
    expect((await get(`${query}&variables=null`)).text).toBe('{"data":{"__typename":"Query"}}');
  });
});

describe('path parameters that cannot be part of a URL (lone surrogate: URIError, a 500)', () => {
  it('restPath encodes each parameter and answers 404 for one no id or token holds', () => {
    expect(restPath`/invite/${'a/b?c'}/`).toBe('/invite/a%2Fb%3Fc/');
    expect(restPath`/get_media_file/${new PathSegments('lead/7/bill 1.pdf')}/`).toBe('/get_media_file/lead/7/bill%201.pdf/');
    expect(restPath`/lead/${7}/`).toBe('/lead/7/');
    for (const bad of ['a\uD800', '\uDFFFb', 'x\u0000', 'tab\t', new PathSegments('ok/\uD800'), Number.NaN, 2 ** 60]) {
      let thrown: unknown;
      try { restPath`/x/${bad}/`; } catch (error) { thrown = error; }
      expect(isUpstreamError(thrown, 404), String(bad)).toBe(true);
    }
    // A well-formed pair is fine text.
    expect(restPath`/invite/${'\uD83D\uDE00'}/`).toBe('/invite/%F0%9F%98%80/');
  });

  it('invite(token), mediaFile(path) and passwordResetLink(token) answer null / invalid without an upstream call', async () => {
    const { gateway, agent, auth } = mockedGateway();
    for (const value of HOSTILE.slice(0, 3)) {
      const res = await gql(gateway, 'query($v: String!) { invite(token: $v) { email } mediaFile(path: $v) { url } passwordResetLink(token: $v) { valid message } }', { v: value }, auth);
      expect(res.body, JSON.stringify(value)).toEqual({ data: { invite: null, mediaFile: null, passwordResetLink: { valid: false, message: CHANNEL_MESSAGES.resetLinkInvalid } } });
    }
    agent.assertNoPendingInterceptors();
  });

  it('invite(token) is null for a token the api refuses as malformed (400) or does not know (404)', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: `/api/invite/${'x'.repeat(300)}/`, method: 'GET' }).reply(400, { token: ['Ensure this field has no more than 200 characters.'] }, JSON_HEADERS);
    mock.intercept({ path: '/api/invite/nope/', method: 'GET' }).reply(404, { detail: 'Invalid invite.' }, JSON_HEADERS);
    for (const token of ['x'.repeat(300), 'nope']) expect((await gql(gateway, 'query($t: String!) { invite(token: $t) { email } }', { t: token })).body).toEqual({ data: { invite: null } });
  });

  it('importUtilityData with a referral no code holds: NOT_FOUND on referral, without calling the service', async () => {
    const { gateway, auth } = mockedGateway();
    const res = await gql(gateway, 'mutation($r: String!) { importUtilityData(referral: $r) { files { name } userErrors { field code messages } } }', { r: 'A\uD800' }, auth);
    expect(res.body.data.importUtilityData).toEqual({ files: [], userErrors: [{ field: 'referral', code: 'NOT_FOUND', messages: [CHANNEL_MESSAGES.referralNotFound('A\uD800')] }] });
  });
});

describe('passwordResetLink(token) asks GET /reset_password/{token}/', () => {
  it('valid on 200, invalid with the spec text on 404', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/reset_password/good/', method: 'GET' }).reply(200, { valid: true }, JSON_HEADERS);
    mock.intercept({ path: '/api/reset_password/used/', method: 'GET' }).reply(404, { detail: CHANNEL_MESSAGES.resetLinkInvalid }, JSON_HEADERS);
    const res = await gql(gateway, '{ good: passwordResetLink(token: "good") { valid message } used: passwordResetLink(token: "used") { valid message } }');
    expect(res.body).toEqual({ data: { good: { valid: true, message: null }, used: { valid: false, message: 'This password reset link is invalid or has expired.' } } });
  });

  it('a throttled check is a top-level RATE_LIMITED error, not an invalid link', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/reset_password/good/', method: 'GET' }).reply(429, { detail: 'Too many requests. Try again in 30 seconds.' }, JSON_HEADERS);
    const res = await gql(gateway, '{ passwordResetLink(token: "good") { valid } }');
    expect(res.body.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429, detail: 'Too many requests. Try again in 30 seconds.' });
  });
});

describe('multipart requests the upload plugin could not read (was a 500)', () => {
  // The session check passes; nothing else may reach the api (the body is refused while parsing).
  const headers = { 'x-graphql-yoga-csrf': '1', authorization: 'Token t' };
  const send = async (body: string, contentType: string) => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/user/', method: 'GET' }).reply(200, { id: 1 }, JSON_HEADERS);
    const res = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', body, headers: { ...headers, 'content-type': contentType } });
    return { status: res.status, message: ((await res.json()) as { errors: { message: string }[] }).errors?.[0]?.message };
  };
  /** A multipart body written out by hand (operations, map, one file "0"), so each part is exactly what the test says. */
  const form = (operations: string, map: string): [string, string] => {
    const part = (name: string, value: string, file = '') =>
      `--XX\r\nContent-Disposition: form-data; name="${name}"${file && `; filename="${file}"\r\nContent-Type: text/plain`}\r\n\r\n${value}\r\n`;
    return [`${part('operations', operations)}${part('map', map)}${part('0', 'x', 'a.txt')}--XX--\r\n`, 'multipart/form-data; boundary=XX'];
  };
  const OPS = JSON.stringify({ query: 'mutation($file: Upload!) { uploadResource(file: $file) { message } }', variables: { file: null } });

  it('an upload the server cannot store is a 400 that names no server path (issue 24)', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-secret-'));
    const blocked = path.join(tmp, 'uploads');
    const { gateway, mock } = mockedGateway({ config: { uploadTmpDir: blocked } });
    // The upload folder is gone once the gateway runs (a disk swapped, a cleanup gone wrong).
    fs.rmSync(blocked, { recursive: true });
    fs.writeFileSync(blocked, 'a file where the upload folder should be');
    mock.intercept({ path: /.*/, method: 'GET' }).reply(200, { user: { id: 1 }, id: 1 }, JSON_HEADERS).persist();
    const [body, type] = form(OPS, '{"0":["variables.file"]}');
    const res = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', body, headers: { ...headers, 'content-type': type } });
    const text = await res.text();
    expect(res.status, text).toBe(400);
    expect(text).not.toContain(tmp);
    expect(text).not.toMatch(/ENOTDIR|ENOENT|EACCES/);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('answers 400 with a clear message for each malformed part', async () => {
    const cases: Array<[string, string, string | RegExp]> = [
      ['abc', 'multipart/form-data', /Boundary not found/],
      ['--XX\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ __typename }"}', 'multipart/form-data; boundary=XX', /could not be read/],
      ['{"query":"{ __typename }"}', 'multipart/form-data; boundary=XX', /could not be read/],
      [...form('not json', '{}'), MULTIPART_MESSAGES.notJson],
      [...form(OPS, 'not json'), MULTIPART_MESSAGES.notJson],
      [...form('null', '{"0":["variables.file"]}'), MULTIPART_MESSAGES.operations],
      [...form('[1]', '{}'), MULTIPART_MESSAGES.operations],
      [...form(OPS, 'null'), MULTIPART_MESSAGES.map],
      [...form(OPS, '{"0":[5]}'), MULTIPART_MESSAGES.map],
      [...form(OPS, '{"0":"variables.file"}'), MULTIPART_MESSAGES.map],
      [...form(OPS, '{"9":["variables.file"]}'), MULTIPART_MESSAGES.noFile('9')],
      [...form(OPS, '{"0":["variables.nothing.here"]}'), MULTIPART_MESSAGES.badPath('variables.nothing.here')],
      [...form(OPS, '{"0":["query"]}'), MULTIPART_MESSAGES.badPath('query')],
    ];
    for (const [body, type, expected] of cases) {
      const res = await send(body, type);
      expect(res.status, String(expected)).toBe(400);
      if (typeof expected === 'string') expect(res.message, String(cases.findIndex((c) => c[2] === expected))).toBe(expected);
      else expect(res.message).toMatch(expected);
    }
  });

  it('a map path through __proto__ is refused and pollutes nothing (it set Object.prototype.x for every later request)', async () => {
    for (const target of ['__proto__.x', 'variables.__proto__.x', 'variables.constructor.prototype.x']) {
      const res = await send(...form(OPS, JSON.stringify({ 0: [target] })));
      expect(res).toEqual({ status: 400, message: MULTIPART_MESSAGES.badPath(target) });
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('found by the fuzz (fuzz-graphql.test.ts)', () => {
  it('a refused Date or DateTime variable is BAD_USER_INPUT, not "Unexpected error." (the scalar threw another copy of graphql\'s error)', async () => {
    const { gateway, auth } = mockedGateway();
    const res = await gql(gateway, 'mutation($d: Date) { updateProposal(id: "UHJvcG9zYWw6MQ", input: { surveyScheduledDate: $d }) { message } }', { d: '2026-13-45' }, auth);
    expect(res.body.errors![0]).toMatchObject({ message: 'Variable "$d" got invalid value "2026-13-45"; "2026-13-45" is not a date (YYYY-MM-DD).', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a File variable that is not an uploaded part is refused before any resolver reads it', async () => {
    const { gateway, agent, auth } = mockedGateway();
    for (const file of ['a string', { name: 'x.pdf' }, 5]) {
      const res = await gql(gateway, 'mutation($f: Upload!) { uploadResource(file: $f) { message } }', { f: file }, auth);
      expect(res.body.errors![0].message).toContain(FILE_EXPECTED);
      expect(res.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    }
    agent.assertNoPendingInterceptors();
  });

  it('a document nested thousands deep is a 400 before parsing (the recursive parser overflowed the stack: a 500)', async () => {
    const { gateway } = mockedGateway();
    for (const query of [`{ ${'a { '.repeat(3000)}`, `query($v: JSON) { ${'['.repeat(5000)} }`]) {
      const res = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as any).errors[0].message).toBe(TOO_DEEP);
    }
    expect(nestingDepth('{ a(b: "{{{{ [[[ ((( ") { c } } # {{{{{{')).toBe(2);
    expect(nestingDepth('{ a(b: """ {{{ \\""" {{ """) }')).toBe(2);
  });
});
