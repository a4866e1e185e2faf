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
export function cleanAgreementMessage(raw: unknown): string | null | undefined {
  if (raw == null) return null;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) return null;
  if (text.length > AGREEMENT_MESSAGE_MAX) return undefined;
  if (/[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) return undefined;
  return text;
}

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
