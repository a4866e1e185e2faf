import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSchemaChanges, releasedChangelog, SCHEMA_FILES, unreleasedSection } from '../scripts/schema-changes.js';

const RELEASED = `type Query { leads(statuses: [Int!]): [Lead!]! viewer: String }
type Lead { id: ID! leadStatus: Int name: String }`;
const changelog = (unreleased: string) => `# Schema changelog\n\n## Unreleased\n\n${unreleased}\n## 2026-11-25\n\n- \`Lead.old\`: an older entry\n`;

describe('schema change check (gateway/scripts/schema-changes.ts)', () => {
  it('passes additions, and reports them as safe', async () => {
    const check = await checkSchemaChanges(RELEASED, RELEASED.replace('name: String', 'name: String stage: String'), changelog(''));
    expect(check.changes.map((c) => c.path)).toEqual(['Lead.stage']);
    expect(check.breaking).toEqual([]);
    expect(check.unrecorded).toEqual([]);
  });

  it('fails a removed field or a changed type until the Unreleased section names its coordinate', async () => {
    const current = RELEASED.replace('leadStatus: Int', 'leadStatus: String').replace(' viewer: String', '');
    const bare = await checkSchemaChanges(RELEASED, current, changelog(''));
    expect(bare.unrecorded.map((c) => c.path).sort()).toEqual(['Lead.leadStatus', 'Query.viewer']);
    // Recorded in an older release does not count: only Unreleased.
    const elsewhere = await checkSchemaChanges(RELEASED, current, changelog('').replace('`Lead.old`', '`Lead.leadStatus`'));
    expect(elsewhere.unrecorded.map((c) => c.path)).toContain('Lead.leadStatus');
    const recorded = await checkSchemaChanges(RELEASED, current, changelog('- `Lead.leadStatus`: an enum now.\n- `Query.viewer`: removed, use `me`.\n'));
    expect(recorded.breaking).toHaveLength(2);
    expect(recorded.unrecorded).toEqual([]);
  });

  it('catches an argument whose type changes (a client\'s variables stop validating)', async () => {
    const check = await checkSchemaChanges(RELEASED, RELEASED.replace('statuses: [Int!]', 'statuses: [String!]'), changelog(''));
    expect(check.unrecorded.map((c) => c.path)).toEqual(['Query.leads.statuses']);
  });

  it('a release names the Unreleased section and opens an empty one', () => {
    const next = releasedChangelog(changelog('- `Lead.leadStatus`: an enum now.\n'), '2026-12-01');
    expect(unreleasedSection(next).trim()).toBe('');
    expect(next).toContain('## 2026-12-01\n\n- `Lead.leadStatus`');
  });

  it('the repository\'s schema has no unrecorded breaking change against the released one', async () => {
    const read = (file: string) => fs.readFileSync(file, 'utf8');
    const check = await checkSchemaChanges(read(SCHEMA_FILES.released), read(SCHEMA_FILES.current), read(SCHEMA_FILES.changelog));
    expect(check.unrecorded.map((c) => `${c.path}: ${c.message}`)).toEqual([]);
  });
});
