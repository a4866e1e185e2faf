import crypto from 'node:crypto';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';

/**
 * GraphiQL from the installed @graphql-yoga/render-graphiql (script, styles and editor workers in
 * the page itself), never from a CDN: nothing a third party serves runs on the portal's origin.
 * Each page is rendered once per set of options; its inline script is allowed by its hash.
 */
const pages = new Map<string, string>();
const scriptHashes = new Set<string>();

export function renderLocalGraphiQL(options: GraphiQLOptions): string {
  const key = JSON.stringify(options ?? {});
  let html = pages.get(key);
  if (!html) {
    html = renderGraphiQL(options);
    for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      scriptHashes.add(`'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`);
    }
    pages.set(key, html);
  }
  return html;
}

/** The GraphiQL page's Content-Security-Policy: its own inline script by hash, the editor's blob: workers. */
export function graphiqlPolicy(): string {
  return [
    "default-src 'self'", `script-src 'self' ${[...scriptHashes].join(' ')} blob:`, "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:", "font-src 'self' data:", "connect-src 'self'",
    "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
  ].join('; ');
}

export function useGraphiQLPolicy(): Plugin {
  return {
    onResponse({ response }) {
      if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', graphiqlPolicy());
    },
  };
}
