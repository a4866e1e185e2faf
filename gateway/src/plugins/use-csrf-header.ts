import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const CSRF_HEADER_REQUIRED = 'CSRF_HEADER_REQUIRED';
export const CSRF_MESSAGE = (header: string) =>
  `This request needs the ${header} header (any value): GET, multipart and other requests that are not application/json must send it.`;

/**
 * Yoga's CSRF prevention (a GET, multipart, form or text/plain request must carry `header`, which
 * a page on another site cannot send without a preflight), its refusal coded: Yoga's own came back
 * as a 403 whose error had no code ("Required CSRF header(s) not present").
 */
export function useCsrfHeader(header: string): Plugin {
  const yogaCsrf = useCSRFPrevention({ requestHeaders: [header] }) as Plugin;
  const check = yogaCsrf.onRequestParse as NonNullable<Plugin['onRequestParse']>;
  return {
    onRequestParse(payload) {
      try {
        return check(payload);
      } catch {
        throw createGraphQLError(CSRF_MESSAGE(header), { extensions: { code: CSRF_HEADER_REQUIRED, http: { status: 403 } } });
      }
    },
  };
}
