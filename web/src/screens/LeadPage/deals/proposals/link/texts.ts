/** The web proposal link's texts (issue 15): the Share web link dialog on a generated proposal. */
export const proposalLinkTexts = {
  action: 'Share web link',
  title: (id: number) => `Share proposal #${id} on the web`,
  intro: 'A read-only page for the customer with the system summary, the savings chart and table, and the PDF, readable on a phone. You are notified when the customer first opens it.',
  expiry: 'Link works for',
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  create: 'Create link',
  creating: 'Creating…',
  newLink: 'The new link',
  onceHint: 'Copy it now: for the customer\'s safety it is not shown again. Create another one if it is lost.',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Could not copy: select the link and copy it by hand.',
  existing: 'Links shared',
  none: 'No links shared yet.',
  loading: 'Loading the links…',
  status: { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Withdrawn' } as Record<string, string>,
  created: (when: string, by: string | null | undefined) => (by ? `Created ${when} by ${by}` : `Created ${when}`),
  expires: (when: string) => `expires ${when}`,
  expired: (when: string) => `expired ${when}`,
  revokedOn: (when: string) => `withdrawn ${when}`,
  views: (count: number, last: string | null) => (count === 0 ? 'Not opened yet' : `Opened ${count === 1 ? 'once' : `${count} times`}${last ? `, last ${last}` : ''}`),
  revoke: 'Revoke',
  revokeFor: (when: string) => `Revoke the link created ${when}`,
  revokeTitle: 'Revoke this link?',
  revokeText: 'The customer can no longer open the proposal with it; the page will say it was withdrawn. This cannot be undone: create a new link to share again.',
  revokeConfirm: 'Revoke link',
  revokeKeep: 'Keep link',
  revoked: 'Link revoked.',
  close: 'Close',
} as const;

/** The expiry choices, in days (the api takes 1–90; 30 by default). */
export const EXPIRY_DAYS = [7, 14, 30, 60, 90] as const;
export const DEFAULT_EXPIRY_DAYS = 30;

/**
 * E-mailing the link (issue 26, item 12): the api mails a new link (its URL exists only when a link
 * is made), plain text, and records it on the lead's timeline. The subject and message default to
 * the api's wording (api/src/customer-pages-messages.ts).
 */
export const proposalLinkEmailTexts = {
  toggle: 'E-mail the link to the customer',
  to: 'To',
  subject: 'Subject',
  message: 'Message',
  messageHint: (left: number) => `Plain text. ${left} characters left. The link goes below it.`,
  noEmail: 'The lead has no customer e-mail: type the address.',
  send: 'Create and e-mail link',
  sending: 'Sending…',
  loading: 'Loading the customer\'s e-mail…',
  defaultSubject: (organization: string) => `Your solar proposal from ${organization}`,
  defaultMessage: (organization: string, lead: string) => `${organization} prepared a solar proposal for ${lead}. You can read it, and accept it, on its web page.`,
} as const;

/** The api's bounds of the e-mail (api/src/customer-pages-messages.ts PROPOSAL_MAIL_LIMITS). */
export const PROPOSAL_MAIL_LIMITS = { to: 254, subject: 200, message: 2000 } as const;
