/** What the api and the gateway both run; each service depends on this package, never on the other's source. */
export { runAsClusterPrimary, workerCount } from './workers.js';
export { STALE_TEMP_FILE_MS, sweepTemporaryFiles } from './temp-files.js';
export { cameThroughProxy, mayReadMetrics } from './metrics-access.js';
export { requestIdOf } from './request-id.js';
// Starting the tracing SDK: its own entry point, '@portal/service-kit/tracing' (not loaded with these).
