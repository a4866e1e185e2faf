import { errors } from '../messages';

/**
 * What a screen or a toast says about a failure that has no field to land on (§8). Never the
 * error's own text: Relay's and the browser's name the operation or carry a stack ("No data
 * returned for operation `LeadListScreenQuery`…"), which means nothing to a user (issue 11). Our
 * own catalogue texts (the network one, thrown by relay/environment.ts) pass through.
 */
export function friendlyError(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return (Object.values(errors) as unknown[]).includes(message) ? message : errors.generic;
}

/** The detail goes to the console for developers only (React reports caught errors on its own too). */
export function logErrorDetail(error: unknown, componentStack?: string | null) {
  if (import.meta.env.DEV) console.error(error, componentStack ?? '');
}
