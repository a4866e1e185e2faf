import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Yoga's own default (maxRequestBodySize): 25,000,000 bytes. */
export const MAX_BODY_BYTES = 25_000_000;

const tooLarge = () => createGraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });
const badLength = () => createGraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
const CONTENT_LENGTH = /^\d+$/;

/**
 * Yoga's request body limit (useLimitRequestBodySize, turned off in yoga.ts) with the same answers,
 * minus its cost on every request: Yoga pipes each body through a counting TransformStream, even
 * when a valid Content-Length has already been checked against the limit, and Node's HTTP parser
 * never reads more body than the Content-Length says. Here only a body without one (chunked) is
 * counted as it streams. Must come after every plugin that sets a request parser.
 */
export function useBodyLimit(limit = MAX_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const contentLength = request.headers.get('content-length');
      if (contentLength != null) {
        if (!CONTENT_LENGTH.test(contentLength)) throw badLength();
        if (Number(contentLength) > limit) throw tooLarge();
        return;
      }
      if (requestParser == null || request.body == null) return;
      const parse = requestParser;
      setRequestParser((req) => parse(countedBody(req, limit, fetchAPI)));
    },
  };
}

/** The request with a body that fails once more than `limit` bytes have arrived (as Yoga's). */
function countedBody(request: Request, limit: number, fetchAPI: { TransformStream: typeof TransformStream; Request: typeof Request }): Request {
  const body = request.body!;
  // Yoga's workaround: a native ReadableStream needs the native TransformStream, a ponyfilled one the ponyfill.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytesRead = 0;
  const counted = body.pipeThrough(new Transform({
    transform(chunk: Uint8Array, controller) {
      bytesRead += chunk.byteLength;
      if (bytesRead > limit) { controller.error(tooLarge()); return; }
      controller.enqueue(chunk);
    },
  }));
  return new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body: counted, duplex: 'half' } as RequestInit);
}
