/**
 * Issue 24 item 7 and the signing form's size: a drawn signature is checked by its declared size
 * before anything is inflated, inflated (bounded) in a worker thread and only when the rest of the
 * request is in order; the form takes the largest signature the check allows; the public pages
 * and the signing form are throttled by address and by link.
 */
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkDrawnSignature, decodedBytesOf, DRAWN_SIGNATURE_MAX_BYTES, DRAWN_SIGNATURE_MAX_DATA_URL, DRAWN_SIGNATURE_MAX_PIXELS, drawnSignatureInk, SIGNING_FORM_MAX_BYTES,
} from '../src/domain/drawn-signature.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';
import { dataUrl, inkedRows, noisyPng, pngWith, signaturePng } from './png-fixtures.js';

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** The reported bomb: 2000 × 2000 RGBA, a few inked pixels; the file is ~16 kB, its pixels 16 MB. */
const bomb = () => pngWith(2000, 2000, inkedRows(2000, 2000, 400));

afterEach(() => { vi.restoreAllMocks(); });

describe('the drawn signature check', () => {
  it('refuses the 19 kB → 16 MB bomb by its header, inflating nothing', () => {
    const png = bomb();
    expect(png.length).toBeLessThan(20 * 1024);
    expect(decodedBytesOf({ width: 2000, height: 2000, channels: 4 })).toBeGreaterThan(16_000_000);
    const inflate = vi.spyOn(zlib, 'inflateSync');
    expect(checkDrawnSignature(dataUrl(png))).toEqual({ ok: false, problem: 'size' });
    expect(drawnSignatureInk(png)).toBe('size');
    expect(inflate).not.toHaveBeenCalled();
  });

  it('inflates an image that lies about its size no further than its header declares', () => {
    // 1000 × 500 RGB declares 1.5 MB of pixels; its data inflates to 16 MB.
    const liar = pngWith(1000, 500, Buffer.alloc(16_000_000), 2);
    expect(liar.length).toBeLessThan(DRAWN_SIGNATURE_MAX_BYTES);
    const declared = decodedBytesOf({ width: 1000, height: 500, channels: 3 });
    const outputs: Array<{ limit: number | undefined; produced: number | null; error: string | null }> = [];
    const real = zlib.inflateSync;
    vi.spyOn(zlib, 'inflateSync').mockImplementation(((data: zlib.InputType, options?: zlib.ZlibOptions) => {
      try {
        const out = real(data, options);
        outputs.push({ limit: options?.maxOutputLength, produced: out.length, error: null });
        return out;
      } catch (error) {
        outputs.push({ limit: options?.maxOutputLength, produced: null, error: (error as { code?: string }).code ?? 'error' });
        throw error;
      }
    }) as typeof zlib.inflateSync);
    expect(drawnSignatureInk(liar)).toBe('format');
    // One bounded inflate, stopped by zlib at the declared size (ERR_BUFFER_TOO_LARGE), never 16 MB.
    expect(outputs).toEqual([{ limit: declared, produced: null, error: 'ERR_BUFFER_TOO_LARGE' }]);
    expect(declared).toBeLessThanOrEqual((DRAWN_SIGNATURE_MAX_PIXELS * 4) + 2000);
  });

  it('accepts what the page\'s pad draws (up to 1280 × 320 px) and a 2000-px-wide strip', () => {
    expect(checkDrawnSignature(dataUrl(signaturePng(1280, 320))).ok).toBe(true);
    expect(checkDrawnSignature(dataUrl(signaturePng(2000, 300))).ok).toBe(true);
    expect(checkDrawnSignature(dataUrl(signaturePng(2001, 100)))).toEqual({ ok: false, problem: 'size' });
    expect(checkDrawnSignature(dataUrl(signaturePng(1000, 601)))).toEqual({ ok: false, problem: 'size' });
    expect(checkDrawnSignature(dataUrl(signaturePng(600, 160, 0)))).toEqual({ ok: false, problem: 'blank' });
  });
});

describe('the signing form', () => {
  let app: Awaited<ReturnType<typeof createTestApi>>;
  let world: World;
  beforeAll(async () => {
    app = await createTestApi({ workThreads: 1 });
    world = await makeWorld(app);
  });
  afterAll(async () => app?.cleanup());

  const send = async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await client(app, world.adminA.token).post('/api/agreement/', { lead, agreement_type: 0 });
    expect(sent.status).toBe(201);
    return { id: sent.body.agreement.id as number, url: pathOf(sent.body.agreement.sign_url) };
  };
  const signForm = (url: string, form: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
  const row = async (id: number) => (await app.ctx.db.query('SELECT * FROM agreements WHERE id = $1', [id])).rows[0];

  it('answers the bomb with the field\'s 400, without inflating it on the api\'s thread or in a worker', async () => {
    const { id, url } = await send();
    const inflate = vi.spyOn(zlib, 'inflateSync');
    const decode = vi.spyOn(app.ctx.offload, 'drawnSignature');
    const page = await signForm(url, { full_name: 'Grace Hopper', agree: 'on', signature_png: dataUrl(bomb()) });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(html(MESSAGES.signatureDrawnTooLarge));
    const json = await client(app).post(url, { full_name: 'Grace Hopper', agree: true, signature_png: dataUrl(bomb()) });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ signature_png: [MESSAGES.signatureDrawnTooLarge] });
    expect(inflate).not.toHaveBeenCalled();
    expect(decode).not.toHaveBeenCalled();
    expect((await row(id)).file_signed).toBeNull();
  });

  it('decodes an honest drawing in the worker thread, never on the api\'s own', async () => {
    const { id, url } = await send();
    const inflate = vi.spyOn(zlib, 'inflateSync');
    const decode = vi.spyOn(app.ctx.offload, 'drawnSignature');
    const blank = await signForm(url, { full_name: 'Grace Hopper', agree: 'on', signature_png: dataUrl(signaturePng(1280, 320, 0)) });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(html(MESSAGES.signatureDrawnBlank));
    const signed = await signForm(url, { full_name: 'Grace Hopper', agree: 'on', signature_png: dataUrl(signaturePng(1280, 320)) });
    expect(signed.statusCode).toBe(200);
    expect((await row(id)).signature_kind).toBe('drawn');
    expect(decode).toHaveBeenCalledTimes(2);
    expect(inflate).not.toHaveBeenCalled();
  });

  it('checks the link, the name and the consent before the drawing: a request wrong in those never decodes it', async () => {
    const { id, url } = await send();
    const decode = vi.spyOn(app.ctx.offload, 'drawnSignature');
    const drawing = dataUrl(signaturePng(1280, 320));
    const noName = await client(app).post(url, { full_name: '', agree: true, signature_png: drawing });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ full_name: [MESSAGES.signerNameRequired] });
    const noConsent = await client(app).post(url, { full_name: 'Grace Hopper', agree: false, signature_png: drawing });
    expect(noConsent.body).toEqual({ agree: [MESSAGES.signerMustAgree] });
    const unknown = await client(app).post(`/api/agreement/sign/${'e'.repeat(64)}/`, { full_name: 'Grace Hopper', agree: true, signature_png: drawing });
    expect(unknown.status).toBe(404);
    await client(app, world.adminA.token).post(`/api/agreement/${id}/void/`, {});
    const voided = await client(app).post(url, { full_name: 'Grace Hopper', agree: true, signature_png: drawing });
    expect(voided.status).toBe(400);
    expect(decode).not.toHaveBeenCalled();
  });

  it('takes the largest drawing the check allows: a ~190 kB PNG signs from the form', async () => {
    const { id, url } = await send();
    const png = noisyPng(218, 218);
    expect(png.length).toBeGreaterThan(185 * 1024);
    expect(png.length).toBeLessThanOrEqual(DRAWN_SIGNATURE_MAX_BYTES);
    const body = new URLSearchParams({ full_name: 'Grace Hopper', agree: 'on', signature_png: dataUrl(png) }).toString();
    expect(body.length).toBeGreaterThan(64 * 1024); // what the form's limit used to be
    const signed = await signForm(url, { full_name: 'Grace Hopper', agree: 'on', signature_png: dataUrl(png) });
    expect(signed.statusCode).toBe(200);
    expect((await row(id)).signature_kind).toBe('drawn');
  });

  it('reads a form holding the longest data URL in its worst encoding (every character percent-encoded): the drawing\'s 400, not 413', async () => {
    const { url } = await send();
    const longest = `data:image/png;base64,${'/'.repeat(DRAWN_SIGNATURE_MAX_DATA_URL - 'data:image/png;base64,'.length)}`;
    const body = new URLSearchParams({ full_name: 'Ω'.repeat(200), agree: 'on', signature_png: longest }).toString();
    expect(body.length).toBeLessThanOrEqual(SIGNING_FORM_MAX_BYTES);
    const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(html(MESSAGES.signatureDrawnTooLarge)); // one byte over DRAWN_SIGNATURE_MAX_BYTES once decoded
    // Beyond the limit the body is not read at all.
    const over = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `x=${'a'.repeat(SIGNING_FORM_MAX_BYTES)}` });
    expect(over.statusCode).toBe(413);
  });
});

describe('throttling the public pages and the signing form', () => {
  let app: Awaited<ReturnType<typeof createTestApi>>;
  let world: World;
  beforeAll(async () => {
    app = await createTestApi({ signRateLimit: 3, publicPageRateLimit: 5, trustProxy: 'loopback' });
    world = await makeWorld(app);
  });
  afterAll(async () => app?.cleanup());

  const send = async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await client(app, world.adminA.token).post('/api/agreement/', { lead, agreement_type: 0 });
    return pathOf(sent.body.agreement.sign_url);
  };
  const post = (url: string, from: string, payload: string, json = false) => app.inject({
    method: 'POST', url, payload,
    headers: { 'x-forwarded-for': from, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
  });

  it('counts the form\'s posts per address, before reading the body: 429 with Retry-After, as a page or as JSON', async () => {
    const urls = [await send(), await send(), await send(), await send()];
    for (let i = 0; i < 3; i++) expect((await post(urls[i], '198.51.100.1', 'full_name=&agree=on')).statusCode).toBe(400);
    const url = urls[3];
    const page = await post(url, '198.51.100.1', `full_name=Grace&agree=on&signature_png=${'a'.repeat(SIGNING_FORM_MAX_BYTES)}`);
    expect(page.statusCode).toBe(429); // not 413: the body was never read
    expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(MESSAGES.tooManyRequestsTitle);
    const json = await post(url, '198.51.100.1', JSON.stringify({ full_name: 'Grace', agree: true }), true);
    expect(json.statusCode).toBe(429);
    expect(json.json().detail).toMatch(/^Too many requests from your address\. Try again in \d+ seconds?\.$/);
    // Another address still signs.
    expect((await post(url, '198.51.100.2', 'full_name=Grace+Hopper&agree=on')).statusCode).toBe(200);
  });

  it('counts the form\'s posts per link, from any address', async () => {
    const url = await send();
    for (let i = 0; i < 3; i++) expect((await post(url, `203.0.113.${i + 1}`, 'full_name=&agree=on')).statusCode).toBe(400);
    const refused = await post(url, '203.0.113.9', JSON.stringify({ full_name: 'Grace', agree: true }), true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Too many requests for this link\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts page views per address on the signing page and the web proposal page', async () => {
    for (const prefix of ['/api/agreement/sign/', '/api/p/']) {
      const from = prefix === '/api/p/' ? '192.0.2.7' : '192.0.2.8';
      for (let i = 0; i < 5; i++) {
        const res = await app.inject({ method: 'GET', url: `${prefix}${String(i).repeat(64)}/`, headers: { 'x-forwarded-for': from } });
        expect(res.statusCode, prefix).toBe(404);
      }
      const refused = await app.inject({ method: 'GET', url: `${prefix}${'f'.repeat(64)}/`, headers: { 'x-forwarded-for': from } });
      expect(refused.statusCode, prefix).toBe(429);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.body).toContain(MESSAGES.tooManyRequestsTitle);
    }
  });
});
