/**
 * Schema change check (`npm test`): compares the root schema.graphql with the last released schema
 * (gateway/released-schema.graphql) using GraphQL Inspector, prints every change, and fails on a
 * breaking change that gateway/SCHEMA_CHANGELOG.md does not record under "## Unreleased". Other
 * teams' tools query this schema: a change that can break them is written down (what, why, what to
 * use instead) before it lands, or it goes through @deprecated instead.
 *
 *   npx tsx gateway/scripts/schema-changes.ts            check (exit 1 on unrecorded breaking changes)
 *   npx tsx gateway/scripts/schema-changes.ts --release <name>
 *                                                        the current schema becomes the released one;
 *                                                        "## Unreleased" becomes "## <name>"
 *
 * A breaking change is recorded by a line of the Unreleased section that names its schema
 * coordinate in backticks, as Inspector reports it: `Lead.leadStatus`, `Query.leads.statuses`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';

// Inspector checks types with instanceof against the graphql it loads (the package's CommonJS
// build); the schemas are built with that same copy.
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCHEMA_FILES = {
  current: path.join(root, 'schema.graphql'),
  released: path.join(root, 'gateway', 'released-schema.graphql'),
  changelog: path.join(root, 'gateway', 'SCHEMA_CHANGELOG.md'),
};
const UNRELEASED = '## Unreleased';

/** The text of the changelog's "## Unreleased" section (up to the next "## "). */
export function unreleasedSection(changelog: string): string {
  const start = changelog.indexOf(`${UNRELEASED}\n`);
  if (start < 0) return '';
  const rest = changelog.slice(start + UNRELEASED.length + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Whether the Unreleased section records this change: its coordinate in backticks (or its message, when it has none). */
export function isRecorded(change: Change, unreleased: string): boolean {
  return change.path ? unreleased.includes(`\`${change.path}\``) : unreleased.includes(change.message);
}

export interface SchemaCheck {
  changes: Change[];
  breaking: Change[];
  unrecorded: Change[];
}

/** Every change from the released schema to the current one, and the breaking ones the changelog does not record. */
export async function checkSchemaChanges(released: string, current: string, changelog: string): Promise<SchemaCheck> {
  const changes = await diff(buildSchema(released), buildSchema(current));
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  const unreleased = unreleasedSection(changelog);
  return { changes, breaking, unrecorded: breaking.filter((change) => !isRecorded(change, unreleased)) };
}

/** The changelog after a release: a fresh, empty Unreleased section above the released one, now named. */
export function releasedChangelog(changelog: string, name: string): string {
  if (!changelog.includes(`${UNRELEASED}\n`)) throw new Error(`${SCHEMA_FILES.changelog} has no "${UNRELEASED}" section`);
  return changelog.replace(`${UNRELEASED}\n`, `${UNRELEASED}\n\n## ${name}\n`);
}

const LEVEL_LABEL: Record<string, string> = { BREAKING: 'breaking', DANGEROUS: 'dangerous', NON_BREAKING: 'safe' };

async function main(args: string[]) {
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  if (args[0] === '--release') {
    const name = args[1];
    if (!name) throw new Error('usage: schema-changes.ts --release <name, e.g. 2026-12-01>');
    fs.copyFileSync(SCHEMA_FILES.current, SCHEMA_FILES.released);
    fs.writeFileSync(SCHEMA_FILES.changelog, releasedChangelog(read(SCHEMA_FILES.changelog), name));
    console.log(`schema.graphql released as "${name}": ${path.relative(root, SCHEMA_FILES.released)} updated, changelog section named`);
    return;
  }
  const { changes, breaking, unrecorded } = await checkSchemaChanges(read(SCHEMA_FILES.released), read(SCHEMA_FILES.current), read(SCHEMA_FILES.changelog));
  if (!changes.length) { console.log('schema.graphql is the released schema: no changes'); return; }
  console.log(`schema.graphql against the released schema: ${changes.length} change(s), ${breaking.length} breaking`);
  for (const change of changes) console.log(`  ${LEVEL_LABEL[change.criticality.level] ?? change.criticality.level}: ${change.message}${change.path ? ` (\`${change.path}\`)` : ''}`);
  if (unrecorded.length) {
    console.error(`\n${unrecorded.length} breaking change(s) not recorded under "${UNRELEASED}" in ${path.relative(root, SCHEMA_FILES.changelog)}:`);
    for (const change of unrecorded) console.error(`  - \`${change.path ?? change.message}\`: ${change.message}`);
    console.error('Record each (what changed, why, what clients use instead), or keep the old field with @deprecated.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
