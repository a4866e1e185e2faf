import { MAP_STYLE_URL } from '../../constants';

/**
 * The satellite (or street) style the maps use (issue 12): the gateway's runtime MAP_STYLE_URL,
 * which it writes into the page it serves as `<meta name="portal-map-style">`, else the build's
 * VITE_MAP_STYLE_URL; undefined: the offline base map, which shows no buildings.
 */
export function mapStyleUrl(): string | undefined {
  const runtime = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="portal-map-style"]')?.content;
  return runtime?.trim() || MAP_STYLE_URL;
}

/** True when the base map shows buildings, so a pin can be dragged onto one. */
export const hasImagery = () => !!mapStyleUrl();
