import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { errors } from '../messages';
import { createFetchFunction } from './environment';
import { buildGraphQLRequest, CSRF_HEADER } from './request';

const textOp = {
  id: null,
  name: 'LeadFileUploadMutation',
  operationKind: 'mutation',
  text: 'mutation LeadFileUploadMutation($file: File!) { uploadLeadFile(file: $file, kind: UTILITY_BILL) { __typename } }',
  cacheID: 'x',
  metadata: {},
} as unknown as RequestParameters;
const persistedOp = { ...textOp, id: 'abc123', text: null } as unknown as RequestParameters;

describe('buildGraphQLRequest', () => {
  it('posts JSON with the query text, same-origin credentials and the CSRF header', () => {
    const req = buildGraphQLRequest(textOp, { a: 1 });
    expect(req.method).toBe('POST');
    expect(req.credentials).toBe('same-origin');
    expect(req.headers[CSRF_HEADER]).toBe('1');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body as string)).toEqual({ query: textOp.text, operationName: 'LeadFileUploadMutation', variables: { a: 1 } });
  });

  it('sends documentId instead of the text for persisted operations', () => {
    const body = JSON.parse(buildGraphQLRequest(persistedOp, {}).body as string);
    expect(body).toEqual({ documentId: 'abc123', operationName: 'LeadFileUploadMutation', variables: {} });
    expect(body.query).toBeUndefined();
  });

  it('builds the multipart request for uploadables: operations with nulls, map, then files', async () => {
    const bill = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    const extra = new File(['a,b'], 'extra.csv', { type: 'text/csv' });
    const req = buildGraphQLRequest(textOp, { file: 'placeholder', input: { files: [], note: 'n' } }, { file: bill, 'input.files.0': extra });
    expect(req.headers[CSRF_HEADER]).toBe('1');
    // The browser sets multipart/form-data with its boundary.
    expect(req.headers['content-type']).toBeUndefined();
    const form = req.body as FormData;
    expect([...form.keys()]).toEqual(['operations', 'map', '0', '1']);
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: textOp.text,
      operationName: 'LeadFileUploadMutation',
      variables: { file: null, input: { files: [null], note: 'n' } },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'], 1: ['variables.input.files.0'] });
    const sent = form.get('0') as File;
    expect(sent.name).toBe('bill.pdf');
    expect(await sent.text()).toBe('%PDF-1.4');
    expect((form.get('1') as File).name).toBe('extra.csv');
  });

  it('with both id and text, sends the id only when asked (production builds) and the text otherwise', () => {
    const both = { ...textOp, id: 'abc123' } as unknown as RequestParameters;
    expect(JSON.parse(buildGraphQLRequest(both, {}, null, true).body as string)).toEqual({
      documentId: 'abc123', operationName: 'LeadFileUploadMutation', variables: {},
    });
    expect(JSON.parse(buildGraphQLRequest(both, {}, null, false).body as string).query).toBe(textOp.text);
  });

  it('multipart works for persisted operations too (documentId in operations)', () => {
    const form = buildGraphQLRequest(persistedOp, {}, { file: new File(['x'], 'x.txt') }).body as FormData;
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      documentId: 'abc123', operationName: 'LeadFileUploadMutation', variables: { file: null },
    });
  });
});

describe('fetch function', () => {
  it('POSTs to /graphql and returns the JSON', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { ping: true } })));
    const fetchFn = createFetchFunction({ fetch: fetchMock as unknown as typeof fetch });
    const result = await (fetchFn(textOp, {}, {}, null) as Promise<unknown>);
    expect(result).toEqual({ data: { ping: true } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect((init.headers as Record<string, string>)[CSRF_HEADER]).toBe('1');
  });

  it('reports UNAUTHENTICATED answers', async () => {
    const onUnauthenticated = vi.fn();
    const body = { data: null, errors: [{ message: '401 Unauthorized. Request denied.', extensions: { code: 'UNAUTHENTICATED' } }] };
    const fetchFn = createFetchFunction({ fetch: (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch, onUnauthenticated });
    await (fetchFn(textOp, {}, {}, null) as Promise<unknown>);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
  });

  // Issue 26: the api down behind the gateway is a failure of the request, never data (a null viewer read as signed out).
  it('an answer whose every root field failed with UPSTREAM_UNAVAILABLE, or a 502/503/504, fails with the unavailable text; a partial one stays data', async () => {
    const answer = (body: unknown, status = 200) => createFetchFunction({ fetch: (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch });
    const down = { data: { viewer: null }, errors: [{ message: 'The portal service is unavailable. Please try again later.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    await expect(answer(down)(textOp, {}, {}, null) as Promise<unknown>).rejects.toThrow(errors.serviceUnavailable);
    await expect(answer({ data: null, errors: [{ message: '503', extensions: { code: 'UPSTREAM_ERROR', status: 503 } }] })(textOp, {}, {}, null) as Promise<unknown>).rejects.toThrow(errors.serviceUnavailable);
    await expect(answer({ error: 'down' }, 503)(textOp, {}, {}, null) as Promise<unknown>).rejects.toThrow(errors.serviceUnavailable);
    const partial = { data: { viewer: { id: 'V1' }, geocode: null }, errors: [{ message: 'Geocoder unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    await expect(answer(partial)(textOp, {}, {}, null) as Promise<unknown>).resolves.toEqual(partial);
    // A 500 (a bug, not an outage) and a signed-out null viewer stay what they were.
    const bug = { data: { viewer: null }, errors: [{ message: '500 Some error has occurred.', extensions: { code: 'UPSTREAM_ERROR', status: 500 } }] };
    await expect(answer(bug)(textOp, {}, {}, null) as Promise<unknown>).resolves.toEqual(bug);
    await expect(answer({ data: { viewer: null } })(textOp, {}, {}, null) as Promise<unknown>).resolves.toEqual({ data: { viewer: null } });
  });
});
