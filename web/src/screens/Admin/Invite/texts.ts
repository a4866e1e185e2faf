/** Issue 26: the invitee's name as two fields, and revoke / resend in the Invites table. */
export const inviteManageTexts = {
  firstName: 'First name',
  lastName: 'Last name',
  nameHelp: 'Filled in on their sign-up form for them.',
  revoked: 'Revoked',
  actions: 'Actions',
  revoke: 'Revoke',
  resend: 'Resend',
  revokeFor: (email: string) => `Revoke the invite to ${email}`,
  resendFor: (email: string) => `Resend the invite to ${email}`,
  revokeTitle: 'Revoke this invite?',
  revokeText: (email: string) => `The link sent to ${email} stops working at once. You can resend the invite later: a new link is mailed.`,
  failed: 'The invite could not be changed. Please try again.',
  cancel: 'Cancel',
} as const;

/** The api's limit on each name (api/src/routes/invites.ts). */
export const INVITE_NAME_MAX = 75;
