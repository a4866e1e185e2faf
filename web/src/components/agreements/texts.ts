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
