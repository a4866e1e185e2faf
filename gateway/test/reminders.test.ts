/**
 * Reminders through the gateway (issue 26 item 15) against a mocked REST layer: the organization's
 * schedule (Organization.reminderSettings, null for those the api refuses), updateReminderSettings
 * (the body it sends, the api's refusals as userErrors on their input field), and a REMINDER_SENT
 * timeline entry with its day.
 */
import { describe, expect, it } from 'vitest';
import { keysetCursor } from '../src/resolvers/connections.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { REMINDER_MESSAGES } from '../src/resolvers/reminders.js';
import { expectCall, restLead } from './documents-fixtures.js';
import { gql, mockedGateway } from './harness.js';

const ORG = { pk: 3, id: 3, name: 'Sun Co', logo: null, description: '', membership_type: 1, business_type: 0 };
const PROFILE = {
  id: 5, first_name: 'R', last_name: 'U', email: 'r@u.test', phone_number: '+15550000000', user_type: 0, image: null, is_terms_accepted: true,
  organization: ORG, privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
};
const settings = (over: Record<string, unknown> = {}) => ({
  organization: 3, enabled: true, days: [3, 7], limits: { max_steps: 3, min_day: 1, max_day: 60 }, default_days: [3, 7], ...over,
});
const SETTINGS = 'enabled days maxReminders minDay maxDay defaultDays';
const MUTATION = `mutation($input: UpdateReminderSettingsInput!) { updateReminderSettings(input: $input) {
  organization { id reminderSettings { ${SETTINGS} } } message userErrors { field code messages } } }`;
const ORG_ID = toGlobalId('Organization', 3);

describe('Organization.reminderSettings', () => {
  it('reads the schedule for an org admin', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, PROFILE);
    const read = expectCall(mock, 'GET', '/api/organization/3/reminders/', 200, settings());
    const res = await gql(gateway, `{ viewer { organization { reminderSettings { ${SETTINGS} } } } }`, {}, auth);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(read.calls).toBe(1);
    expect(res.body.data.viewer.organization.reminderSettings).toEqual({ enabled: true, days: [3, 7], maxReminders: 3, minDay: 1, maxDay: 60, defaultDays: [3, 7] });
  });

  it('is null, not an error, for a member (403) and for another organization (404)', async () => {
    for (const status of [403, 404]) {
      const { gateway, mock, auth } = mockedGateway();
      expectCall(mock, 'GET', '/api/user/', 200, PROFILE);
      expectCall(mock, 'GET', '/api/organization/3/reminders/', status, { detail: status === 403 ? 'You do not have permission to perform this action.' : 'Not found.' });
      const res = await gql(gateway, '{ viewer { organization { name reminderSettings { enabled } } } }', {}, auth);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.viewer.organization).toEqual({ name: 'Sun Co', reminderSettings: null });
    }
  });
});

describe('updateReminderSettings', () => {
  it('sends on/off and the days, and answers the organization with its new schedule', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const put = expectCall(mock, 'PUT', '/api/organization/3/reminders/', 200, { detail: REMINDER_MESSAGES.saved, settings: settings({ days: [2, 10] }) });
    expectCall(mock, 'GET', '/api/organization_with_users/', 200, { results: [{ ...ORG, users: [] }] });
    const res = await gql(gateway, MUTATION, { input: { organizationId: ORG_ID, enabled: true, days: [10, 2] } }, auth);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(put.body).toEqual({ enabled: true, days: [10, 2] });
    expect(res.body.data.updateReminderSettings).toEqual({
      organization: { id: ORG_ID, reminderSettings: { enabled: true, days: [2, 10], maxReminders: 3, minDay: 1, maxDay: 60, defaultDays: [3, 7] } },
      message: REMINDER_MESSAGES.saved, userErrors: [],
    });
  });

  it('answers refusals as userErrors: bad days on their field, a member, another organization', async () => {
    const cases: [number, unknown, { field: string | null; code: string }][] = [
      [400, { days: ['Each reminder is 1–60 days after sending.'] }, { field: 'input.days', code: 'INVALID_INPUT' }],
      [400, { 'days.0': ['Ensure this value is less than or equal to 60.'] }, { field: 'input.days.0', code: 'INVALID_INPUT' }],
      [403, { detail: 'You do not have permission to perform this action.' }, { field: null, code: 'FORBIDDEN' }],
      [404, { detail: 'Not found.' }, { field: null, code: 'NOT_FOUND' }],
    ];
    for (const [status, body, expected] of cases) {
      const { gateway, mock, auth } = mockedGateway();
      expectCall(mock, 'PUT', '/api/organization/3/reminders/', status, body);
      const res = await gql(gateway, MUTATION, { input: { organizationId: ORG_ID, enabled: true, days: [61] } }, auth);
      expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
      expect(res.body.data.updateReminderSettings.organization).toBeNull();
      expect(res.body.data.updateReminderSettings.userErrors[0]).toMatchObject(expected);
    }
  });

  it('refuses an id that is not an organization\'s before calling the api', async () => {
    const { gateway, auth } = mockedGateway();
    const res = await gql(gateway, MUTATION, { input: { organizationId: toGlobalId('Lead', 3), enabled: true, days: [3] } }, auth);
    const refused = res.body.data?.updateReminderSettings?.userErrors?.[0] ?? res.body.errors?.[0];
    expect(JSON.stringify(refused)).toMatch(/organizationId/);
  });
});

describe('a REMINDER_SENT timeline entry', () => {
  it('carries the recipient, the day and what it reminded of', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    expectCall(mock, 'GET', '/api/lead_activity/5/', 200, {
      results: [
        { id: 9, lead: 5, action: 'reminder_sent', actor: null, actor_name: null, created: '2026-03-04T05:06:09.000Z',
          detail: { kind: 'agreement', document_type: 'PPA', document_id: 31, recipient: 'Grace Hopper', recipient_email: 'g@h.test', day: 3 } },
        { id: 8, lead: 5, action: 'agreement_sent', actor: 7, actor_name: 'Eve Ng', created: '2026-03-01T05:06:08.000Z', detail: { document_id: 31, document_type: 'PPA', recipient: 'Grace Hopper' } },
      ],
      page: 1, limit: 20, count: 2, has_next: false, has_previous: false,
      cursors: [keysetCursor('lead_activity', '2026-03-04T05:06:09.000000Z', 9), keysetCursor('lead_activity', '2026-03-01T05:06:08.000000Z', 8)],
    }, { page: '1', limit: '20' });
    const res = await gql(gateway, `{ lead(databaseId: 5) { activity { edges { node { action actor recipient documentType reminderDay reminderOf } } } } }`, {}, auth);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(res.body.data.lead.activity.edges.map((e: any) => e.node)).toEqual([
      { action: 'REMINDER_SENT', actor: null, recipient: 'Grace Hopper', documentType: 'PPA', reminderDay: 3, reminderOf: 'AGREEMENT' },
      { action: 'AGREEMENT_SENT', actor: 'Eve Ng', recipient: 'Grace Hopper', documentType: 'PPA', reminderDay: null, reminderOf: null },
    ]);
  });
});
