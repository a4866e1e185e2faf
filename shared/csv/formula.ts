/**
 * Cells a spreadsheet could run as a formula (CSV injection, OWASP): one starting with = + - @,
 * also after leading spaces, tabs, line breaks, no-break spaces or a byte-order mark (Excel and
 * LibreOffice skip those before reading a formula), their full-width forms (＝ ＋ － ＠, which
 * Excel reads as formulas in East Asian locales), and any cell starting with a tab, carriage return
 * or line feed. Papa.unparse({ escapeFormulae }) prefixes a matching cell with ' so it stays text;
 * numbers are never touched, so a negative number stays a number.
 *
 * One rule for every CSV the portal writes: the lead list's export (web) and bulk-enrichment
 * results (api).
 */
export const SPREADSHEET_FORMULA = /^[\s\u00a0\u2000-\u200b\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;
