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
    // Scripts, styles and the icon are the gateway's own files, never another host's.
    expect(html).not.toMatch(/<script[^>]+src="(?!\/graphql\/)|<link[^>]+href="(?!\/graphql\/)/);
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('runs no inline script and no blob: script or worker: every script and worker is a file of the origin (issue 24, item 11)', async () => {
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } });
    const page = await gateway.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    const html = await page.text();
    const policy = page.headers.get('content-security-policy')!;
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(policy).not.toContain('blob:');
    expect(policy).not.toContain("'unsafe-eval'");
    // Inline <script> elements are data only (type="application/json"), which no policy runs.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([' type="application/json" id="graphiql-options"']);
    const sources = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toHaveLength(3);
    for (const src of sources) expect(src).toMatch(/^\/graphql\/graphiql-assets\/[a-z.]+\.[0-9a-f]{16}\.js$/);
    // The worker URLs Monaco is given are files the gateway serves, as JavaScript.
    const setup = await (await gateway.fetch(`http://gateway.test${sources[0]}`)).text();
    const workers = [...setup.matchAll(/"(\/graphql\/graphiql-assets\/[^"]+\.worker\.[0-9a-f]+\.js)"/g)].map((m) => m[1]);
    expect(workers).toHaveLength(3);
    for (const url of [...sources, ...workers]) {
      const file = await gateway.fetch(`http://gateway.test${url}`);
      expect(file.status, url).toBe(200);
      expect(file.headers.get('content-type'), url).toBe('text/javascript; charset=utf-8');
      expect(file.headers.get('cache-control'), url).toContain('immutable');
      expect((await file.text()).length, url).toBeGreaterThan(100);
    }
    const unknown = await gateway.fetch('http://gateway.test/graphql/graphiql-assets/nope.js');
    expect(unknown.status).toBe(404);
    // The options reach the page as data, escaped: a title cannot close the element.
    expect(html).toContain('Solar Portal GraphQL');
    expect(html.match(/<\/script>/g)).toHaveLength(4);
  });

  it('opens with no credentials in its example operations', () => {
    expect(GRAPHIQL_EXAMPLES).not.toMatch(/password:\s*"/);
    expect(GRAPHIQL_EXAMPLES).not.toMatch(/demo1234|@demo\.test/);
  });
});
