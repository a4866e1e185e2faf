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

/**
 * An HTML page of the web build with the runtime settings written in, read from disk once per
 * version of the file (a rebuild changes its mtime) rather than on every navigation.
 */
export function servedPage(file: string, config: Pick<GatewayConfig, 'mapStyleUrl'>): string {
  const { mtimeMs } = fs.statSync(file);
  const cached = pages.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.html;
  const html = withRuntimeSettings(fs.readFileSync(file, 'utf8'), config);
  pages.set(file, { mtimeMs, html });
  return html;
}
