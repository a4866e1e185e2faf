/**
 * Texts of the organization's reminder settings (issue 26 item 15; ours, the spec has none). The
 * api's answer ('Reminder settings saved.') comes from the gateway's message; the e2e journey and
 * the component test import these.
 */
export const reminderTexts = {
  heading: 'Reminders to customers',
  explanation:
    'When a customer has not signed an agreement, or has not opened a web proposal link that was e-mailed to them, the portal e-mails them a reminder with the same link on the days below (counted from the day it was sent).',
  stops:
    'Reminders stop as soon as the customer signs or opens it, and when the agreement is voided or sent again, the link is revoked or expires, or the lead is cancelled. Each reminder shows on the lead\'s timeline, and the rep hears of it in the bell.',
  enabled: 'Send reminders',
  dayLabel: (n: number) => `Reminder ${n}`,
  daySuffix: 'days after sending',
  dayHint: (min: number, max: number) => `${min}–${max} days`,
  add: 'Add a reminder',
  remove: (n: number) => `Remove reminder ${n}`,
  none: 'No reminder days: add one, or turn reminders off.',
  off: 'Reminders are off: customers get only the mail sent with the link.',
  summary: (days: number[]) =>
    days.length === 0 ? 'No reminders are scheduled.' : `Customers are reminded ${days.length === 1 ? 'once' : `${days.length} times`}: ${days.map((d) => `day ${d}`).join(', ')}.`,
  save: 'Save reminders',
  saved: 'Reminder settings saved.',
  dayRequired: 'Enter a number of days.',
  dayRange: (min: number, max: number) => `Between ${min} and ${max} days.`,
  dayRepeated: 'Each day once.',
} as const;
