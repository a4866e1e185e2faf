import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkSchemaChanges, coordinateOf, parseEntries, releasedChangelog, reportLines, SCHEMA_FILES, unreleasedSection } from '../scripts/schema-changes.js';

const RELEASED = `type Query { leads(statuses: [Int!]): [Lead!]! viewer: String }
type Lead { id: ID! leadStatus: Int name: String }`;
const changelog = (unreleased: string) => `# Schema changelog\n\n## Unreleased\n\n${unreleased}\n## 2026-11-25\n\n- \`Lead.old\` — reason: an older entry of a release — instead: nothing to do now.\n`;
/** Removes Query.viewer and changes Lead.leadStatus's type: two breaking changes. */
const BROKEN = RELEASED.replace('leadStatus: Int', 'leadStatus: String').replace(' viewer: String', '');
const ENTRIES = [
  '- `Lead.leadStatus` — reason: the stage became an enum of named stages — instead: read `Lead.stage` and compare with `LeadStage` values.',
  '- `Query.viewer` — reason: the viewer is an object with an id now — instead: select `me { id name }` where you read `viewer`.',
].join('\n') + '\n';

describe('schema change check (gateway/scripts/schema-changes.ts)', () => {
  it('passes additions, and reports them as safe', async () => {
    const check = await checkSchemaChanges(RELEASED, RELEASED.replace('name: String', 'name: String stage: String'), changelog(''));
    expect(check.changes.map(coordinateOf)).toEqual(['Lead.stage']);
    expect(check.breaking).toEqual([]);
    expect(check.problems).toEqual([]);
  });

  it('fails a removed field or a changed type until the Unreleased section has a structured entry for its coordinate', async () => {
    const bare = await checkSchemaChanges(RELEASED, BROKEN, changelog(''));
    expect(bare.problems.map((p) => p.coordinate).sort()).toEqual(['Lead.leadStatus', 'Query.viewer']);
    // Recorded in an older release does not count: only Unreleased.
    const elsewhere = await checkSchemaChanges(RELEASED, BROKEN, changelog('').replace('`Lead.old`', '`Lead.leadStatus`'));
    expect(elsewhere.problems.map((p) => p.coordinate)).toContain('Lead.leadStatus');
    const recorded = await checkSchemaChanges(RELEASED, BROKEN, changelog(ENTRIES));
    expect(recorded.breaking).toHaveLength(2);
    expect(recorded.problems).toEqual([]);
  });

  it('a one-letter line naming the field no longer passes, nor an entry whose reason or advice is a word or two', async () => {
    const oneLetter = await checkSchemaChanges(RELEASED, BROKEN, changelog('- `Lead.leadStatus`: x\n- `Query.viewer` x\n'));
    expect(oneLetter.problems.map((p) => p.coordinate).sort()).toEqual(['Lead.leadStatus', 'Query.viewer']);
    expect(oneLetter.problems[0].why).toMatch(/not an entry/);
    const thin = await checkSchemaChanges(RELEASED, BROKEN, changelog(ENTRIES.replace('the stage became an enum of named stages', 'x').replace('select `me { id name }` where you read `viewer`', 'use me')));
    expect(thin.problems.map((p) => [p.coordinate, p.why]).sort()).toEqual([
      ['Lead.leadStatus', expect.stringMatching(/reason .*too short/)],
      ['Query.viewer', expect.stringMatching(/instead .*too short/)],
    ]);
  });

  it('an entry may name several coordinates, wrapped over indented lines', () => {
    const [entry] = parseEntries('- `A.b`, `A.c` and `D.e(f:)` — reason: three fields changed their\n  type together — instead: read the new fields\n  named in the schema.\n');
    expect(entry.coordinates).toEqual(['A.b', 'A.c', 'D.e(f:)']);
    expect(entry.reason).toBe('three fields changed their type together');
    expect(entry.instead).toBe('read the new fields named in the schema.');
  });

  it('names an argument as a schema coordinate, Type.field(arg:), and points out the dotted form', async () => {
    const current = RELEASED.replace('statuses: [Int!]', 'statuses: [String!]');
    const bare = await checkSchemaChanges(RELEASED, current, changelog(''));
    expect(bare.problems.map((p) => p.coordinate)).toEqual(['Query.leads(statuses:)']);
    const dotted = await checkSchemaChanges(RELEASED, current, changelog('- `Query.leads.statuses` — reason: statuses are names of stages now — instead: pass stage names such as UTILITY_DATA.\n'));
    expect(dotted.problems[0].why).toMatch(/`Query\.leads\(statuses:\)`/);
    const recorded = await checkSchemaChanges(RELEASED, current, changelog('- `Query.leads(statuses:)` — reason: statuses are names of stages now — instead: pass stage names such as UTILITY_DATA.\n'));
    expect(recorded.problems).toEqual([]);
  });

  it('prints one OK line when nothing changed, a line or two for safe changes, and names each missing entry on failure', async () => {
    const same = reportLines(await checkSchemaChanges(RELEASED, RELEASED, changelog('')));
    expect(same).toEqual({ ok: true, lines: [expect.stringMatching(/^schema check OK: .*no changes/)] });
    const safe = reportLines(await checkSchemaChanges(RELEASED, RELEASED.replace('name: String', 'name: String stage: String city: String'), changelog('')));
    expect(safe.ok).toBe(true);
    expect(safe.lines.length).toBeLessThanOrEqual(2);
    expect(safe.lines.join('\n')).toMatch(/2 changes.*none breaking/s);
    const failed = reportLines(await checkSchemaChanges(RELEASED, BROKEN, changelog('')));
    expect(failed.ok).toBe(false);
    const text = failed.lines.join('\n');
    expect(text).toContain('`Lead.leadStatus`');
    expect(text).toContain('`Query.viewer`');
    expect(text).toMatch(/— reason: .* — instead: /);
  });

  it('the command line is quiet: one line when the schema is the released one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-check-'));
    try {
      const file = (name: string, text: string) => { fs.writeFileSync(path.join(dir, name), text); return path.join(dir, name); };
      const args = ['--released', file('released.graphql', RELEASED), '--current', file('current.graphql', RELEASED), '--changelog', file('CHANGELOG.md', changelog(''))];
      const script = path.join(import.meta.dirname, '..', 'scripts', 'schema-changes.ts');
      const run = promisify(execFile);
      const tsx = path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');
      const quiet = await run(tsx, [script, ...args]);
      expect(quiet.stdout.trim().split('\n')).toHaveLength(1);
      expect(quiet.stdout).toMatch(/^schema check OK/);
      expect(quiet.stderr).toBe('');
      // A breaking change fails the command, naming it.
      fs.writeFileSync(path.join(dir, 'current.graphql'), BROKEN);
      const failed = await run(tsx, [script, ...args]).then(() => null, (error) => error as { code: number; stderr: string });
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain('`Query.viewer`');
      // Releasing is refused while an entry is missing; with the entries it copies the schema and names the section.
      const refused = await run(tsx, [script, '--release', '2026-12-01', ...args]).then(() => null, (error) => error as { code: number; stderr: string });
      expect(refused?.stderr).toMatch(/Not released/);
      expect(fs.readFileSync(path.join(dir, 'released.graphql'), 'utf8')).toBe(RELEASED);
      fs.writeFileSync(path.join(dir, 'CHANGELOG.md'), changelog(ENTRIES));
      await run(tsx, [script, '--release', '2026-12-01', ...args]);
      expect(fs.readFileSync(path.join(dir, 'released.graphql'), 'utf8')).toBe(BROKEN);
      expect(unreleasedSection(fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8')).trim()).toBe('');
      const after = await run(tsx, [script, ...args]);
      expect(after.stdout).toMatch(/^schema check OK: .*no changes\n$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a release names the Unreleased section and opens an empty one', () => {
    const next = releasedChangelog(changelog(ENTRIES), '2026-12-01');
    expect(unreleasedSection(next).trim()).toBe('');
    expect(next).toContain('## 2026-12-01\n\n- `Lead.leadStatus`');
  });

  it('the repository\'s schema has a structured changelog entry for every breaking change against the released one', async () => {
    const read = (file: string) => fs.readFileSync(file, 'utf8');
    const check = await checkSchemaChanges(read(SCHEMA_FILES.released), read(SCHEMA_FILES.current), read(SCHEMA_FILES.changelog));
    expect(check.problems.map((p) => `${p.coordinate}: ${p.why}`)).toEqual([]);
  });
});
