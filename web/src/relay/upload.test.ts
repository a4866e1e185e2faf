import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchFunction } from './environment';

const uploadOp = {
  id: null, name: 'UploadMutation', operationKind: 'mutation', cacheID: 'u', metadata: {},
  text: 'mutation UploadMutation($file: File!) { uploadResource(file: $file) { __typename } }',
} as unknown as RequestParameters;

/** Just enough XMLHttpRequest to watch what the network layer does with it. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  withCredentials = false;
  headers: Record<string, string> = {};
  responseText = '';
  sent: unknown;
  constructor() { FakeXhr.last = this; }
  open(method: string, url: string) { this.method = method; this.url = url; }
  method = '';
  url = '';
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  send(body: unknown) { this.sent = body; }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploads with progress', () => {
  it('go through XMLHttpRequest, report the fraction sent and resolve with the JSON answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchSpy = vi.fn();
    const progress: number[] = [];
    const run = createFetchFunction({ fetch: fetchSpy, persistedIds: false });
    const answer = run(uploadOp, { file: null }, { metadata: { onUploadProgress: (f: number) => progress.push(f) } },
      { file: new File(['%PDF'], 'a.pdf') }) as Promise<unknown>;
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.headers['x-graphql-yoga-csrf']).toBe('1');
    expect(xhr.sent).toBeInstanceOf(FormData);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.responseText = JSON.stringify({ data: { uploadResource: { __typename: 'X' } } });
    xhr.onload?.();
    await expect(answer).resolves.toEqual({ data: { uploadResource: { __typename: 'X' } } });
    expect(progress).toEqual([0.25, 1]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a network failure is the same error as with fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const run = createFetchFunction({ fetch: vi.fn(), persistedIds: false });
    const answer = run(uploadOp, {}, { metadata: { onUploadProgress: () => {} } }, { file: new File(['x'], 'x.txt') }) as Promise<unknown>;
    FakeXhr.last.onerror?.();
    await expect(answer).rejects.toThrow(/Could not reach the server/);
  });

  it('without a progress callback, uploads use fetch as before', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ data: {} })));
    const run = createFetchFunction({ fetch: fetchSpy as unknown as typeof fetch, persistedIds: false });
    await run(uploadOp, {}, {}, { file: new File(['x'], 'x.txt') });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
