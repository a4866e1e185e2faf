/**
 * The root schema.graphql (the one contract, read by the gateway and by relay-compiler) is the
 * concatenation of gateway/schema/*.graphql, one file per area, in name order. Run
 * `npm run schema` after editing a part; a test fails when the root file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, printSchema } from 'graphql';

const here = path.dirname(fileURLToPath(import.meta.url));
export const partsDir = path.join(here, '..', 'schema');
export const rootSchema = path.join(here, '..', '..', 'schema.graphql');

export function buildSchemaText(): string {
  const parts = fs.readdirSync(partsDir).filter((f) => f.endsWith('.graphql')).sort();
  const text = parts.map((f) => fs.readFileSync(path.join(partsDir, f), 'utf8')).join('\n');
  // Printed from the built schema, so each area's `extend type Query/Mutation/Lead` is merged into
  // one definition: relay-compiler reads `extend` as client-only fields and would not send them.
  const header = '# GENERATED from gateway/schema/*.graphql by `npm run schema`: edit the parts, not this file.\n\n';
  return header + printSchema(buildSchema(text)) + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = buildSchemaText();
  if (process.argv.includes('--check')) {
    if (fs.readFileSync(rootSchema, 'utf8') !== text) {
      console.error('schema.graphql is stale: run `npm run schema` and commit it');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(rootSchema, text);
    console.log(`wrote ${path.relative(process.cwd(), rootSchema)}`);
  }
}
