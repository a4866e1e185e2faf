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
