import { cleanMailText } from './mail-text.js';

/**
 * The signing link's mail (issue 26 item 12): the rep's own message, edited in the send dialog,
 * above the link. The mail is plain text (the outbox stores text and SMTP sends `text` only), so a
 * message is never HTML; it is bounded and free of control characters other than line breaks and tabs.
 */
export const AGREEMENT_MESSAGE_MAX = 2000;

/**
 * The message as stored: trimmed, line breaks as \n; null when empty or absent; undefined when it
 * is not acceptable (not a string, too long, control characters, lone surrogates).
 */
export const cleanAgreementMessage = (raw: unknown): string | null | undefined => cleanMailText(raw, AGREEMENT_MESSAGE_MAX, false);

export interface AgreementMailFacts {
  customerName: string;
  organizationName: string;
  title: string;
  leadName: string;
  message: string | null;
  url: string;
}

/** The default wording when the rep wrote no message (and what the dialog prefills, in its own words). */
export const defaultAgreementMessage = (f: Pick<AgreementMailFacts, 'organizationName' | 'title' | 'leadName'>) =>
  `${f.organizationName} sent you the ${f.title} for ${f.leadName}.`;

export function agreementMailBody(f: AgreementMailFacts): string {
  return `Hello ${f.customerName},\n\n${f.message ?? defaultAgreementMessage(f)}\n\nRead and sign it here:\n${f.url}\n`;
}
