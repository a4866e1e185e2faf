import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { isOrgAdmin, isSuperAdmin, type AuthUser } from '../auth/users.js';
import { DEFAULT_REMINDER_DAYS, REMINDER_LIMITS, reminderDaysProblem, runReminders, startReminderWorker } from '../domain/reminders.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { RowId } from '../http/formats.js';
import { MESSAGES } from '../messages.js';

const Pk = RowId();

const Settings = Type.Object({
  organization: Type.Integer(),
  enabled: Type.Boolean({ description: 'Whether reminders go out at all' }),
  days: Type.Array(Type.Integer(), { description: 'Days after sending, ascending' }),
  limits: Type.Object({ max_steps: Type.Integer(), min_day: Type.Integer(), max_day: Type.Integer() }),
  default_days: Type.Array(Type.Integer()),
});

const settingsJson = (row: any) => ({
  organization: row.id,
  enabled: row.reminders_enabled,
  days: [...(row.reminder_days as number[])].sort((a, b) => a - b),
  limits: { max_steps: REMINDER_LIMITS.maxSteps, min_day: REMINDER_LIMITS.minDay, max_day: REMINDER_LIMITS.maxDay },
  default_days: [...DEFAULT_REMINDER_DAYS],
});

/**
 * The organization's reminder schedule (issue 26 item 15): its org admins and super admins read
 * and change it; a member gets 403, another organization 404 (as a missing one). Also starts this
 * process's reminder worker (with the job worker), and, only with API_TEST_HOOKS=true (the browser
 * journeys' stack, never production), a hook that runs it with a later clock for one lead.
 */
export default async function reminderSettingsRoutes(app: ApiApp) {
  const { db, config } = app.ctx;

  const allowed = (user: AuthUser, pk: number) => {
    if (!isSuperAdmin(user) && user.organization_id !== pk) throw notFound();
    if (!isSuperAdmin(user) && !isOrgAdmin(user)) throw forbidden();
  };

  app.get('/organization/:pk/reminders/', {
    schema: {
      tags: ['account'], summary: 'The organization\'s reminder schedule (its org admins and super admins)',
      description: 'Unsigned agreements and unviewed web proposal links remind the customer by e-mail this many days after sending. 403 for members, 404 for another organization.',
      params: Type.Object({ pk: Pk }), response: { 200: Settings },
    },
  }, async (request) => {
    const user = userOf(request);
    const { pk } = request.params as { pk: number };
    allowed(user, pk);
    const row = (await db.query('SELECT id, reminders_enabled, reminder_days FROM organizations WHERE id = $1', [pk])).rows[0];
    if (!row) throw notFound();
    return settingsJson(row);
  });

  app.put('/organization/:pk/reminders/', {
    schema: {
      tags: ['account'], summary: 'Change the organization\'s reminder schedule (its org admins and super admins)',
      description: `\`days\`: ${REMINDER_LIMITS.maxSteps} at most, each ${REMINDER_LIMITS.minDay}–${REMINDER_LIMITS.maxDay} days after sending, each once; `
        + 'an empty list or `enabled: false` sends none. Applies to links already sent too (their next reminder follows the new schedule). 403 for members, 404 for another organization.',
      params: Type.Object({ pk: Pk }),
      body: Type.Object({
        enabled: Type.Boolean(),
        days: Type.Array(Type.Integer({ minimum: REMINDER_LIMITS.minDay, maximum: REMINDER_LIMITS.maxDay }), { maxItems: REMINDER_LIMITS.maxSteps }),
      }, { additionalProperties: false }),
      response: { 200: Type.Object({ detail: Type.String(), settings: Settings }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const { pk } = request.params as { pk: number };
    allowed(user, pk);
    const body = request.body as { enabled: boolean; days: number[] };
    const problem = reminderDaysProblem(body.days);
    if (problem) throw badRequest({ days: problem });
    const days = [...body.days].sort((a, b) => a - b);
    const row = await db.transaction(async (tx) => (await tx.query(
      'UPDATE organizations SET reminders_enabled = $2, reminder_days = $3::int[] WHERE id = $1 RETURNING id, reminders_enabled, reminder_days',
      [pk, body.enabled, days])).rows[0]);
    if (!row) throw notFound();
    return { detail: MESSAGES.reminderSettingsSaved, settings: settingsJson(row) };
  });

  if (config.jobPollMs > 0) {
    const stop = startReminderWorker(app.ctx, app.log);
    app.addHook('onClose', async () => stop());
  }

  if (process.env.API_TEST_HOOKS === 'true') {
    app.post('/testing/reminders/run/', {
      schema: {
        hide: true,
        body: Type.Object({ lead: Pk, days_ahead: Type.Integer({ minimum: 0, maximum: 400 }) }),
      },
    }, async (request) => {
      if (!isSuperAdmin(userOf(request))) throw forbidden();
      const { lead, days_ahead } = request.body as { lead: number; days_ahead: number };
      return runReminders(app.ctx, { leadId: lead, now: new Date(Date.now() + days_ahead * 86_400_000) });
    });
  }
}
