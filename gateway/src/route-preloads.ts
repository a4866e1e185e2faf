import fs from 'node:fs';
import path from 'node:path';

/**
 * The routes whose screens' chunks the HTML names up front (issue 28), so they download beside the
 * entry instead of after it runs and the router asks for them. The sources are the lazy imports of
 * web/src/router.tsx (the signed-in layout and the screen); web/scripts/report-size.mjs adds up
 * the same chunks. A source missing from the build's manifest (renamed, merged into the entry) adds
 * nothing: the page still works, it only loads its chunks later.
 */
const ROUTES: { path: RegExp; sources: string[] }[] = [
  { path: /^\/manage\/leads\/?$/, sources: ['src/components/layout/MainLayout.tsx', 'src/screens/Leads/LeadListScreen.tsx'] },
  { path: /^\/manage\/leads\/[^/]+\/?$/, sources: ['src/components/layout/MainLayout.tsx', 'src/screens/LeadPage/LeadPage.tsx'] },
];

interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

const manifests = new Map<string, { mtimeMs: number; manifest: Manifest | null; tags: Map<number, string> }>();

/** Which of ROUTES a path is (its index), or -1. */
export function routeOf(pathname: string): number {
  return ROUTES.findIndex((route) => route.path.test(pathname));
}

/** Chunk keys reachable from `keys` through static imports (what loading them loads). */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The `<link>` tags for route `index` of the build in `root`: modulepreload for each JavaScript
 * chunk the route's screens load that the entry does not (the entry's own are in index.html
 * already), and preload for their CSS. Read from dist/.vite/manifest.json once per build.
 */
export function routePreloads(root: string, index: number): string {
  if (index < 0) return '';
  const file = path.join(root, '.vite', 'manifest.json');
  let mtimeMs: number;
  try { mtimeMs = fs.statSync(file).mtimeMs; } catch { return ''; }
  let cached = manifests.get(file);
  if (!cached || cached.mtimeMs !== mtimeMs) {
    let manifest: Manifest | null = null;
    try { manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest; } catch { /* a broken manifest only costs the preloads */ }
    cached = { mtimeMs, manifest, tags: new Map() };
    manifests.set(file, cached);
  }
  const { manifest, tags } = cached;
  if (!manifest) return '';
  if (!tags.has(index)) {
    const entry = closure(manifest, Object.keys(manifest).filter((key) => manifest[key].isEntry));
    const route = [...closure(manifest, ROUTES[index].sources)].filter((key) => !entry.has(key));
    const scripts = route.map((key) => manifest[key].file).filter((name) => name.endsWith('.js'));
    const styles = [...new Set(route.flatMap((key) => manifest[key].css ?? []))];
    tags.set(index, [
      ...scripts.map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`),
      ...styles.map((name) => `<link rel="preload" as="style" href="/${name}">`),
    ].join('\n    '));
  }
  return tags.get(index)!;
}
