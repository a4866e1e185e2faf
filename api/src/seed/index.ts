import type { ApiApp } from '../app.js';

/** Seeds the demo data on an empty database (filled in below as areas land). */
export async function seedIfEmpty(app: ApiApp): Promise<boolean> {
  const { rows } = await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return rows[0].n === 0;
}
