import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ApiApp } from '../src/app.js';
import { client } from './harness.js';

/** A lead inserted directly (the leads routes are another area's), enriched-looking project_info. */
export async function insertLead(app: ApiApp, organizationId: number, opts: { name?: string; associatedUserId?: number; customer?: object; property?: object; projectInfo?: object } = {}): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, associated_user_id, name, customer, property, project_info)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb) RETURNING id`,
    [organizationId, opts.associatedUserId ?? null, opts.name ?? 'Fresno Cold Storage',
      JSON.stringify(opts.customer ?? { first_name: 'Grace', last_name: 'Hopper', emails: ['grace@coldstorage.test'] }),
      JSON.stringify(opts.property ?? { site_address: '2450 S Cherry Ave, Fresno, CA 93706', latitude: 36.71, longitude: -119.75 }),
      JSON.stringify(opts.projectInfo ?? { system_size: 250, estimated_year_production: 400_000, epc_price: 550_000, avoided_cost: 0.24 })]);
  return rows[0].id;
}

export async function leadRow(app: ApiApp, id: number) {
  return (await app.ctx.db.query('SELECT * FROM leads WHERE id = $1', [id])).rows[0];
}

/** Fetches a stored file the way a client does: get_media_file, then its signed URL. */
export async function downloadMedia(app: ApiApp, token: string, path: string): Promise<{ status: number; body: Buffer; type: string }> {
  const meta = await client(app, token).get(`/api/get_media_file/${path}/`);
  if (meta.status !== 200) return { status: meta.status, body: Buffer.alloc(0), type: '' };
  const res = await app.inject({ method: 'GET', url: meta.body.url.replace(/^https?:\/\/[^/]+/, '') });
  return { status: res.statusCode, body: res.rawPayload, type: String(res.headers['content-type']) };
}

const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/** The text of every page of a PDF, as pdf.js extracts it. */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item: any) => item.str ?? '').join(' '));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join('\n') };
}

export const usdText = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
export const rateText = (n: number) => `$${n.toFixed(4)}/kWh`;
