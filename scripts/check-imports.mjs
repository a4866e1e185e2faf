// `npm test` (issue 27): no import circle in any service or the shared package, and no import from
// one service's source into another's — code both use lives in packages/service-kit (or shared/).
// Type-only imports count: a type that drags a module into a circle couples the modules as much.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['api/src', 'gateway/src', 'web/src', 'packages/service-kit/src'];
const OWN_ROOTS = ['api/src', 'gateway/src', 'web/src'];

const graph = await madge(SERVICES.map((dir) => path.join(root, dir)), {
  baseDir: root,
  fileExtensions: ['ts', 'tsx'],
  tsConfig: path.join(root, 'tsconfig.json'),
  excludeRegExp: [/__generated__/, /node_modules/],
});

const problems = [];
for (const circle of graph.circular()) problems.push(`import circle: ${circle.join(' > ')} > ${circle[0]}`);
const serviceOf = (file) => OWN_ROOTS.find((dir) => file.startsWith(`${dir}/`)) ?? null;
for (const [file, deps] of Object.entries(graph.obj())) {
  const from = serviceOf(file);
  if (!from) continue;
  for (const dep of deps) {
    const to = serviceOf(dep);
    if (to && to !== from) problems.push(`${file} imports ${dep}: another service's source (move what both use to packages/service-kit)`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`FAIL: ${problems.length} import problem(s)`);
  process.exit(1);
}
console.log(`imports OK: ${Object.keys(graph.obj()).length} files, no circle, no import across services`);
