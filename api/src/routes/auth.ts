import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { inviteMailKey, resetMailKey, setPassword } from '../auth/credentials.js';
import { accountKey, clearLoginAttempts, purgeStaleAttempts, recordLoginFailure, reserveLoginAttempt } from '../auth/login-attempts.js';
import { dummyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from '../auth/passwords.js';
import type { Queryable } from '../db/client.js';
import { notifyInviteAccepted } from '../domain/notifications.js';
import { isOrganizationDeactivated, ORGANIZATION_MESSAGES, signInRefusal } from '../domain/organizations.js';
import { profileJson } from '../domain/profile.js';
import { badRequest, notFound, tooMany } from '../http/errors.js';
import { Email, Password, Phone } from '../http/formats.js';
import { clientKey, perMinute } from '../http/throttle.js';
import { MESSAGES } from '../messages.js';

const RESET_HOURS = 24;

const Profile = Type.Object({}, { additionalProperties: true, description: 'User profile (§3), with token when just issued' });
const Detail = Type.Object({ detail: Type.String() });

async function issueToken(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  return token;
}

/** Finds the open invite of a raw token. */
export async function findInvite(db: Queryable, token: string) {
  const { rows } = await db.query(
    `SELECT i.*, o.name AS inviting_org_name FROM invites i LEFT JOIN organizations o ON o.id = i.organization_id
     WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL`, [hashToken(token)]);
  return rows[0] ?? null;
}

export default async function authRoutes(app: ApiApp) {
  const { db, mail, config } = app.ctx;
  void dummyPasswordHash(); // made once now, so the first unknown sign-in costs no more than the others
  const throttled = perMinute(config.authRateLimit);

  app.post('/login/', {
    config: { public: true, rateLimit: perMinute(config.loginRateLimit) },
    schema: {
      tags: ['auth'], summary: 'Sign in with an e-mail or phone number',
      body: Type.Object({ email_or_phone: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 128 }) }),
      response: { 200: Profile },
    },
  }, async (request) => {
    const { email_or_phone, password } = request.body as { email_or_phone: string; password: string };
    const login = email_or_phone.trim();
    const digits = login.replace(/[^\d]/g, '');
    const phone = digits.length === 10 ? `+1${digits}` : `+${digits}`;
    const byEmail = login.includes('@');
    const { rows } = await db.query<{ id: number; password_hash: string }>(
      `SELECT id, password_hash FROM users
       WHERE lower(email) = lower($1) OR ($2 <> '+' AND phone_number = $2) ORDER BY lower(email) = lower($1) DESC LIMIT 1`,
      [login, byEmail ? '+' : phone]);
    const user = rows[0];
    // Counted before the password is checked, per account and client address (login-attempts.ts);
    // an unknown account is counted and verified like a known one: same answers, same time.
    const account = accountKey(user, byEmail ? login.toLowerCase() : phone);
    const address = clientKey(request);
    await purgeStaleAttempts(db);
    const attempt = await reserveLoginAttempt(db, account, address);
    if (!attempt.allowed) throw tooMany(MESSAGES.tooManyAttempts(attempt.minutes), attempt.seconds);
    const valid = await verifyPassword(password, user?.password_hash ?? await dummyPasswordHash());
    if (!user || !valid) {
      await recordLoginFailure(db, account, address);
      throw badRequest(MESSAGES.invalidCredentials);
    }
    await clearLoginAttempts(db, account, address);
    // The right password of a deactivated account or organization (issue 26): said plainly, no session.
    const refusal = await signInRefusal(db, user.id);
    if (refusal) throw badRequest(refusal);
    return profileJson(app.ctx, db, user.id, await issueToken(db, user.id));
  });

  app.post('/signup/', {
    config: { public: true, rateLimit: throttled },
    schema: {
      tags: ['auth'], summary: 'Create an account (a new organization, or join one by invite token)',
      body: Type.Object({
        first_name: Type.String({ minLength: 1, maxLength: 150 }),
        last_name: Type.String({ minLength: 1, maxLength: 150 }),
        company_name: Type.Optional(Type.String({ maxLength: 200 })),
        phone_number: Phone(),
        email: Email(),
        password: Password(),
        token: Type.Optional(Type.String({ maxLength: 200, description: 'Invite token' })),
      }),
      response: { 201: Profile },
    },
  }, async (request, reply) => {
    const body = request.body as { first_name: string; last_name: string; company_name?: string; phone_number: string; email: string; password: string; token?: string };
    const passwordHash = await hashPassword(body.password);
    const userId = await db.transaction(async (tx) => {
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [body.email]);
      if (taken.rows.length) throw badRequest({ email: MESSAGES.emailTaken });
      let organizationId: number;
      let membershipType = 1;
      let acceptedInviteId: number | null = null;
      if (body.token) {
        const invite = await findInvite(tx, body.token);
        if (!invite) throw badRequest({ token: MESSAGES.invalidInvite });
        if (invite.email.toLowerCase() !== body.email.toLowerCase()) throw badRequest({ email: MESSAGES.inviteEmailMismatch });
        if (invite.type === 1) {
          if (await isOrganizationDeactivated(tx, invite.organization_id)) throw badRequest({ token: ORGANIZATION_MESSAGES.signupIntoDeactivated });
          organizationId = invite.organization_id;
          membershipType = 0;
        } else {
          const org = await tx.query<{ id: number }>('INSERT INTO organizations (name, business_type) VALUES ($1, $2) RETURNING id',
            [invite.organization_name || body.company_name || `${body.first_name} ${body.last_name}`, invite.business_type]);
          organizationId = org.rows[0].id;
        }
        await tx.query('UPDATE invites SET accepted_at = now() WHERE id = $1', [invite.id]);
        await mail.revoke(tx, inviteMailKey(invite.id));
        acceptedInviteId = invite.id;
      } else {
        if (!body.company_name?.trim()) throw badRequest({ company_name: 'This field is required.' });
        const org = await tx.query<{ id: number }>('INSERT INTO organizations (name, business_type) VALUES ($1, 0) RETURNING id', [body.company_name.trim()]);
        organizationId = org.rows[0].id;
      }
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (email, phone_number, first_name, last_name, password_hash, organization_id, membership_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [body.email.trim(), body.phone_number, body.first_name.trim(), body.last_name.trim(), passwordHash, organizationId, membershipType]);
      if (acceptedInviteId) await notifyInviteAccepted(tx, acceptedInviteId, { first_name: body.first_name.trim(), last_name: body.last_name.trim(), email: body.email.trim() });
      return rows[0].id;
    });
    const token = await issueToken(db, userId);
    reply.status(201);
    return profileJson(app.ctx, db, userId, token);
  });

  app.post('/logout/', { schema: { tags: ['auth'], summary: 'Revoke the token of this request', response: { 200: Detail } } }, async (request) => {
    await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [request.tokenHash]);
    return { detail: 'Signed out.' };
  });

  // The gateway's question "whose session is this, and is it still open?" (its per-user limits and
  // the end of a signed-out stream, issue 24): one indexed lookup, and not a use of the session, so
  // an open page's periodic checks never keep an idle session alive.
  app.get('/session/', {
    config: { touch: false },
    schema: { tags: ['auth'], summary: 'The user of this session (401 once it has ended); does not extend it', response: { 200: Type.Object({ user: Type.Integer() }) } },
  }, async (request) => ({ user: userOf(request).id }));

  app.post('/request_reset_password/', {
    config: { public: true, rateLimit: throttled },
    schema: { tags: ['auth'], summary: 'E-mail a password reset link', body: Type.Object({ email: Email() }), response: { 200: Detail } },
  }, async (request) => {
    const { email } = request.body as { email: string };
    const { rows } = await db.query('SELECT id, email, first_name FROM users WHERE lower(email) = lower($1)', [email]);
    if (rows[0]) {
      const token = newToken();
      await db.query(`INSERT INTO password_resets (token_hash, user_id, expires) VALUES ($1, $2, now() + ($3 || ' hours')::interval)`,
        [hashToken(token), rows[0].id, String(RESET_HOURS)]);
      await mail.send(rows[0].email, 'Reset your Solar Portal password',
        `Hello ${rows[0].first_name},\n\nSet a new password here (valid for ${RESET_HOURS} hours):\n${config.webUrl}/password-reset?token=${token}\n\nIf you did not ask for this, ignore this e-mail.`,
        { secret: { key: resetMailKey(rows[0].id), validHours: RESET_HOURS } });
    }
    // Same answer whether or not the address exists, so it cannot be used to find accounts.
    return { detail: MESSAGES.resetRequested };
  });

  app.post('/reset_password/', {
    config: { public: true, rateLimit: throttled },
    schema: { tags: ['auth'], summary: 'Set a new password with a reset token', body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Password() }), response: { 200: Detail } },
  }, async (request) => {
    const { token, password } = request.body as { token: string; password: string };
    const passwordHash = await hashPassword(password);
    const email = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires > now() RETURNING user_id`, [hashToken(token)]);
      if (!rows[0]) throw badRequest({ token: MESSAGES.invalidResetToken });
      // A new password ends every session of the account and every other reset link (credentials.ts).
      return setPassword(tx, mail, rows[0].user_id, passwordHash);
    });
    await mail.send(email, 'Your Solar Portal password was changed', 'Your password has been changed. If this was not you, reset it at once and contact support.');
    return { detail: MESSAGES.passwordChanged };
  });

  app.get('/reset_password/:token/', {
    // notFoundDetail: a token no path can carry (U+0000, a lone surrogate) is refused like any unknown one.
    config: { public: true, rateLimit: throttled, notFoundDetail: MESSAGES.invalidResetToken },
    schema: {
      tags: ['auth'], summary: 'Whether a password reset link can still be used (to check it when the page opens)',
      description: `404 {"detail": "${MESSAGES.invalidResetToken}"} when the token is unknown, expired, used or malformed. Does not use the token.`,
      security: [],
      params: Type.Object({ token: Type.String() }),
      response: { 200: Type.Object({ valid: Type.Boolean() }), 404: Detail },
    },
  }, async (request) => {
    const { token } = request.params as { token: string };
    // Malformed (longer than any token the reset form takes) is simply not found: never a 400.
    const usable = token.length > 0 && token.length <= 200 && (await db.query(
      'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires > now()', [hashToken(token)])).rows.length > 0;
    if (!usable) throw notFound(MESSAGES.invalidResetToken);
    return { valid: true };
  });

  app.get('/invite/:token/', {
    config: { public: true, rateLimit: throttled },
    schema: {
      tags: ['auth'], summary: 'What an invite link offers (to prefill sign-up)',
      params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
      response: { 200: Type.Object({ email: Type.String(), name: Type.String(), type: Type.Integer(), business_type: Type.Integer(), organization: Type.Object({ name: Type.String() }),
        first_name: Type.String({ description: 'Issue 26: prefills sign-up' }), last_name: Type.String({ description: 'Issue 26: prefills sign-up' }) }) },
    },
  }, async (request) => {
    const invite = await findInvite(db, (request.params as { token: string }).token);
    if (!invite) throw notFound(MESSAGES.invalidInvite);
    return {
      email: invite.email, name: invite.name, type: invite.type, business_type: invite.business_type,
      first_name: invite.first_name ?? '', last_name: invite.last_name ?? '',
      organization: { name: invite.type === 1 ? invite.inviting_org_name : invite.organization_name },
    };
  });

  app.post('/accept_terms_and_policy/', {
    schema: { tags: ['auth'], summary: 'Accept the privacy policy, terms and platform agreement', body: Type.Object({ is_accepted: Type.Boolean() }) },
  }, async (request) => {
    const user = userOf(request);
    const { is_accepted } = request.body as { is_accepted: boolean };
    if (!is_accepted) throw badRequest({ is_accepted: 'The terms must be accepted to use the portal.' });
    await db.query('UPDATE users SET is_terms_accepted = true, terms_accepted_at = now() WHERE id = $1', [user.id]);
    return { is_accepted: true, detail: MESSAGES.termsAccepted };
  });
}
