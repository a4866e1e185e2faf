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
      handler: () => [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  };
}
