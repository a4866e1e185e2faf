import { lazyNamed } from '../../routing/prefetch';

/**
 * The overview map as its own chunk: MapLibre is big, so the lead list loads it when its Map tab
 * first opens, never with the list (`preload()` starts that download early).
 */
export const LazyLeadsMap = lazyNamed(() => import('./LeadsMap'), 'LeadsMap');
