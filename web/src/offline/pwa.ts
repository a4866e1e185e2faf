import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlineTexts as text } from './texts';

/** theme.ts brand.700 (the solid brand colour); pwa.test.ts checks the two stay equal. */
export const THEME_COLOR = '#186532';

/**
 * Paths the service worker never answers with the app shell: the GraphQL endpoint, the api's own
 * pages (public customer pages /api/p/, signing /api/agreement/sign/, media /api/media/), and the
 * gateway's health, readiness and metrics. Everything else that navigates is a route of the app.
 */
export const SHELL_DENYLIST = [/^\/graphql/, /^\/api\//, /^\/media\//, /^\/health$/, /^\/ready$/, /^\/metrics$/];

/** Hashed files of the build (never change under their name), kept as they are first loaded. */
const ASSETS = /\/assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * Item 4 of issue 28: the web app manifest and a Workbox service worker (generateSW) that
 * precaches the app shell, so the installed app opens offline. It caches no GraphQL answer: the
 * app's network layer keeps recently read queries per user (src/offline/queryCache.ts), where the
 * user and the operation's kind are known. Built only by `vite build`; src/offline/register.ts
 * registers it in production builds only, so `npm run dev` and the component tests never see it.
 */
export function pwa(): Plugin[] {
  return [
    ...VitePWA({
      injectRegister: null,
      manifestFilename: 'manifest.webmanifest',
      // The shell's glob below takes the icons once; the plugin would list them a second time.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: text.appName,
        short_name: text.shortName,
        description: text.description,
        start_url: '/manage/leads',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell: index.html, the entry and route chunks, styles, fonts, icons, and the offline
        // base map's atlas (json): a map opened offline draws from it even when no page had drawn a
        // map while the service worker was in control. Compressed copies (.br, .gz) are the
        // gateway's business; the service worker stores each file once.
        globPatterns: ['**/*.{js,mjs,css,html,json,woff2,svg,png,ico,webmanifest}'],
        // pdf.js's worker (1.2 MB) serves document previews only: the runtime rule keeps it once used.
        globIgnores: ['**/.vite/**', '**/pdf.worker*'],
        // Like the app's chunks, the service worker ships without source maps.
        sourcemap: false,
        // Vite already hashes these names: Workbox need not add its own revision to them.
        dontCacheBustURLsMatching: /\/assets\//,
        // The PDF and map libraries' largest files stay out of the install download; the runtime
        // rule below keeps them once a page has used them.
        maximumFileSizeToCacheInBytes: 1_500_000,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: SHELL_DENYLIST,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && ASSETS.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'portal-assets', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
    {
      // The browser's bar colour and the iPhone's home-screen icon (the manifest covers the rest).
      name: 'portal-pwa-head',
      apply: 'build',
      transformIndexHtml: () => [
        { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'icon', href: '/icons/icon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' }, injectTo: 'head' },
      ],
    },
  ];
}
