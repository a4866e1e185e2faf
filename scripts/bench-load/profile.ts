/**
 * Summarise a V8 .cpuprofile (from bench:load's BENCH_PROFILE): where the self time went, by
 * function and by package, so a profile can be read in a terminal and quoted in a note.
 *   npx tsx scripts/bench-load/profile.ts <file.cpuprofile> [top=25]
 */
import fs from 'node:fs';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile.ts <file.cpuprofile> [top]');
const top = Number(topArg || 25);
const profile: Profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

/** A package name (node_modules/<pkg>), our own file (api/src/…), or node's internals. */
function owner(url: string): string {
  if (!url) return '(native / idle / gc)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  const own = /\/work\/[^/]+\/(.*)$/.exec(url)?.[1] ?? url;
  return own.split('/').slice(0, 3).join('/');
}

const totals = { fn: new Map<string, number>(), pkg: new Map<string, number>() };
let total = 0;
for (const [id, us] of self) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  total += us;
  const fn = `${functionName || '(anonymous)'} ${owner(url)}:${lineNumber + 1}`;
  totals.fn.set(fn, (totals.fn.get(fn) ?? 0) + us);
  const pkg = functionName === '(idle)' ? '(idle)' : functionName === '(garbage collector)' ? '(gc)' : owner(url);
  totals.pkg.set(pkg, (totals.pkg.get(pkg) ?? 0) + us);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package / file', totals.pkg);
print('self time by function', totals.fn);
