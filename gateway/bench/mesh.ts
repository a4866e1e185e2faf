/**
 * GraphQL Mesh beside our gateway on the same replay (issue 13: "per-request cost ≥ 5× lower than
 * Mesh's"): Hive Gateway serving a supergraph that Mesh Compose made from the api's own OpenAPI
 * document (`/api/openapi.json`), with the caller's Authorization passed on, as another team would
 * put a generated gateway in front of the api.
 *
 * Mesh is not a dependency of the product: it is installed once, at pinned versions, in its own
 * folder (BENCH_MESH_DIR, default <tmp>/portal-bench-mesh; about 530 MB, a minute), only when the
 * bench is asked for it (BENCH_MESH=1).
 *
 * The whole OpenAPI document stops Mesh Compose ("outputTypeComposer.addFields is not a function"),
 * so the supergraph is made from the two GET operations the comparison uses. The api documents the
 * list's rows but answers the lead as free JSON: Mesh serves the whole lead (36 KB) where our
 * gateway picks the lead page's fields. That is what a generated gateway gives for this api.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { stopOnExit } from './spawn-gateway.js';

export const MESH_VERSIONS = { '@graphql-hive/gateway': '2.15.1', '@graphql-mesh/compose-cli': '1.8.2', '@omnigraph/openapi': '0.112.4' };
/** The OpenAPI paths the comparison reads (GET only). */
const PATHS = ['/api/leads/', '/api/lead/{lead}/'];

export const meshDir = () => process.env.BENCH_MESH_DIR || path.join(os.tmpdir(), 'portal-bench-mesh');
const bin = (name: string) => path.join(meshDir(), 'node_modules', '.bin', name);

/** Installs Hive Gateway and Mesh Compose in their folder unless they are there at these versions. */
export function ensureMeshInstalled() {
  const dir = meshDir();
  const manifest = JSON.stringify({ private: true, type: 'module', dependencies: MESH_VERSIONS }, null, 2);
  const manifestFile = path.join(dir, 'package.json');
  if (fs.existsSync(bin('hive-gateway')) && fs.existsSync(manifestFile) && fs.readFileSync(manifestFile, 'utf8') === manifest) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(manifestFile, manifest);
  console.log(`Installing GraphQL Mesh (${Object.entries(MESH_VERSIONS).map(([n, v]) => `${n}@${v}`).join(', ')}) in ${dir} …`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
}

/** Composes the supergraph from the api's OpenAPI document; returns its path. */
export function composeSupergraph(openapi: { paths: Record<string, Record<string, unknown>> }): string {
  const dir = meshDir();
  const trimmed = { ...openapi, paths: Object.fromEntries(PATHS.map((p) => [p, { get: openapi.paths[p].get }])) };
  fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(trimmed));
  fs.writeFileSync(path.join(dir, 'mesh.config.ts'), `import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
export const composeConfig = defineConfig({
  subgraphs: [{
    sourceHandler: loadOpenAPISubgraph('Portal', {
      source: './openapi.json',
      endpoint: '{env.PORTAL_API}',
      operationHeaders: { Authorization: '{context.headers.authorization}' },
    }),
  }],
});
`);
  const out = path.join(dir, 'supergraph.graphql');
  fs.rmSync(out, { force: true });
  execFileSync(process.execPath, [bin('mesh-compose'), '-o', out], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!fs.existsSync(out)) throw new Error('Mesh Compose made no supergraph (see its output above)');
  return out;
}

/** Hive Gateway on the supergraph, its subgraph at `upstreamBase` (the api's origin); resolves once it answers. */
export async function spawnMesh(supergraph: string, upstreamBase: string, nodeFlags: string[] = []): Promise<{ child: ChildProcess; base: string }> {
  const port = 6000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, [...nodeFlags, bin('hive-gateway'), 'supergraph', supergraph, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: meshDir(), env: { ...process.env, PORTAL_API: upstreamBase, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  stopOnExit(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`Hive Gateway exited (${child.exitCode}) before it answered`);
    const ok = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' })
      .then((r) => r.ok, () => false);
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('Hive Gateway did not answer within 30 s');
}

/**
 * Mesh's operation for each of ours, by title prefix: the same rows and fields for the list (its
 * field names are the api's), the lead by id (whole, see above): for the lead page with its economics
 * and handoff (`include`, as our gateway asks: the same one upstream call), and for the lead's own
 * fields without. null: no counterpart (the web app's persisted list query also fetches the summary,
 * which is not among the composed paths).
 */
export function meshBodyFor(title: string, leadId: number): object | null {
  if (title.startsWith('`{ __typename }`')) return { query: '{ __typename }' };
  if (title.startsWith('50-lead page, bench')) return { query: '{ api_leads(limit: 50) { count results { id name lead_status address system_size updated created latitude longitude } } }' };
  if (title.startsWith('lead page')) return { query: `{ api_lead_by_lead(lead: ${leadId}, include: "economics,handoff") }` };
  if (title.startsWith('lead\'s own fields')) return { query: `{ api_lead_by_lead(lead: ${leadId}) }` };
  return null;
}
