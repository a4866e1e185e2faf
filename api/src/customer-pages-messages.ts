/**
 * Issue 26: texts of the customer's public pages (accept on the web proposal page, a proposal link
 * after its lead is cancelled) and of e-mailing a proposal link, written once; tests import them.
 */
export const CUSTOMER_PAGE_TEXTS = {
  /** A link whose lead is cancelled (closed-lost): the proposal stays readable, with this notice, and cannot be accepted. */
  proposalInactive: 'This proposal is no longer active; contact your rep.',
  proposalInactiveTitle: 'This proposal is no longer active',
  acceptHeading: 'Accept this proposal',
  acceptIntroSign: 'Accept the proposal to read and sign the agreement next.',
  acceptIntroRep: 'Accept the proposal and your rep will send you the agreement to sign.',
  acceptName: 'Full name',
  acceptEmail: 'E-mail address',
  acceptEmailHint: 'We send the agreement and a copy of your acceptance here.',
  acceptCheckbox: 'I accept this proposal.',
  acceptSubmit: 'Accept proposal',
  acceptNameRequired: 'Enter your full name (at most 200 characters).',
  acceptEmailInvalid: 'Enter a valid e-mail address.',
  acceptMustCheck: 'Check "I accept this proposal." to accept it.',
  acceptedTitle: 'Proposal accepted',
  acceptedOn: (date: string, name: string) => `${name} accepted this proposal on ${date}.`,
  acceptedRepWillSend: 'Thank you. Your rep will send you the agreement to sign.',
  acceptedSignMailed: 'Thank you. The link to sign the agreement was sent to the e-mail address given when accepting.',
  acceptTooLargeTitle: 'This form is too large',
  acceptTooLarge: 'Go back to the proposal and enter your name and e-mail address again.',
  alreadyAcceptedTitle: 'This proposal is already accepted',
  /** The rep's e-mail of a web proposal link. */
  mailSubject: (organization: string, proposalType: string) => `Your ${proposalType ? `${proposalType} ` : ''}solar proposal from ${organization}`,
  mailDefaultMessage: (organization: string, lead: string) => `${organization} prepared a solar proposal for ${lead}. You can read it, and accept it, on its web page.`,
  mailBody: (customer: string, message: string, url: string, expiresOn: string) =>
    `Hello ${customer},\n\n${message}\n\nOpen the proposal here:\n${url}\n\nThe link works until ${expiresOn}.\n`,
  mailSent: (email: string) => `Proposal link e-mailed to ${email}.`,
  mailInvalidText: 'Plain text without control characters.',
  mailRecipientInvalid: 'Enter a valid e-mail address.',
} as const;

/** Bounds of the rep's e-mail (plain text). */
export const PROPOSAL_MAIL_LIMITS = { subject: 200, message: 2000 } as const;
