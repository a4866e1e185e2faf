import type { StyleSpecification } from 'maplibre-gl';
// The atlas is an asset of its own (fetched once, cached by the browser), not part of the JS chunk.
import statesUrl from 'us-atlas/states-10m.json?url';
import { buildOfflineStyle } from './offlineStyle';
import { mapStyleUrl } from './styleSetting';

const styles = new Map<string, Promise<StyleSpecification | string>>();
const OFFLINE = '';

/**
 * The maps' style: the configured satellite style URL, or the offline base map built from the
 * app's own copy of us-atlas. One promise for the whole app, so every map after the first renders
 * at once; a failed load is forgotten, so the next map tries again.
 */
export function loadMapStyle(styleUrl: string | undefined = mapStyleUrl()): Promise<StyleSpecification | string> {
  // React's use() needs the same promise on every render.
  const key = styleUrl ?? OFFLINE;
  const known = styles.get(key);
  if (known) return known;
  const style = styleUrl ? Promise.resolve(styleUrl) : fetch(statesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${statesUrl}`);
      return response.json();
    })
    .then(buildOfflineStyle)
    .catch((error) => {
      styles.delete(key);
      throw error;
    });
  styles.set(key, style);
  return style;
}
