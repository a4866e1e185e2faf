/** Texts of issue 26's agreement work (sending with a message, countersigning), written once here and imported by tests. */
export const MESSAGES_26 = {
  agreementMessageInvalid: 'The message must be plain text of at most 2000 characters.',
} as const;
