/**
 * MapLibre, set up once for both maps. Only lazily loaded modules import this file: MapLibre is
 * the largest package of the app and must stay out of every route's first chunk.
 */
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// After a Vite build the worker URL MapLibre computes at run time 404s (toolchain.md): point it at
// the worker file Vite emits.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
