/** Texts of issue 26's agreement work (sending with a message, countersigning), written once here and imported by tests. */
export const MESSAGES_26 = {
  agreementMessageInvalid: 'The message must be plain text of at most 2000 characters.',
  // The signing page and the api when the lead is cancelled (closed-lost): nothing can be signed.
  agreementLeadClosedTitle: 'Signing paused',
  agreementLeadClosed: (organization: string) =>
    `${organization} has closed this project, so the agreement cannot be signed now. If you still want to go ahead, contact them: they can reopen it.`,
  countersignLeadClosed: 'This lead is cancelled (closed-lost): restore it before the agreement is countersigned.',
  // Countersigning (POST /agreement/{id}/countersign/).
  countersigned: 'Agreement countersigned: it is fully executed.',
  countersignNotSigned: 'The customer has not signed this agreement yet: it can be countersigned once they have.',
  countersignAlready: 'This agreement is already countersigned (fully executed).',
  countersignVoided: 'This agreement was voided: it cannot be countersigned.',
  countersignSuperseded: 'This agreement was superseded: it cannot be countersigned; send a new one.',
  countersignNameRequired: 'Type your full name (at most 200 characters).',
  countersignMustAgree: 'Check "I agree" to countersign.',
  executedCannotVoid: 'A fully executed agreement cannot be voided.',
  // The mail to the sender when the customer signed.
  signedMailBody: (signer: string, type: string, lead: string) =>
    `${signer} signed the ${type} for ${lead}.\nYour organization's countersignature is due: an org admin countersigns it in the lead's Agreements tab. It is fully executed then.`,
} as const;
