import type { GraphQLRequestInit } from './request';

/** Fraction sent, 0–1, of a multipart request's body. */
export type UploadProgress = (fraction: number) => void;

/**
 * fetch() cannot report upload progress, XMLHttpRequest can: uploads that ask for progress
 * (`cacheConfig: { metadata: { onUploadProgress } }` on a mutation) go through here. Resolves
 * with the parsed JSON body, rejects like fetch on a network failure.
 */
export function postWithProgress(url: string, init: GraphQLRequestInit, onProgress: UploadProgress): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    Object.entries(init.headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new SyntaxError('The answer was not JSON'));
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = xhr.onerror;
    xhr.send(init.body);
  });
}

export function uploadProgressOf(metadata: unknown): UploadProgress | undefined {
  const candidate = (metadata as { onUploadProgress?: unknown } | null | undefined)?.onUploadProgress;
  return typeof candidate === 'function' ? (candidate as UploadProgress) : undefined;
}
