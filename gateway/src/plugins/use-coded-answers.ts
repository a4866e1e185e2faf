import type { Plugin } from 'graphql-yoga';

/** The answers Yoga gives with no body at all, and what each says instead. */
export const EMPTY_ANSWERS: Record<number, { code: string; message: string }> = {
  404: { code: 'NOT_FOUND', message: 'There is no GraphQL endpoint at this address: send operations to /graphql.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'The Accept header allows no answer the gateway gives: accept application/graphql-response+json, application/json, text/event-stream or multipart/mixed.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be application/json, application/graphql or multipart/form-data (the GraphQL multipart request spec).' },
};

/**
 * Every answer of /graphql is GraphQL-shaped JSON whose errors carry `extensions.code`: Yoga itself
 * answers an unknown path under /graphql (404), an unacceptable Accept (406) and a body type it
 * cannot read (415) with an empty body. Those are given `{ errors: [{ message, extensions: { code } }] }`,
 * keeping their status and headers (Accept, Allow).
 */
export function useCodedAnswers(): Plugin {
  return {
    onResponse({ response, setResponse, fetchAPI }) {
      const answer = EMPTY_ANSWERS[response.status];
      if (!answer || /json/.test(response.headers.get('content-type') ?? '')) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('content-type', 'application/json; charset=utf-8');
      const body = JSON.stringify({ errors: [{ message: answer.message, extensions: { code: answer.code } }] });
      setResponse(new fetchAPI.Response(body, { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
