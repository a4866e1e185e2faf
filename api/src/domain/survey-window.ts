import { badRequest } from '../http/errors.js';
import { MESSAGES } from '../messages.js';

/**
 * Site survey dates a user can mean (issue 12): from a year before the lead was created (a survey
 * done before the lead was entered) to two years ahead. Anything else is a typo ('2062', '1926')
 * that would put the lead in stage 4 for nothing.
 */
export function surveyWindow(leadCreated: Date | string, now = new Date()) {
  const created = new Date(leadCreated);
  const from = new Date(Date.UTC(created.getUTCFullYear() - 1, created.getUTCMonth(), created.getUTCDate()));
  const to = new Date(Date.UTC(now.getUTCFullYear() + 2, now.getUTCMonth(), now.getUTCDate()));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/** Refuses (400, on `field`) a survey date outside the lead's window; null and undefined pass. */
export function checkSurveyDate(field: string, date: unknown, leadCreated: Date | string) {
  if (typeof date !== 'string' || !date) return;
  const { from, to } = surveyWindow(leadCreated);
  const day = date.slice(0, 10);
  if (day < from || day > to) throw badRequest({ [field]: MESSAGES.surveyDateOutside(from, to) });
}
