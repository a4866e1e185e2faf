import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { QUERY_TOO_COMPLEX } from '../src/plugins/use-operation-limits.js';
import { createGateway } from '../src/yoga.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The operations the web app sends today: the texts relay-compiler wrote into its artifacts. */
const generated = path.join(here, '../../web/src/__generated__');
const operations = fs.readdirSync(generated).flatMap((file) => {
  const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(fs.readFileSync(path.join(generated, file), 'utf8'));
  return match ? [[file.replace(/\.graphql\.ts$/, ''), JSON.parse(match[1]) as string] as const] : [];
});

/**
 * Issue 26: the lead page's mutations (their payload reads the whole page) had grown past the cost
 * limit and were refused in the browser (QUERY_TOO_COMPLEX) while every unit test passed. Every
 * operation the web app sends must fit the gateway's own limits.
 */
describe('the web app\'s operations fit the gateway\'s operation limits', () => {
  const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } });
  it('finds the operations', () => expect(operations.length).toBeGreaterThan(100));
  it.each(operations)('%s', async (_name, text) => {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' }, body: JSON.stringify({ query: text, variables: {} }),
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    const refused = (body.errors ?? []).filter((e) => e.extensions?.code === QUERY_TOO_COMPLEX).map((e) => e.message);
    expect(refused).toEqual([]);
  });
});
