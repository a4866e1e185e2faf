/**
 * Schema change check (`npm test`): compares the root schema.graphql with the last released schema
 * (gateway/released-schema.graphql) using GraphQL Inspector. Quiet when all is well: one line (and
 * one more summarising non-breaking changes). It fails, naming what is missing, on a breaking change
 * that gateway/SCHEMA_CHANGELOG.md has no entry for under "## Unreleased". Other teams' tools query
 * this schema: a change that can break them is written down (what, why, what to do instead) before
 * it lands, or it goes through @deprecated instead.
 *
 *   npm run schema:check -w @portal/gateway        check (exit 1 on breaking changes without an entry)
 *   npm run schema:check -w @portal/gateway -- --verbose     also list every change
 *   npm run schema:release -w @portal/gateway [-- <name>]
 *       schema.graphql becomes the released schema (copied to released-schema.graphql) and
 *       "## Unreleased" becomes "## <name>" (default: today's date); refused while the check fails.
 *
 * An entry is a list item of the Unreleased section (it may wrap over indented lines):
 *
 *   - `Type.field`, `Type.field(arg:)` — reason: why it changed — instead: what a client does now
 *
 * Coordinates are GraphQL schema coordinates: `Type`, `Type.field`, `Input.field`, `Enum.VALUE`,
 * `Type.field(arg:)`, `@directive(arg:)`. The reason and the advice are at least a few words each.
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
/** The smallest reason or advice that says something: a few words, not a letter. */
const MIN_WORDS = 3;
const MIN_CHARS = 15;

/** The text of the changelog's "## Unreleased" section (up to the next "## "). */
export function unreleasedSection(changelog: string): string {
  const start = changelog.indexOf(`${UNRELEASED}\n`);
  if (start < 0) return '';
  const rest = changelog.slice(start + UNRELEASED.length + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * The change's schema coordinate: Inspector's path, with an argument written as the GraphQL
 * schema coordinate spec writes it (`Query.leads(statuses:)`, not `Query.leads.statuses`).
 */
export function coordinateOf(change: Change): string {
  if (!change.path) return change.message;
  if (/^(FIELD|DIRECTIVE)_ARGUMENT_/.test(change.type)) {
    const dot = change.path.lastIndexOf('.');
    if (dot > 0) return `${change.path.slice(0, dot)}(${change.path.slice(dot + 1)}:)`;
  }
  return change.path;
}

/** Inspector's dotted form of a coordinate (`Query.leads.statuses`), which an entry must not use for an argument. */
const dottedFormOf = (coordinate: string) => coordinate.replace(/\((\w+):\)$/, '.$1');

/** A list item of the Unreleased section: its text (wrapped lines joined) and, when structured, its parts. */
export interface ChangelogItem {
  text: string;
  /** The coordinates in backticks before " — reason:" (structured entries only). */
  coordinates: string[];
  reason: string | null;
  instead: string | null;
}

const ENTRY = /^((?:`[^`\n]+`(?:\s*,\s*|\s+and\s+|\s*))+?)\s*(?:—|--)\s*reason:\s*(.*?)\s*(?:—|--)\s*instead:\s*(.*)$/is;

/** The Unreleased section's list items, each parsed as an entry when it has the entry's shape. */
export function parseEntries(section: string): ChangelogItem[] {
  const items: string[] = [];
  let current: string[] | null = null;
  for (const line of section.split('\n')) {
    if (/^[-*] /.test(line)) { current = [line.slice(2).trim()]; items.push(''); }
    else if (current && /^\s+\S/.test(line)) current.push(line.trim());
    else current = null;
    if (current) items[items.length - 1] = current.join(' ');
  }
  return items.map((text) => {
    const match = ENTRY.exec(text);
    if (!match) return { text, coordinates: [], reason: null, instead: null };
    return { text, coordinates: [...match[1].matchAll(/`([^`]+)`/g)].map((m) => m[1].trim()), reason: match[2].trim(), instead: match[3].trim() };
  });
}

/** Why a reason or an advice says too little, or null when it says enough. */
function thin(part: string): string | null {
  const words = part.match(/[\p{L}\p{N}_`@()]+/gu) ?? [];
  return words.length < MIN_WORDS || part.length < MIN_CHARS ? `is too short ("${part}": at least ${MIN_WORDS} words, ${MIN_CHARS} characters)` : null;
}

/** A breaking change without a valid entry, and why. */
export interface MissingEntry {
  coordinate: string;
  change: Change;
  why: string;
}

export interface SchemaCheck {
  changes: Change[];
  breaking: Change[];
  /** Breaking changes the Unreleased section has no valid entry for. */
  problems: MissingEntry[];
}

/** Why the Unreleased section's items do not record this breaking change, or null when an entry does. */
function missingEntry(coordinate: string, items: ChangelogItem[]): string | null {
  const entries = items.filter((item) => item.coordinates.includes(coordinate));
  for (const entry of entries) {
    const problem = (['reason', 'instead'] as const).map((part) => { const why = thin(entry[part]!); return why && `its ${part} ${why}`; }).find(Boolean);
    if (!problem) return null;
  }
  if (entries.length) {
    const entry = entries[0];
    return `the entry naming it: ${thin(entry.reason!) ? `its reason ${thin(entry.reason!)}` : `its instead ${thin(entry.instead!)}`}`;
  }
  const dotted = dottedFormOf(coordinate);
  if (dotted !== coordinate && items.some((item) => item.text.includes(`\`${dotted}\``))) {
    return `named as \`${dotted}\`: write the argument as its schema coordinate, \`${coordinate}\``;
  }
  if (items.some((item) => item.text.includes(`\`${coordinate}\``))) {
    return 'named in a line that is not an entry (`- `Coordinate` — reason: … — instead: …`)';
  }
  return 'no entry names it';
}

/** Every change from the released schema to the current one, and the breaking ones the changelog has no valid entry for. */
export async function checkSchemaChanges(released: string, current: string, changelog: string): Promise<SchemaCheck> {
  const changes = await diff(buildSchema(released), buildSchema(current));
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  const items = parseEntries(unreleasedSection(changelog));
  const problems: MissingEntry[] = [];
  for (const change of breaking) {
    const coordinate = coordinateOf(change);
    const why = missingEntry(coordinate, items);
    if (why) problems.push({ coordinate, change, why });
  }
  return { changes, breaking, problems };
}

const LEVEL_LABEL: Record<string, string> = { BREAKING: 'breaking', DANGEROUS: 'dangerous', NON_BREAKING: 'safe' };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A few coordinates, then how many more. */
const some = (list: string[], max = 4) => list.slice(0, max).join(', ') + (list.length > max ? `, and ${list.length - max} more` : '');

/** What the command prints: a line or two when it passes; what is missing, with an entry to fill in, when it fails. */
export function reportLines(check: SchemaCheck, changelogName = 'gateway/SCHEMA_CHANGELOG.md'): { ok: boolean; lines: string[] } {
  const { changes, breaking, problems } = check;
  if (!changes.length) return { ok: true, lines: ['schema check OK: schema.graphql is the released schema, no changes'] };
  const other = changes.filter((change) => change.criticality.level !== CriticalityLevel.Breaking);
  const byLevel = (level: string) => [...new Set(other.filter((change) => change.criticality.level === level).map(coordinateOf))];
  const summary = [['safe', byLevel(CriticalityLevel.NonBreaking)], ['dangerous', byLevel(CriticalityLevel.Dangerous)]]
    .filter(([, list]) => list.length).map(([label, list]) => `${label} at ${list.length} (${some(list as string[])})`).join('; ');
  if (!problems.length) {
    const head = `schema check OK: ${plural(changes.length, 'change')} since the released schema, ` +
      (breaking.length ? `${breaking.length} breaking, each with an entry in ${changelogName}` : 'none breaking');
    return { ok: true, lines: summary ? [head, `  ${summary}`] : [head] };
  }
  const lines = [`schema check FAILED: ${plural(problems.length, 'breaking change')} without an entry under "${UNRELEASED}" in ${changelogName}:`];
  for (const problem of problems) lines.push(`  - \`${problem.coordinate}\`: ${problem.change.message} — ${problem.why}`);
  lines.push(
    'Add an entry for each (it may name several coordinates and wrap over indented lines), or keep the old field with @deprecated:',
    ...problems.map((problem) => `  - \`${problem.coordinate}\` — reason: <why it changed> — instead: <what a client does now>`),
  );
  return { ok: false, lines };
}

/** The changelog after a release: a fresh, empty Unreleased section above the released one, now named. */
export function releasedChangelog(changelog: string, name: string): string {
  if (!changelog.includes(`${UNRELEASED}\n`)) throw new Error(`${SCHEMA_FILES.changelog} has no "${UNRELEASED}" section`);
  return changelog.replace(`${UNRELEASED}\n`, `${UNRELEASED}\n\n## ${name}\n`);
}

/** `--name value` options of the command line (files to compare instead of the repository's, for tests). */
function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]) {
  const files = {
    current: option(args, '--current') ?? SCHEMA_FILES.current,
    released: option(args, '--released') ?? SCHEMA_FILES.released,
    changelog: option(args, '--changelog') ?? SCHEMA_FILES.changelog,
  };
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const check = await checkSchemaChanges(read(files.released), read(files.current), read(files.changelog));
  const report = reportLines(check, path.relative(root, files.changelog));
  if (args[0] === '--release') {
    const name = args[1] && !args[1].startsWith('--') ? args[1] : new Date().toISOString().slice(0, 10);
    if (!report.ok) {
      console.error(report.lines.join('\n'));
      console.error('Not released: the breaking changes above need their entries first.');
      process.exitCode = 1;
      return;
    }
    fs.copyFileSync(files.current, files.released);
    fs.writeFileSync(files.changelog, releasedChangelog(read(files.changelog), name));
    console.log(`schema.graphql released as "${name}": ${path.relative(root, files.released)} updated, ` +
      `"${UNRELEASED}" of ${path.relative(root, files.changelog)} is now "## ${name}" (${plural(check.changes.length, 'change')}, ${check.breaking.length} breaking)`);
    return;
  }
  if (args.includes('--verbose')) {
    for (const change of check.changes) console.log(`  ${LEVEL_LABEL[change.criticality.level] ?? change.criticality.level}: \`${coordinateOf(change)}\` ${change.message}`);
  }
  if (report.ok) console.log(report.lines.join('\n'));
  else {
    console.error(report.lines.join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
