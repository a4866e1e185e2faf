/**
 * Plain text a rep writes into a customer's e-mail (issue 26, item 12: the signing link's and the
 * proposal link's mails): trimmed, line breaks as \n, no other control characters and no lone
 * surrogates; null when empty or absent; undefined when not acceptable (not a string, longer than
 * `max`, a line break in a single-line field such as a subject).
 */
export function cleanMailText(raw: unknown, max: number, singleLine: boolean): string | null | undefined {
  if (raw == null) return null;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) return null;
  if (text.length > max) return undefined;
  if (singleLine && /\n/.test(text)) return undefined;
  if (/[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) return undefined;
  return text;
}
