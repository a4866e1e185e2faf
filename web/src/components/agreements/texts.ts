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
  status: { SENT: 'Sent', VIEWED: 'Viewed', SIGNED: 'Signed', VOIDED: 'Voided' },
  statusHelp: {
    SENT: 'Sent; the customer has not opened it yet.',
    VIEWED: 'The customer opened the signing page.',
    SIGNED: 'Signed by the customer.',
    VOIDED: 'Voided: the signing link no longer works.',
  },
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
