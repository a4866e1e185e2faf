import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { isOrgAdmin, isSuperAdmin } from '../auth/users.js';
import { organizationJson, profileJson } from '../domain/profile.js';
import { organizationName } from '../domain/organizations.js';
import { policyUrls } from '../domain/terms.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { Nullable, Phone } from '../http/formats.js';
import { FILE_TYPES, FileField, requireFile } from '../http/uploads.js';

const Any = Type.Object({}, { additionalProperties: true });

export default async function accountRoutes(app: ApiApp) {
  const { db, media, config } = app.ctx;

  app.get('/user/', { schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: Any } } },
    async (request) => profileJson(app.ctx, db, userOf(request).id));

  app.patch('/user/', {
    schema: {
      tags: ['account'], summary: 'Update the profile (JSON fields, or a multipart image)',
      consumes: ['application/json', 'multipart/form-data'],
      body: Type.Object({
        first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 150 })),
        last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 150 })),
        phone_number: Type.Optional(Phone()),
        image: Type.Optional(Nullable(FileField('Profile image (png, jpg, gif, webp); null removes it'))),
      }),
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const body = (request.body ?? {}) as Record<string, any>;
    const image = body.image === undefined || body.image === null ? body.image : requireFile(body.image, FILE_TYPES.image, config.uploadMaxBytes, 'image');
    await db.transaction(async (tx) => {
      const sets: string[] = [];
      const values: unknown[] = [user.id];
      for (const key of ['first_name', 'last_name', 'phone_number'] as const) {
        if (typeof body[key] === 'string') { values.push(body[key].trim()); sets.push(`${key} = $${values.length}`); }
      }
      if (image !== undefined) {
        const old = await tx.query('SELECT image FROM users WHERE id = $1', [user.id]);
        const path = image ? await media.saveUpload(tx, image, { organizationId: user.organization_id, visibility: 'portal', folder: 'profiles' }) : null;
        values.push(path); sets.push(`image = $${values.length}`);
        await media.remove(tx, old.rows[0]?.image);
      }
      if (sets.length) await tx.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, values);
    });
    return profileJson(app.ctx, db, user.id);
  });

  app.patch('/organization/:pk/', {
    schema: {
      tags: ['account'], summary: 'Update an organization (its org admins and super admins)',
      consumes: ['application/json', 'multipart/form-data'],
      params: Type.Object({ pk: Type.Integer({ minimum: 1 }) }),
      body: Type.Object({
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        description: Type.Optional(Type.String({ maxLength: 2000 })),
        business_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: 'Super admins only' })),
        logo: Type.Optional(Nullable(FileField('Logo image; null removes it'))),
      }),
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const { pk } = request.params as { pk: number };
    const body = (request.body ?? {}) as Record<string, any>;
    if (!isSuperAdmin(user) && user.organization_id !== pk) throw notFound();
    if (!isSuperAdmin(user) && !isOrgAdmin(user)) throw forbidden();
    if (body.business_type !== undefined && !isSuperAdmin(user)) throw badRequest({ business_type: 'Only a super admin can change the business type.' });
    // A name of spaces only used to be stored as '' (issue 26): trimmed, not blank, one line.
    if (typeof body.name === 'string') body.name = organizationName(body.name);
    const logo = body.logo === undefined || body.logo === null ? body.logo : requireFile(body.logo, FILE_TYPES.image, config.uploadMaxBytes, 'logo');
    const row = await db.transaction(async (tx) => {
      const existing = await tx.query('SELECT * FROM organizations WHERE id = $1 FOR UPDATE', [pk]);
      if (!existing.rows[0]) throw notFound();
      const sets: string[] = [];
      const values: unknown[] = [pk];
      for (const key of ['name', 'description', 'business_type'] as const) {
        if (body[key] !== undefined) { values.push(typeof body[key] === 'string' ? body[key].trim() : body[key]); sets.push(`${key} = $${values.length}`); }
      }
      if (logo !== undefined) {
        const path = logo ? await media.saveUpload(tx, logo, { organizationId: pk, visibility: 'portal', folder: 'logos' }) : null;
        values.push(path); sets.push(`logo = $${values.length}`);
        await media.remove(tx, existing.rows[0].logo);
      }
      if (!sets.length) return existing.rows[0];
      return (await tx.query(`UPDATE organizations SET ${sets.join(', ')} WHERE id = $1 RETURNING *`, values)).rows[0];
    });
    return organizationJson(row, user.organization_id === pk ? user.membership_type : null, app.ctx);
  });

  app.get('/organization_with_users/', {
    schema: { tags: ['account'], summary: 'Organizations and their users (for lead assignment); all for super admins, else your own', response: { 200: Any } },
  }, async (request) => {
    const user = userOf(request);
    const { rows } = await db.query(
      `SELECT o.id, o.name, o.business_type, o.description,
              coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'user_type', u.user_type)
                       ORDER BY u.first_name, u.last_name) FILTER (WHERE u.id IS NOT NULL), '[]') AS users
       FROM organizations o LEFT JOIN users u ON u.organization_id = o.id
       WHERE $1::int IS NULL OR o.id = $1
       GROUP BY o.id ORDER BY o.name`, [isSuperAdmin(user) ? null : user.organization_id ?? -1]);
    return { results: rows.map((o) => ({ pk: o.id, id: o.id, name: o.name, business_type: o.business_type, description: o.description, users: o.users })) };
  });

  app.get('/get_terms_and_policy/', {
    config: { public: true },
    schema: { tags: ['account'], summary: 'URLs of the privacy policy, terms of service and platform agreement PDFs', response: { 200: Any } },
  }, async () => policyUrls(app.ctx));
}
