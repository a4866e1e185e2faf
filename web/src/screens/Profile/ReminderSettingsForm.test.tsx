import { describe, expect, it } from 'vitest';
import { describeEntry } from '../LeadPage/activity/ActivityTimeline';
import { activityTexts } from '../LeadPage/activity/texts';
import { reminderTexts as t } from './reminderTexts';
import { dayProblems } from './ReminderSettingsForm';

const limits = { maxReminders: 3, minDay: 1, maxDay: 60 };

describe('the reminder schedule form', () => {
  it('checks each day as the api does: a whole number 1–60, each once, none empty', () => {
    expect(dayProblems(['3', '7'], limits)).toEqual({});
    expect(dayProblems([' 10 '], limits)).toEqual({});
    expect(dayProblems([''], limits)).toEqual({ 0: t.dayRequired });
    expect(dayProblems(['0', '61', '2.5'], limits)).toEqual({ 0: t.dayRange(1, 60), 1: t.dayRange(1, 60), 2: t.dayRange(1, 60) });
    expect(dayProblems(['3', '3'], limits)).toEqual({ 1: t.dayRepeated });
  });

  it('says what the schedule does in words', () => {
    expect(t.summary([])).toBe('No reminders are scheduled.');
    expect(t.summary([3])).toBe('Customers are reminded once: day 3.');
    expect(t.summary([3, 7])).toBe('Customers are reminded 2 times: day 3, day 7.');
  });
});

describe('a reminder on the timeline', () => {
  const base = {
    action: 'REMINDER_SENT' as const, actor: null, fields: [], documentType: 'LOI', documentId: 12, pace: false, uploaded: false, fileName: null,
    fromUser: null, toUser: null, fromOrganization: null, toOrganization: null, stage: null, signerName: null, recipient: 'Grace Hopper', reason: null,
  };
  it('reads "Reminder sent to … (day 3)" with what it was about', () => {
    expect(describeEntry({ ...base, reminderDay: 3, reminderOf: 'AGREEMENT' })).toEqual({ who: activityTexts.reminderSent, what: 'to Grace Hopper (day 3) about LOI #12' });
    expect(describeEntry({ ...base, documentType: 'Marketing', documentId: 4, reminderDay: 7, reminderOf: 'PROPOSAL_LINK' }))
      .toEqual({ who: 'Reminder sent', what: 'to Grace Hopper (day 7) about the web link to Marketing proposal #4' });
    expect(describeEntry({ ...base, recipient: null, reminderDay: null, reminderOf: 'AGREEMENT' }).what).toBe('to the customer about LOI #12');
  });
});
