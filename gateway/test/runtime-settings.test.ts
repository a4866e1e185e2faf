import { describe, expect, it } from 'vitest';
import { withRuntimeSettings } from '../src/runtime-settings.js';

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
});
