// Prints the gzipped size of the JavaScript each key route loads, from Vite's build manifest:
// the entry chunk, the lazy chunk of the route's screen, and every chunk they import statically.
// Dynamic imports inside them (PDF viewer, map) are not counted: they load only when used.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
/** The login route's aim (issue 4); other routes are reported for comparison. */
const LOGIN_AIM_KB = 150;
const ROUTES = {
  '/login': 'src/screens/Auth/AuthScreen.tsx',
  '/manage/leads (signed-in layout)': 'src/components/layout/MainLayout.tsx',
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

function closure(key, seen = new Set()) {
  if (!key || seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

let failedAim = false;
for (const [route, source] of Object.entries(ROUTES)) {
  const keys = closure(entryKey);
  if (manifest[source]) closure(source, keys);
  else console.log(`note: ${source} is not a separate chunk (it is in the entry)`);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`JS loaded by ${route}: ${total.toFixed(1)} KB gzipped in ${files.length} files`);
  if (route === '/login' && total > LOGIN_AIM_KB) failedAim = true;
}
if (failedAim) console.log(`(the login route's aim is ≤ ${LOGIN_AIM_KB} KB gzipped; see README "Performance")`);
