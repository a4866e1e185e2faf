import crypto from 'node:crypto';
import { css, editorWorkerService, favicon, graphqlWorker, js, jsonWorker } from '@graphql-yoga/render-graphiql/graphiql';
import type { GraphiQLOptions, Plugin } from 'graphql-yoga';

/**
 * GraphiQL from the installed @graphql-yoga/render-graphiql, never from a CDN: nothing a third
 * party serves runs on the portal's origin. The package's own page inlines its 5 MB script and
 * starts Monaco's editor workers from blob: URLs, so its policy had to allow `blob:` scripts and
 * workers (any script that could make a Blob could then run code as the page). Here every script
 * and worker is a file served from the gateway's origin under ASSET_PATH, named by a hash of its
 * content (cached for good), and the page is plain HTML: the policy allows scripts and workers from
 * 'self' only, with no inline script, no hash and no blob:.
 */
export const ASSET_PATH = '/graphql/graphiql-assets';

interface Asset { body: Buffer<ArrayBuffer> | string; type: string }

const START = `(function () {
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), options);
})();
`;

/** The files of the page, by their served name (`graphiql.<hash>.js`). */
const assets = new Map<string, Asset>();
const named = (base: string, extension: string, asset: Asset) => {
  const hash = crypto.createHash('sha256').update(asset.body).digest('hex').slice(0, 16);
  const name = `${base}.${hash}.${extension}`;
  assets.set(name, asset);
  return `${ASSET_PATH}/${name}`;
};
const script = (body: string): Asset => ({ body, type: 'text/javascript; charset=utf-8' });
const workers = {
  editorWorkerService: named('editor.worker', 'js', script(editorWorkerService)),
  json: named('json.worker', 'js', script(jsonWorker)),
  graphql: named('graphql.worker', 'js', script(graphqlWorker)),
};
// Monaco asks MonacoEnvironment for a worker by label; the package's page answered these three.
const SETUP = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (moduleId, label) {
    var workers = ${JSON.stringify(workers)};
    return workers[label] || workers.editorWorkerService;
  },
};
`;
const faviconMatch = /^data:([^;]+);base64,(.*)$/.exec(favicon);
const URLS = {
  css: named('graphiql', 'css', { body: css, type: 'text/css; charset=utf-8' }),
  favicon: faviconMatch ? named('favicon', 'ico', { body: Buffer.from(faviconMatch[2], 'base64') as Buffer<ArrayBuffer>, type: faviconMatch[1] }) : null,
  setup: named('setup', 'js', script(SETUP)),
  graphiql: named('graphiql', 'js', script(js)),
  start: named('start', 'js', script(START)),
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script type="application/json">: no `<` may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value ?? {}).replace(/</g, '\\u003c');

/** The GraphiQL page (Yoga's `renderGraphiQL` option): HTML that loads the files above. */
export function renderLocalGraphiQL(options: GraphiQLOptions): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options?.title || 'GraphiQL')}</title>
    ${URLS.favicon ? `<link rel="icon" href="${URLS.favicon}" />` : ''}
    <link rel="stylesheet" href="${URLS.css}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${scriptJson(options)}</script>
    <script src="${URLS.setup}"></script>
    <script src="${URLS.graphiql}"></script>
    <script src="${URLS.start}"></script>
  </body>
</html>
`;
}

/**
 * The GraphiQL page's Content-Security-Policy: scripts and workers from the origin only (Monaco's
 * inline styles need 'unsafe-inline' styles; nothing needs blob:).
 */
export function graphiqlPolicy(): string {
  return [
    "default-src 'self'", "script-src 'self'", "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "font-src 'self' data:", "connect-src 'self'",
    "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
  ].join('; ');
}

/** Serves GraphiQL's files under ASSET_PATH and sets the page's policy on every HTML answer. */
export function useGraphiQLPolicy(): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(`${ASSET_PATH}/`) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      const asset = assets.get(url.pathname.slice(ASSET_PATH.length + 1));
      if (!asset) return; // an unknown file: /graphql's own 404
      endResponse(new fetchAPI.Response(request.method === 'HEAD' ? null : asset.body, {
        status: 200,
        headers: {
          'content-type': asset.type,
          // The name changes with the content: a browser keeps each file as long as it likes.
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
      }));
    },
    onResponse({ response }) {
      if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', graphiqlPolicy());
    },
  };
}
