import type { Plugin } from 'graphql-yoga';

/**
 * No answer repeats what a client sent or what failed inside (issue 24): Yoga puts a JSON parse
 * error's own text, which quotes the body (a password in a login mutation included), in
 * `extensions.originalError`. The message and code say enough; the rest stays out of the answer.
 */
export function useNoEcho(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        const errors = (single as { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }).errors;
        for (const error of errors ?? []) {
          const extensions = error.extensions;
          if (!extensions || !('originalError' in extensions)) continue;
          delete extensions.originalError;
          // Yoga keeps such an error's 400 only while originalError is there (else an
          // application/json client would get 200): the status is made explicit instead.
          const http = extensions.http as { spec?: boolean } | undefined;
          if (http?.spec) extensions.http = { ...http, spec: false };
        }
      }
    },
  };
}
