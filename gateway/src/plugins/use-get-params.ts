import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const BAD_GET_PARAM = (name: string) => `The "${name}" parameter must be JSON (an object).`;

/**
 * GET /graphql with its parameters read safely: Yoga's own GET parser calls JSON.parse on
 * `variables` and `extensions` unguarded, so `variables=notjson` was a 500. A parameter that is
 * not JSON is a 400 here; one that is JSON but not an object, Yoga refuses with a 400 itself.
 * The parameters are a POST body's: `documentId` (a persisted operation) included.
 */
export function useGetParams(): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      if (request.method === 'GET') setRequestParser(parseGet);
    },
  };
}

function parseGet(request: Request) {
  const params = new URL(request.url).searchParams;
  return {
    operationName: params.get('operationName') || undefined,
    query: params.get('query') || undefined,
    // A persisted operation's id, as Relay sends it by POST (Yoga's GET parser dropped it).
    documentId: params.get('documentId') || undefined,
    variables: jsonParam(params, 'variables'),
    extensions: jsonParam(params, 'extensions'),
  };
}

function jsonParam(params: URLSearchParams, name: string): Record<string, any> | undefined {
  const raw = params.get(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw createGraphQLError(BAD_GET_PARAM(name), { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
  }
}
