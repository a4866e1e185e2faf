/**
 * Texts of the reset link check (not in the spec, except `linkInvalid`, which is the api's and the
 * gateway's wording, shown when the gateway gives none). The rest of the screen's texts are
 * `passwordReset` in ../../messages.
 */
export const resetLinkText = {
  linkInvalid: 'This password reset link is invalid or has expired.',
  checking: 'Checking the reset link…',
  requestNew: 'Enter your email to get a new link.',
} as const;
