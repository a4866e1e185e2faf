import type { Plugin } from 'graphql-yoga';

/**
 * Every GraphQL answer is `Cache-Control: no-store` unless Yoga set its own (its event streams say
 * no-cache). Answers are one signed-in user's view of customers' names, addresses and phones, read
 * on phones that may be shared: a persisted query over GET would otherwise be stored by the
 * browser's HTTP cache under its URL, outlive sign-out (which clears the app's saved answers, not
 * the HTTP cache) and be replayed by back/forward. Revalidation (`private, no-cache` + ETag)
 * would save only the bytes of a 304, never the gateway's work; the app's offline copies are its
 * own (web/src/offline, kept per user in the Cache API), which signing out clears (issue 28).
 */
export function useNoStore(): Plugin {
  return {
    onResponse: ({ response }) => {
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store');
    },
  };
}
