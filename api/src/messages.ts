/**
 * Every text the api shows to people, written once. Where spec §8 or architecture.md fixes the
 * wording it is used exactly; tests import these rather than retyping them.
 */
export const MESSAGES = {
  resetRequested: 'Email with further instructions have been sent to your email address.',
  passwordChanged: 'Password has been changed successfully. Check your email.',
  inviteSent: 'Invite sent successfully.',
  agreementSent: 'Agreement sent successfully.',
  termsAccepted: 'Terms and Policy Accepted.',
  supportSubmitted: 'Issue submitted successfully.',
  resourceDeleted: 'Resource deleted successfully',
  fileDeleted: 'File deleted successfully.',
  leadDeleted: 'Lead cancelled.',
  bulkDeleted: 'File deleted successfully.',

  invalidCredentials: 'Unable to log in with provided credentials.',
  tooManyAttempts: (minutes: number) => `Too many failed sign-in attempts. Try again in ${minutes} minutes.`,
  emailFormat: 'This email address is formatted incorrectly.',
  emailTaken: 'A user with this email already exists.',
  phoneFormat: 'Wrong format',
  phoneRequired: 'Please enter your phone number.',
  passwordTooShort: 'Ensure this field has at least 6 characters.',
  contactFormat: 'Please specify valid email or phone #',
  messageTooLong: 'Ensure this field has no more than 1024 characters.',
  invalidInvite: 'This invitation link is invalid or has already been used.',
  inviteEmailMismatch: 'Use the e-mail address the invitation was sent to.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  fileRequired: 'No file was submitted.',
  fileTooLarge: (mb: number) => `The file is too large: the limit is ${mb} MB.`,
  fileType: (ext: string, allowed: readonly string[]) =>
    `Files of type "${ext || 'none'}" are not accepted. Accepted types: ${allowed.join(', ')}.`,
  fileEmpty: 'The submitted file is empty.',
  proposalsLocked: 'Proposals for this lead are locked until the requested proposal is unlocked.',
  agreementAlreadySigned: 'This agreement has already been signed.',
  agreementSuperseded: 'This agreement was superseded by a change to its proposal; ask for a new one.',
  // Invites, resources, bulk enrichment, support (routes/invites.ts, resources.ts, bulk-enrichment.ts, support.ts)
  organizationNotFound: 'Organization not found.',
  notBlank: 'This field may not be blank.',
  bulkNoAddressColumn: 'The file has no address column. Add a column named address, site_address, property address or full_address, or street, city, state and zip columns.',
  bulkNoRows: 'The file has no rows with an address.',
  bulkTooManyRows: (rows: number, max: number) => `The file has ${rows.toLocaleString('en-US')} rows; at most ${max.toLocaleString('en-US')} are accepted per file. Split it into smaller files.`,
  bulkUnreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
} as const;
