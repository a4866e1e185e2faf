/**
 * Builds @portal/gateway-testing from the gateway's own sources (run by `npm pack` as prepack, or
 * `npm run build` here): tsc compiles gateway/src/testing.ts and everything it imports (the
 * gateway: schema loading, resolvers, plugins, REST client) to dist/ with type declarations, the
 * repository's layout kept (dist/gateway/src/…), and the root schema.graphql is copied to
 * dist/schema.graphql, where the compiled yoga.js looks for it (two folders up, as in the repo).
 *
 * Then it checks what it built: every package the JavaScript imports is a dependency in
 * package.json, with the range the gateway itself declares (so `npm install` of the tarball pulls
 * what the gateway is tested with), nothing declared is unused, and the built kit starts a gateway.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '..');
const dist = path.join(here, 'dist');
const require = createRequire(import.meta.url);

fs.rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(here, 'tsconfig.build.json')], { stdio: 'inherit' });
fs.copyFileSync(path.join(repo, 'schema.graphql'), path.join(dist, 'schema.graphql'));

const problems = [];
const entry = path.join(dist, 'gateway', 'src', 'testing.js');
if (!fs.existsSync(entry)) problems.push(`${path.relative(here, entry)} was not built`);

/** Every package name the built JavaScript imports (node: builtins left out). */
function importedPackages(dir) {
  const names = new Set();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const text = fs.readFileSync(path.join(entry.parentPath ?? entry.path, entry.name), 'utf8');
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) {
      const spec = match[1];
      if (spec.startsWith('.') || spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0])) continue;
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  return names;
}

const kit = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const gateway = JSON.parse(fs.readFileSync(path.join(repo, 'gateway', 'package.json'), 'utf8'));
const imported = importedPackages(dist);
for (const name of imported) {
  if (!kit.dependencies?.[name]) problems.push(`the built kit imports "${name}": add it to gateway-testing/package.json dependencies ("${name}": "${gateway.dependencies?.[name] ?? '?'}")`);
  else if (gateway.dependencies?.[name] && kit.dependencies[name] !== gateway.dependencies[name]) {
    problems.push(`"${name}" is "${kit.dependencies[name]}" in gateway-testing/package.json but "${gateway.dependencies[name]}" in gateway/package.json: use the gateway's range`);
  }
}
for (const name of Object.keys(kit.dependencies ?? {})) if (!imported.has(name)) problems.push(`"${name}" is a dependency of gateway-testing but nothing built imports it: remove it`);

if (!problems.length) {
  // The built kit runs: a gateway over the mocked api starts (the schema is where yoga.js reads it) and closes.
  const { mockedGateway } = await import(pathToFileURL(entry).href);
  const started = mockedGateway();
  const answer = await started.execute('{ __typename }', {}, {});
  if (answer.data?.__typename !== 'Query') problems.push(`the built kit answered ${JSON.stringify(answer.data)} to { __typename }`);
  await started.close();
}

if (problems.length) {
  console.error(`gateway-testing build failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`gateway-testing built: ${path.relative(repo, dist)} (${imported.size} runtime dependencies, schema.graphql included)`);
