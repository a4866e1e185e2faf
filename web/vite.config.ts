import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './src/offline/pwa';
import { earlyFetchPlugin } from './src/routing/earlyFetchPlugin';
import { staticGlobalCssPlugin } from './src/staticGlobalCss';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '..');

// babel-plugin-relay finds ../relay.config.json by searching upward, but resolves its
// artifactDirectory ("./web/src/__generated__") against process.cwd(). npm runs workspace scripts
// in web/, which would make it import "web/web/src/__generated__/…". Running from the repo root
// (with `root` pinned to web/) keeps the one Relay config valid for the compiler and the bundler.
process.chdir(repoRoot);

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** How many characters of minified `code` each source of its source map produced (source-map-explorer's sum). */
function charsPerSource(code: string, map: { sources: string[]; mappings: string }): Record<string, number> {
  const out: Record<string, number> = {};
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    if (!line) return;
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments: [number, number | null][] = [];
    for (const segment of line.split(',')) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segments.push([column, source]);
      } else segments.push([column, null]);
      // Source line and column deltas accumulate in the decoder's state but are not needed here.
    }
    segments.forEach(([at, from], i) => {
      if (from === null) return;
      const name = map.sources[from];
      out[name] = (out[name] ?? 0) + ((segments[i + 1]?.[0] ?? lineLength) - at);
    });
  });
  return out;
}

/** PORTAL_KEEP_SOURCEMAPS=1 keeps the (hidden) maps beside the chunks: for reading a profile, never shipped by default. */
const KEEP_SOURCEMAPS = process.env.PORTAL_KEEP_SOURCEMAPS === '1';

/**
 * Writes dist/.vite/modules.json: for each output chunk, how many minified characters each source
 * file contributes, read from the chunk's source map (which is then dropped: maps are not shipped).
 * scripts/report-size.mjs turns it into the per-package breakdown of a route.
 */
function moduleSizes(): Plugin {
  return {
    name: 'portal-module-sizes',
    apply: 'build',
    generateBundle(options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.map) continue;
        const sizes = charsPerSource(output.code, output.map);
        // The map's sources are relative to the chunk where it is written (`--outDir` moves it).
        const dir = path.dirname(path.join(options.dir ?? path.join(webDir, 'dist'), output.fileName));
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(sizes).map(([source, chars]) => [path.relative(repoRoot, path.resolve(dir, source)), chars]),
        );
        if (!KEEP_SOURCEMAPS) output.map = null;
      }
      if (!KEEP_SOURCEMAPS) for (const name of Object.keys(bundle)) if (name.endsWith('.map')) delete bundle[name];
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig({
  root: webDir,
  // pwa(): the web app manifest and the service worker (issue 28, item 4; src/offline/pwa.ts).
  plugins: [relay, react(), moduleSizes(), ...pwa(), earlyFetchPlugin(), staticGlobalCssPlugin()],
  resolve: {
    // react-relay's main entry is CommonJS that also requires the legacy container API (fragment,
    // pagination and refetch containers, QueryRenderer), which nothing here uses and no bundler
    // can drop: its hooks entry exports every name this app imports, ~12 KB gz less on every page.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false } },
  },
  // The manifest lets scripts/report-size.mjs add up what each route loads.
  build: {
    outDir: path.join(webDir, 'dist'),
    emptyOutDir: true,
    manifest: true,
    sourcemap: 'hidden',
  },
});
