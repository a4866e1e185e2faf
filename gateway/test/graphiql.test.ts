import fs from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES } from '../src/graphiql-examples.js';
import { createGateway, schemaPath } from '../src/yoga.js';

describe('GraphiQL', () => {
  it('opens with example operations that are valid against the schema', () => {
    const document = parse(GRAPHIQL_EXAMPLES);
    expect(document.definitions.length).toBeGreaterThanOrEqual(5);
    expect(validate(buildSchema(fs.readFileSync(schemaPath, 'utf8')), document).map((e) => e.message)).toEqual([]);
  });

  it('is served to browsers at /graphql', async () => {
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } });
    const page = await gateway.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Solar Portal GraphQL');
  });
});
