import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vite';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '..');

// babel-plugin-relay finds ../relay.config.json by searching upward, but resolves its
// artifactDirectory ("./web/src/__generated__") against process.cwd(). npm runs workspace scripts
// in web/, which would make it import "web/web/src/__generated__/…". Running from the repo root
// (with `root` pinned to web/) keeps the one Relay config valid for the compiler and the bundler.
process.chdir(repoRoot);

export default defineConfig({
  root: webDir,
  plugins: [relay, react()],
  server: {
    proxy: { '/graphql': { target: 'http://127.0.0.1:4000', changeOrigin: false } },
  },
  // The manifest lets scripts/report-size.mjs add up what each route loads.
  build: { outDir: path.join(webDir, 'dist'), emptyOutDir: true, manifest: true },
});
