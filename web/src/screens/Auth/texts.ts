/** Sign-up texts for an invite link that no longer works (not in the spec). */
export const inviteText = {
  invalidTitle: 'This invitation is invalid or has expired.',
  invalidText: 'Ask the person who invited you to send a new invitation, or sign up on your own to create an account for your company.',
  plainSignup: 'Sign up without an invitation',
} as const;
