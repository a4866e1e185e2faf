import { formatDateTimeUtc } from '../../shared/format/dates.js';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDrawnSignature } from '../src/domain/drawn-signature.js';
import { NOTIFICATION_TEXTS } from '../src/domain/notifications.js';
import { MESSAGES } from '../src/messages.js';
import { MESSAGES_26 } from '../src/domain/agreement-messages.js';
import { client, createTestApi, makeUser, makeWorld, type Actor, type World } from './harness.js';
import { downloadMedia, insertLead, pdfText } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let rep: Actor;
let typedAdminA: Actor;
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
  rep = await makeUser(app, { email: 'rep@a.test', organizationId: world.orgA, first: 'Rita', last: 'Rep' });
  typedAdminA = await makeUser(app, { email: 'typed-admin-track@a.test', organizationId: world.orgA, userType: 2 });
});
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: pathOf(url), headers });
const signForm = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: pathOf(url), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(form).toString() });
const agreementRow = async (id: number) => (await app.ctx.db.query('SELECT * FROM agreements WHERE id = $1', [id])).rows[0];
const notificationsOf = async (userId: number, kind: string) =>
  (await app.ctx.db.query('SELECT * FROM notifications WHERE user_id = $1 AND kind = $2', [userId, kind])).rows;

function crc32(buf: Buffer) {
  let c = ~0;
  for (const byte of buf) { c ^= byte; for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1)); }
  return (~c) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** An RGBA PNG (transparent) with `ink` dark pixels along a diagonal, rows filtered with `filter`. */
function pngOf(width: number, height: number, ink: number, filter = 0, background: number[] = [0, 0, 0, 0]) {
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) pixels.set(background, i * 4);
  for (let i = 0; i < ink; i++) { const x = i % width; const y = Math.floor((i / width) * 3) % height; pixels.set([17, 24, 39, 255], (y * width + x) * 4); }
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const line = pixels.subarray(y * width * 4, (y + 1) * width * 4);
    const out = Buffer.alloc(line.length);
    for (let i = 0; i < line.length; i++) out[i] = filter === 1 ? (line[i] - (i >= 4 ? line[i - 4] : 0)) & 0xff : line[i];
    rows.push(Buffer.from([filter]), out);
  }
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(width, 0); ihdr.writeUInt32BE(height, 4); ihdr[8] = 8; ihdr[9] = 6;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

describe('drawn signature check', () => {
  it('accepts a real, inked PNG (any filter) and refuses blank, fake and oversized ones', () => {
    expect(checkDrawnSignature(dataUrl(pngOf(300, 100, 200))).ok).toBe(true);
    expect(checkDrawnSignature(dataUrl(pngOf(300, 100, 200, 1))).ok).toBe(true);
    expect(checkDrawnSignature(dataUrl(pngOf(300, 100, 0)))).toEqual({ ok: false, problem: 'blank' });
    // Opaque white paper with nothing drawn is blank too.
    expect(checkDrawnSignature(dataUrl(pngOf(300, 100, 0, 1, [255, 255, 255, 255])))).toEqual({ ok: false, problem: 'blank' });
    expect(checkDrawnSignature(dataUrl(pngOf(300, 100, 5)))).toEqual({ ok: false, problem: 'blank' });
    expect(checkDrawnSignature('data:image/svg+xml;base64,PHN2Zy8+')).toEqual({ ok: false, problem: 'format' });
    expect(checkDrawnSignature(`data:image/png;base64,${Buffer.from('<html>not a png</html>').toString('base64')}`)).toEqual({ ok: false, problem: 'format' });
    expect(checkDrawnSignature(`data:image/png;base64,${crypto.randomBytes(300 * 1024).toString('base64')}`)).toEqual({ ok: false, problem: 'size' });
    const truncated = pngOf(300, 100, 200);
    expect(checkDrawnSignature(dataUrl(truncated.subarray(0, truncated.length - 20))).ok).toBe(false);
  });
});

describe('the customer side of an agreement', () => {
  it('records sent time and recipient; the first customer view counts once and notifies the rep and sender; staff previews do not', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: rep.id });
    const before = Date.now() - 1000;
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    expect(sent.status).toBe(201);
    const a = sent.body.agreement;
    expect(a).toMatchObject({ status: 'sent', recipient_name: 'Grace Hopper', recipient_email: 'grace@coldstorage.test', viewed_at: null, voided_at: null });
    expect(new Date(a.sent_at).getTime()).toBeGreaterThanOrEqual(before);
    expect(a.last_sent_at).toBe(a.sent_at);

    // A signed-in member of the organization (or a super admin) previewing does not count.
    for (const actor of [world.adminA, world.superAdmin]) {
      expect((await page(a.sign_url, { authorization: `Token ${actor.token}` })).statusCode).toBe(200);
    }
    expect((await agreementRow(a.id)).viewed_at).toBeNull();

    const shown = await page(a.sign_url);
    expect(shown.statusCode).toBe(200);
    const viewedAt = (await agreementRow(a.id)).viewed_at;
    expect(viewedAt).toBeTruthy();
    await page(a.sign_url);
    expect((await agreementRow(a.id)).viewed_at).toEqual(viewedAt);
    for (const who of [rep, world.adminA]) {
      const notes = await notificationsOf(who.id, 'agreement_viewed');
      expect(notes, who.email).toHaveLength(1);
      expect(notes[0]).toMatchObject({ title: NOTIFICATION_TEXTS.agreementViewed('LOI', a.id), link: `/manage/leads/${lead}`, subject_type: 'agreement', subject_id: a.id });
    }
    expect(await notificationsOf(world.userA.id, 'agreement_viewed')).toHaveLength(0);
    const one = await as(world.userA).get(`/api/agreement/${a.id}/`);
    expect(one.body).toMatchObject({ status: 'viewed', sign_url: null });

    // Resending moves last_sent_at, keeps sent_at.
    const again = await as(world.adminA).post(`/api/agreement/${a.id}/resend/`, {});
    expect(again.status).toBe(200);
    expect(again.body.agreement.sent_at).toBe(a.sent_at);
    expect(new Date(again.body.agreement.last_sent_at).getTime()).toBeGreaterThan(new Date(a.sent_at).getTime() - 1);
    expect(again.body.agreement.status).toBe('viewed');
  });

  it('the page carries the organization, its logo and the rep to contact; one nonce-allowed script and the agreement text', async () => {
    const logo = pngOf(40, 20, 100);
    const logoPath = await app.ctx.media.saveBuffer(app.ctx.db, 'logo.png', 'image/png', logo, { organizationId: world.orgA, visibility: 'portal', folder: 'logos' });
    await app.ctx.db.query('UPDATE organizations SET logo = $2 WHERE id = $1', [world.orgA, logoPath]);
    await app.ctx.db.query("UPDATE users SET phone_number = '+15595550123' WHERE id = $1", [rep.id]);
    const lead = await insertLead(app, world.orgA, { associatedUserId: rep.id });
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const res = await page(sent.body.agreement.sign_url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sunrise Affiliates');
    expect(res.body).toContain(`src="data:image/png;base64,${logo.toString('base64')}"`);
    expect(res.body).toContain('Your contact');
    expect(res.body).toContain('Rita Rep');
    expect(res.body).toContain('rep@a.test');
    expect(res.body).toContain('+15595550123');
    expect(res.body).toContain('This Letter of Intent records');
    expect(res.body).toContain('Open the agreement (PDF)');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('img-src data:');
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain('name="signature_png"');
    // A fresh nonce each time; message pages run no script at all.
    const second = await page(sent.body.agreement.sign_url);
    expect(second.headers['content-security-policy']).not.toBe(csp);
    const bad = await page('/api/agreement/sign/' + 'c'.repeat(64) + '/');
    expect(bad.headers['content-security-policy']).toContain("script-src 'none'");
    expect(bad.body).not.toContain('<script');
    await app.ctx.db.query('UPDATE organizations SET logo = NULL WHERE id = $1', [world.orgA]);
  });

  it('signs with a drawn signature: refused when blank or fake, stamped on the signed PDF with the audit certificate as its last page', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: rep.id });
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const url = sent.body.agreement.sign_url as string;
    await page(url); // the customer views it
    const blank = await signForm(url, { full_name: 'Grace Hopper', agree: 'on', signature_png: dataUrl(pngOf(300, 100, 0)) });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(MESSAGES.signatureDrawnBlank.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`));
    const fake = await client(app).post(pathOf(url), { full_name: 'Grace Hopper', agree: true, signature_png: 'data:image/png;base64,AAAA' });
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({ signature_png: [MESSAGES.signatureDrawnInvalid] });
    expect((await agreementRow(sent.body.agreement.id)).file_signed).toBeNull();

    const agent = 'Mozilla/5.0 (Phone) Signer/2.0';
    const ok = await signForm(url, { full_name: 'Grace Hopper', agree: 'on', signature_png: dataUrl(pngOf(300, 100, 400)) }, { 'user-agent': agent });
    expect(ok.statusCode).toBe(200);
    const row = await agreementRow(sent.body.agreement.id);
    expect(row.signature_kind).toBe('drawn');
    const json = (await as(world.userA).get(`/api/agreement/${row.id}/`)).body;
    expect(json).toMatchObject({ status: 'signed', signature_kind: 'drawn', signed: true });
    const pdfBytes = (await downloadMedia(app, world.adminA.token, row.file_signed)).body;
    const signedPdf = await pdfText(pdfBytes);
    const unsigned = await pdfText((await downloadMedia(app, world.adminA.token, row.file)).body);
    expect(signedPdf.pages).toBe(unsigned.pages + 2); // the signature page and the audit certificate
    const lastPage = signedPdf.text.split('\n').at(-1)!.replace(/\s+/g, ' ');
    expect(lastPage).toContain('Audit certificate');
    expect(lastPage).toContain(`#${row.id}`);
    expect(lastPage).toContain(row.unsigned_sha256);
    expect(lastPage).toContain('Grace Hopper');
    expect(lastPage).toContain('Drawn');
    // §9's one format on the certificate, with seconds and UTC (shared/format/dates.ts).
    const utc = (value: unknown) => formatDateTimeUtc(value as string, '', { seconds: true });
    expect(lastPage).toContain(`Signed at: ${utc(row.signed_datetime)}`);
    expect(lastPage).toContain(`Sent: ${utc(row.sent_at)}`);
    expect(lastPage).toContain(`First viewed: ${utc(row.viewed_at)}`);
    expect(lastPage).toContain('grace@coldstorage.test');
    expect(lastPage).toContain(agent);
    expect(lastPage).toContain(row.signer_ip);
    // The drawn image is embedded (an image XObject), beside the typed name's text.
    expect(pdfBytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('a typed signature still signs, and its certificate says so', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    expect((await signForm(sent.body.agreement.sign_url, { full_name: 'Alan Turing', agree: 'on', signature_png: '' })).statusCode).toBe(200);
    const row = await agreementRow(sent.body.agreement.id);
    expect(row.signature_kind).toBe('typed');
    const text = (await pdfText((await downloadMedia(app, world.adminA.token, row.file_signed)).body)).text.split('\n').at(-1)!.replace(/\s+/g, ' ');
    expect(text).toContain('Audit certificate');
    expect(text).toContain('Typed name');
    expect(text).toContain('First viewed: not recorded');
  });
});

describe('voiding', () => {
  it('voids for senders only, ends the link with a voided page, refuses resending and signing', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const { id, sign_url: url } = sent.body.agreement;
    for (const actor of [world.userA, world.viewerA, typedAdminA]) expect((await as(actor).post(`/api/agreement/${id}/void/`, {})).status, actor.email).toBe(403);
    for (const actor of [world.adminB, world.userB]) expect((await as(actor).post(`/api/agreement/${id}/void/`, {})).status, actor.email).toBe(404);
    expect((await as(world.adminA).post('/api/agreement/99999/void/', {})).status).toBe(404);
    expect((await client(app).post(`/api/agreement/${id}/void/`, {})).status).toBe(401);

    const voided = await as(world.adminA).post(`/api/agreement/${id}/void/`, {});
    expect(voided.status).toBe(200);
    expect(voided.body.detail).toBe(MESSAGES.agreementVoided);
    expect(voided.body.agreement).toMatchObject({ id, status: 'voided', voided_by: world.adminA.id, sign_url: null });
    expect(voided.body.agreement.voided_at).toBeTruthy();
    expect(voided.body.agreement.voided_by_name).toBe('admin Tester');

    const shown = await page(url);
    expect(shown.statusCode).toBe(410);
    expect(shown.body).toContain(MESSAGES.agreementVoidedTitle);
    expect(shown.body).toContain('Sunrise Affiliates voided this agreement');
    expect(shown.body).not.toContain('<form');
    expect(shown.body).not.toContain('<script');
    expect((await agreementRow(id)).viewed_at).toBeNull(); // a voided link is not a view

    const signed = await signForm(url, { full_name: 'Grace Hopper', agree: 'on' });
    expect(signed.statusCode).toBe(410);
    expect(signed.body).toContain(MESSAGES.agreementVoidedTitle);
    const signedJson = await client(app).post(pathOf(url), { full_name: 'Grace Hopper', agree: true });
    expect(signedJson.status).toBe(400);
    expect((await agreementRow(id)).file_signed).toBeNull();

    const resend = await as(world.adminA).post(`/api/agreement/${id}/resend/`, {});
    expect(resend.status).toBe(400);
    expect(resend.body.non_field_errors).toEqual([MESSAGES.agreementIsVoided]);
    const twice = await as(world.superAdmin).post(`/api/agreement/${id}/void/`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(MESSAGES.agreementAlreadyVoided);
    // The outbox keeps no live copy of the voided link.
    expect(JSON.stringify((await app.ctx.db.query('SELECT body FROM outbox')).rows)).not.toContain(new URL(url).pathname.split('/')[4]);
  });

  it('refuses to void a fully executed agreement (409), and a super admin voids any organization\'s', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    await client(app).post(pathOf(sent.body.agreement.sign_url), { full_name: 'Grace Hopper', agree: true });
    // Issue 26: signed by the customer only, the organization may still decline (agreement-countersign.test.ts);
    // countersigned (fully executed), it is final.
    expect((await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/countersign/`, { full_name: 'Ada Admin', agree: true })).status).toBe(200);
    const refused = await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/void/`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(MESSAGES_26.executedCannotVoid);
    expect((await agreementRow(sent.body.agreement.id)).voided_at).toBeNull();

    const leadB = await insertLead(app, world.orgB);
    const sentB = await as(world.adminB).post('/api/agreement/', { lead: leadB, agreement_type: 0 });
    expect((await as(world.superAdmin).post(`/api/agreement/${sentB.body.agreement.id}/void/`, {})).status).toBe(200);
    const list = await as(world.superAdmin).get('/api/agreement_for_sign/?limit=100');
    expect(list.body.results.find((a: any) => a.id === sentB.body.agreement.id)).toMatchObject({ status: 'voided', voided_by: world.superAdmin.id });
  });
});
