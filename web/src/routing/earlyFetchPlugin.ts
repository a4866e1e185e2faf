import path from 'node:path';
import { createHash } from 'node:crypto';
import { build, type Plugin, type Rollup } from 'vite';

/**
 * Issue 28: builds earlyFetchEntry.ts into one small self-contained file (no Relay, no React) and
 * loads it `async` from the head of index.html, ahead of the app's modules: its requests for the
 * viewer and the route's data start as soon as that file arrives, while the app's chunks are still
 * downloading. A file, not an inline script: the portal's Content-Security-Policy allows scripts
 * from its own origin only. Production builds only (it sends persisted ids).
 */
export function earlyFetchPlugin(): Plugin {
  let fileName = '';
  let code = '';
  return {
    name: 'portal-early-fetch',
    apply: 'build',
    async buildStart() {
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        root: path.resolve(import.meta.dirname, '../..'),
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: { entry: path.resolve(import.meta.dirname, 'earlyFetchEntry.ts'), formats: ['iife'], name: 'portalEarlyFetch' },
        },
      });
      const chunk = (Array.isArray(output) ? output[0] : output as Rollup.RollupOutput).output[0];
      code = chunk.code;
      fileName = `assets/early-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      // The app's entry script and its modulepreloads wait, inert, in a template that this file's
      // script makes live after the first paint (appAfterPaint.ts); the early file comes first.
      handler: (html) => ({
        html: withAppScriptsDeferred(html),
        tags: [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' }],
      }),
    },
  };
}

/** Marks the end of the template of the app's scripts: the gateway adds the route's preloads before it (runtime-settings.ts). */
export const APP_SCRIPTS_END = '<!--/app-scripts--></template>';

/**
 * `html` with the entry's `<script type="module" src>` and every `<link rel="modulepreload">`
 * moved into `<template data-app-scripts>` at the end of the head. Throws when there is no entry
 * script: the early file would then start nothing.
 */
export function withAppScriptsDeferred(html: string): string {
  const tags: string[] = [];
  const rest = html.replace(/[ \t]*<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g, (tag) => {
    tags.push(tag.trim());
    return '';
  });
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html: no module entry script to defer');
  return rest.replace(/<\/head>/i, (end) => `  <template data-app-scripts>\n      ${tags.join('\n      ')}\n    ${APP_SCRIPTS_END}\n  ${end}`);
}
