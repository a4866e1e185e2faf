import { afterEach, describe, expect, it } from 'vitest';
import { hasImagery, mapStyleUrl } from './styleSetting';

afterEach(() => document.head.querySelectorAll('meta[name="portal-map-style"]').forEach((m) => m.remove()));

describe('the map style setting (issue 12)', () => {
  it('is the runtime MAP_STYLE_URL the gateway wrote into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-map-style';
    meta.content = 'https://tiles.example/satellite/style.json';
    document.head.append(meta);
    expect(mapStyleUrl()).toBe('https://tiles.example/satellite/style.json');
    expect(hasImagery()).toBe(true);
  });

  it('without one (and no build-time style) the offline base map: no buildings to drag a pin onto', () => {
    expect(mapStyleUrl()).toBeUndefined();
    expect(hasImagery()).toBe(false);
  });
});
