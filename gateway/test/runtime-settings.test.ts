import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servedPage, withRuntimeSettings } from '../src/runtime-settings.js';

const PAGE = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n</html>';

describe('the web app page the gateway serves (issue 12: a runtime map style)', () => {
  it('carries MAP_STYLE_URL as a meta tag the maps read, escaped', () => {
    const html = withRuntimeSettings(PAGE, { mapStyleUrl: 'https://api.maptiler.com/maps/satellite/style.json?key=a&b="<x>' });
    expect(html).toContain('<meta name="portal-map-style" content="https://api.maptiler.com/maps/satellite/style.json?key=a&amp;b=&quot;&lt;x&gt;" />');
    expect(html.indexOf('portal-map-style')).toBeLessThan(html.indexOf('charset'));
  });

  it('is unchanged without one (the offline base map)', () => {
    expect(withRuntimeSettings(PAGE, {})).toBe(PAGE);
  });

  it('reads the page once per version of the file: a rebuild (a new mtime) is served at once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-'));
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, PAGE);
    const config = { mapStyleUrl: 'https://tiles.test/style.json' };
    expect(servedPage(file, config)).toContain('tiles.test');
    fs.writeFileSync(file, PAGE.replace('UTF-8', 'utf-8'));
    // The rebuilt file has another mtime: it is read again.
    fs.utimesSync(file, new Date(1_000_000), new Date(1_000_000));
    expect(servedPage(file, config)).toContain('charset="utf-8"');
    const again = servedPage(file, config);
    expect(again).toBe(servedPage(file, config));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("puts the route's preloads with the app's scripts (their template, painted first: issue 28), else in the head", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'served-'));
    const deferred = path.join(dir, 'index.html');
    fs.writeFileSync(deferred, '<html><head>\n  <template data-app-scripts>\n      <script type="module" src="/a.js"></script>\n    <!--/app-scripts--></template>\n  </head><body></body></html>');
    const tag = '<link rel="modulepreload" crossorigin href="/assets/LeadPage.js">';
    const html = servedPage(deferred, {}, tag);
    expect(html).toMatch(/<template data-app-scripts>[^]*<script type="module" src="\/a.js"><\/script>[^]*<link rel="modulepreload" crossorigin href="\/assets\/LeadPage.js">\s*<!--\/app-scripts--><\/template>/);
    const plain = path.join(dir, 'plain.html');
    fs.writeFileSync(plain, '<html><head></head><body></body></html>');
    expect(servedPage(plain, {}, tag)).toContain(`${tag}\n  </head>`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
