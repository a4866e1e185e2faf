/** Texts of the signing-link dialogs (the lead page's Agreements tab and the admin Agreements table). */
export const signLinkTexts = {
  column: 'Signing link',
  newLink: 'New link',
  newLinkFor: (id: number) => `New link for agreement #${id}`,
  confirmTitle: 'Issue a new signing link?',
  confirmText:
    'The link sent before stops working. The new link is e-mailed to the customer again and shown to you once.',
  confirm: 'Issue new link',
  keep: 'Keep the current link',
  sending: 'Issuing a new signing link. Please wait.',
  dialogTitle: 'Signing link',
  dialogText:
    'This link lets the customer sign; treat it like a password. It was e-mailed to the customer when the lead has an e-mail address. It is shown only now: to get one later, issue a new link.',
  label: 'Signing link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Copying failed: select the link and copy it yourself.',
  close: 'Close',
  notAvailable: '—',
} as const;

/** Texts of an agreement's status badge and row actions (issue 15: Resend, Void, Copy link). */
export const agreementRowTexts = {
  status: { SENT: 'Sent', VIEWED: 'Viewed', SIGNED: 'Signed by customer', EXECUTED: 'Fully executed', VOIDED: 'Voided' },
  statusHelp: {
    SENT: 'Sent; the customer has not opened it yet.',
    VIEWED: 'The customer opened the signing page.',
    SIGNED: 'Signed by the customer; your organization\'s countersignature is due.',
    EXECUTED: 'Signed by the customer and countersigned by your organization.',
    VOIDED: 'Voided: the signing link no longer works.',
  },
  countersignDue: 'Countersignature due',
  countersignedOn: (date: string, who: string | null) => `Countersigned ${date}${who ? ` by ${who}` : ''}`,
  viewedOn: (date: string) => `Viewed ${date}`,
  voidedOn: (date: string, who: string | null) => `Voided ${date}${who ? ` by ${who}` : ''}`,
  noEmail: 'No e-mail: link shown to the sender only',
  actionsFor: (id: number) => `Actions for agreement #${id}`,
  resend: 'Resend',
  copy: 'Copy link',
  copyUnavailable: 'Copy link: resend to get one',
  copyHelp: 'A signing link can be copied only right after it was sent or resent: it is stored as a hash. Resend to issue a new one.',
  voidAction: 'Void',
  voidTitle: 'Void this agreement?',
  voidText: (type: string, id: number) =>
    `${type} #${id} can no longer be signed: its signing link stops working and the page tells the customer it was voided. This cannot be undone; send a new agreement if needed.`,
  voidConfirm: 'Void agreement',
  voidKeep: 'Keep it',
  voided: 'Agreement voided: its signing link no longer works.',
} as const;

/** Texts of opening a signed agreement (issue 26 item 1): the lead's Agreements and Documents tabs and the admin list. */
export const signedDocumentTexts = {
  column: 'Signed copy',
  open: 'Open signed PDF',
  /** Starts with the visible text (`open`), so the accessible name contains it (axe label-content-name-mismatch). */
  openFor: (type: string, id: number) => `Open signed PDF of ${type} #${id}`,
  fileName: (type: string, id: number, executed: boolean) => `${type.replace(/\s+/g, '-')}-${id}-${executed ? 'executed' : 'signed'}.pdf`,
  none: 'Not signed yet',
  documentsTitle: 'Signed agreements',
  documentsEmpty: 'No signed agreements yet. Once the customer signs an agreement from the Agreements tab, its signed PDF (with the audit certificate) is listed here.',
  documentsCaption: 'Signed agreements of this lead',
  signedOn: (date: string) => `Signed ${date}`,
} as const;

/** Texts of the countersignature dialog (issue 26 item 14). */
export const countersignTexts = {
  action: 'Countersign',
  title: (type: string, id: number) => `Countersign ${type} #${id}`,
  intro: (customer: string | null) =>
    `${customer || 'The customer'} signed this agreement. Your countersignature makes it fully executed: read the signed PDF first.`,
  fullName: 'Your full name',
  fullNameHelp: 'Type your name as you sign documents for your organization.',
  agree: 'I agree to countersign this agreement on behalf of my organization.',
  draw: 'Draw your signature (optional)',
  drawHelp: 'Draw with a mouse or a finger; leave it empty to sign with your typed name.',
  clear: 'Clear',
  submit: 'Countersign',
  cancel: 'Cancel',
  nameRequired: 'Type your full name (at most 200 characters).',
  mustAgree: 'Check "I agree" to countersign.',
  working: 'Countersigning. Please wait.',
  done: 'Agreement countersigned: it is fully executed.',
  closedLead: 'This lead is cancelled: restore it before countersigning.',
} as const;

/** Texts of the message in the signing link's mail (issue 26 item 12): the send dialog and Resend. */
export const agreementMessageTexts = {
  label: 'Message to the customer',
  help: 'Sent as plain text above the signing link.',
  max: 2000,
  tooLong: (max: number) => `At most ${max} characters.`,
  counter: (n: number, max: number) => `${n} / ${max}`,
  /** The mail greets the customer by name itself ("Hello …,"), so the message starts after it. */
  prefill: (title: string, organization: string | null) =>
    `Please find the ${title}${organization ? ` from ${organization}` : ''} for your review. You can read it and sign it on your phone or computer at the link below.\n\nCall or e-mail me with any questions.`,
} as const;

/** Texts of the send dialog (issue 26 item 8): whom it goes to, and how to change that. */
export const sendDialogTexts = {
  recipientLabel: 'Goes to',
  recipient: (name: string | null, email: string | null) => `${name || 'The customer'}${email ? ` <${email}>` : ''}`,
  noEmail: 'This lead has no customer e-mail: the signing link is shown only to you, to pass on yourself.',
  change: 'To send it to someone else, change the customer\'s name or e-mail in the Details tab first.',
  proposalNewest: (label: string) => `${label} (newest active)`,
  titleOf: { LOI: 'Letter of Intent', CLEAN_ENERGY_PPA: 'Clean Energy Power Purchase Agreement' } as Record<string, string>,
} as const;
