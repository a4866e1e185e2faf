import fs from 'node:fs';
import type { GatewayConfig } from './config.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The web app's runtime settings, written into the page (issue 12): MAP_STYLE_URL changes the
 * maps' style without a rebuild (web/src/components/map/styleSetting.ts reads the meta tag).
 */
export function withRuntimeSettings(html: string, config: Pick<GatewayConfig, 'mapStyleUrl'>): string {
  if (!config.mapStyleUrl) return html;
  return html.replace(/<head>/i, (head) => `${head}\n    <meta name="portal-map-style" content="${escapeAttribute(config.mapStyleUrl!)}" />`);
}

const pages = new Map<string, { mtimeMs: number; html: string }>();

/** The end of the production index.html's `<template data-app-scripts>` (web/src/routing/earlyFetchPlugin.ts). */
export const APP_SCRIPTS_END = '<!--/app-scripts--></template>';

/**
 * An HTML page of the web build with the runtime settings written in, and `headTags` (the route's
 * preloads, route-preloads.ts) before `</head>`; read from disk once per version of the file (a
 * rebuild changes its mtime) and set of tags rather than on every navigation.
 */
export function servedPage(file: string, config: Pick<GatewayConfig, 'mapStyleUrl'>, headTags = ''): string {
  const { mtimeMs } = fs.statSync(file);
  const key = `${file}\0${headTags}`;
  const cached = pages.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return cached.html;
  let html = withRuntimeSettings(fs.readFileSync(file, 'utf8'), config);
  // The route's preloads join the app's own scripts: in their template when the build has one
  // (they wait for the first paint with them, web/src/routing/appAfterPaint.ts), else in the head.
  if (headTags && html.includes(APP_SCRIPTS_END)) html = html.replace(APP_SCRIPTS_END, `  ${headTags}\n    ${APP_SCRIPTS_END}`);
  else if (headTags) html = html.replace(/<\/head>/i, (end) => `  ${headTags}\n  ${end}`);
  pages.set(key, { mtimeMs, html });
  return html;
}
