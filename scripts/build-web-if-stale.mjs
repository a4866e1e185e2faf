// Builds the web app when web/dist is missing or older than anything it is built from, so
// `npm start` always serves the current screens. Prints what it did; exits non-zero on a failed build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const web = path.join(root, 'web');
const builtIndex = path.join(web, 'dist', 'index.html');
// shared/: the pricing model the web's dialogs preview with (issue 15) is bundled from there.
const sources = [path.join(web, 'src'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.join(web, 'package.json'), path.join(root, 'schema.graphql'), path.join(root, 'shared')];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt >= changedAt) {
  console.log('web app is up to date (web/dist)');
} else {
  console.log(builtAt ? 'web sources changed: building the web app…' : 'building the web app (first start)…');
  // NODE_ENV decides import.meta.env.PROD (persisted query ids); a caller such as vitest sets it to "test".
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
