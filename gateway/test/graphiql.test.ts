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

  it('comes from the installed package, not a CDN, under a policy that allows only its own script', async () => {
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } });
    const page = await gateway.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="https?:/);
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain("'unsafe-inline' blob:; worker");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('opens with no credentials in its example operations', () => {
    expect(GRAPHIQL_EXAMPLES).not.toMatch(/password:\s*"/);
    expect(GRAPHIQL_EXAMPLES).not.toMatch(/demo1234|@demo\.test/);
  });
});
