/** What the api and the gateway both run; each service depends on this package, never on the other's source. */
export { runAsClusterPrimary, workerCount } from './workers.js';
export { STALE_TEMP_FILE_MS, sweepTemporaryFiles } from './temp-files.js';
export { cameThroughProxy, mayReadMetrics } from './metrics-access.js';
