// Runs in Node (vitest.config.ts, the "node" project), as the build does: emotion renders its
// globals into the markup on a server, which is how these tests read exactly what Chakra's provider
// would have inserted in a browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, chakraGlobalCss, GLOBAL_CSS_ATTRIBUTE, withGlobalCss, withLazyGlobals } from './staticGlobalCss';
import { getProviderSystem, getSystem } from './theme';

/** The text of every `<style data-emotion="css-global …">` in server-rendered markup, in order. */
function globalStyles(markup: string): string {
  return [...markup.matchAll(/<style data-emotion="css-global[^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

describe('Chakra\'s global styles written at build time (issue 28)', () => {
  it('are exactly what Chakra\'s provider inserts: the layers, the reset, the base and every token variable', () => {
    const inserted = globalStyles(renderToString(<ChakraProvider value={getSystem()}><span /></ChakraProvider>));
    expect(inserted).toContain('--chakra-colors-brand-solid');
    expect(chakraGlobalCss(getSystem())).toBe(inserted);
  });

  it('the portal\'s provider inserts none of them: the page carries them', () => {
    const markup = renderToString(<ChakraProvider value={getProviderSystem()}><span /></ChakraProvider>);
    expect(globalStyles(markup)).not.toContain('--chakra-colors');
    // Everything else is the same system.
    expect(getProviderSystem().token('colors.brand.700')).toBe(getSystem().token('colors.brand.700'));
    expect(getProviderSystem().isValidProperty('colorPalette')).toBe(true);
  });

  it('go into the page right after the app shell\'s style, so the shell\'s layer stays the lowest', () => {
    const page = '<head><style>@layer ps-shell { a { color: red } }</style><script src="/x.js"></script></head>';
    const out = withGlobalCss(page, '@layer reset{a{color:blue}}');
    expect(out).toBe('<head><style>@layer ps-shell { a { color: red } }</style>\n    <style data-chakra-global>@layer reset{a{color:blue}}</style><script src="/x.js"></script></head>');
    expect(out.indexOf(GLOBAL_CSS_ATTRIBUTE)).toBeGreaterThan(out.indexOf('ps-shell'));
    expect(() => withGlobalCss('<head></head>', 'a{}')).toThrow(/no app-shell <style>/);
    expect(() => withGlobalCss(page, 'a{content:"</style><script>"}')).toThrow(/<\//);
  });

  it('the built createSystem computes them only when read, and a changed Chakra fails the build instead', () => {
    const file = createRequire(import.meta.url).resolve('@chakra-ui/react').replace(/dist[\\/]cjs[\\/].*$/, 'dist/esm/styled-system/system.js');
    expect(file).toMatch(CHAKRA_SYSTEM_MODULE);
    const lazy = withLazyGlobals(readFileSync(file, 'utf8'));
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global() { return _globalOnce ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; }');
    expect(() => withLazyGlobals('function createSystem() { return { _global }; }')).toThrow(/Chakra's system.js changed/);
  });
});
