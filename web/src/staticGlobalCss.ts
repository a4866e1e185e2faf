import path from 'node:path';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { runnerImport, type Plugin } from 'vite';
import type { getSystem } from './theme';

/**
 * Issue 28: Chakra's global styles (the layer order, its reset, the base styles and ~1,000 token
 * variables) written once at build time into index.html, instead of computed by `createSystem` and
 * serialised by emotion's `<Global>` in every visit's first task and first commit (the largest
 * single piece of a phone's blocking time; docs/performance.md). The provider then inserts none
 * (theme.ts `getProviderSystem`), and the build makes Chakra compute them only if asked (below).
 */
export function staticGlobalCssPlugin(): Plugin {
  let building = false;
  let lazied = false;
  let css: string | undefined;
  return {
    name: 'portal-static-global-css',
    configResolved(config) {
      building = config.command === 'build';
    },
    // Dev serves the same page styles; there the lazy getter is missing (deps are pre-bundled), which costs time only.
    // The theme (and Chakra with it, ~0.9 s in Node) is loaded when a page is first written, not
    // with the config: every vitest run and dev start loads the config, few write a page. (A plain
    // `import()` would not do: the config's bundler hoists Chakra's import to the top.)
    async transformIndexHtml(html) {
      if (css === undefined) {
        const theme = await runnerImport<typeof import('./theme')>(path.resolve(import.meta.dirname, 'theme.ts'), { configFile: false, logLevel: 'error' });
        css = chakraGlobalCss(theme.module.getSystem());
      }
      return withGlobalCss(html, css);
    },
    transform: {
      filter: { id: CHAKRA_SYSTEM_MODULE },
      handler(code) {
        lazied = true;
        return { code: withLazyGlobals(code), map: null };
      },
    },
    buildEnd(error) {
      // A Chakra upgrade that moves or renames the module must not silently bring the cost back.
      if (building && !error && !lazied) {
        this.error(`Chakra's createSystem module (${CHAKRA_SYSTEM_MODULE}) was not in the build: update staticGlobalCss.ts`);
      }
    },
  };
}

/** Chakra's own module that creates the system (the ESM build the bundler reads). */
export const CHAKRA_SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/**
 * The CSS emotion's `<Global>` inserts for Chakra's provider (its two globals: the layers' order,
 * then `_global`), as one string. Emotion outside a browser returns the rules instead of inserting
 * them, so this is emotion's own serialisation and stylis pipeline (prefixes included).
 */
export function chakraGlobalCss(system: ReturnType<typeof getSystem>): string {
  return [system.layers.atRule, system._global].map((styles) => {
    const cache = createCache({ key: 'css' });
    const serialized = serializeStyles([styles], cache.registered);
    return cache.insert('', serialized, cache.sheet, false) as unknown as string;
  }).join('');
}

/** Marks the global styles' element in the page. */
export const GLOBAL_CSS_ATTRIBUTE = 'data-chakra-global';

/**
 * `html` with `css` in a `<style>` right after the app shell's own (so the shell's layer stays
 * first, the lowest, and Chakra's layers keep the order they had). Throws without that style.
 */
export function withGlobalCss(html: string, css: string): string {
  const at = html.indexOf('</style>');
  if (at < 0) throw new Error('index.html has no app-shell <style> to put Chakra\'s global styles after');
  // `</` cannot end the element early: CSS has no need for it, and a value holding it would be a bug.
  if (css.includes('</')) throw new Error('Chakra\'s global CSS holds "</"');
  const end = at + '</style>'.length;
  return `${html.slice(0, end)}\n    <style ${GLOBAL_CSS_ATTRIBUTE}>${css}</style>${html.slice(end)}`;
}

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

/**
 * Chakra's system.js with `_global` computed on first read instead of in `createSystem`: the
 * browser's provider never reads it (the styles are already in the page). Throws when the source
 * no longer has the exact lines, rather than building without the saving.
 */
export function withLazyGlobals(code: string): string {
  if (code.split(EAGER).length !== 2 || code.split(RETURNED).length !== 2) {
    throw new Error(`Chakra's system.js changed: "${EAGER}" or its "_global," not found once (update staticGlobalCss.ts)`);
  }
  return code
    .replace(EAGER, 'let _globalOnce;')
    .replace(RETURNED, '\n    get _global() { return _globalOnce ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n');
}
