/**
 * The pricing, savings and PACE models of proposals and quotes: one module for the api (which
 * prices the documents) and the web (whose dialogs preview the same figures before Create).
 * Pure TypeScript: no Node built-ins, no packages; relative imports end in .js (NodeNext for the
 * api, bundler resolution for the web).
 */
export * from './estimator.js';
export * from './savings.js';
export * from './pricing.js';
export * from './pace.js';
