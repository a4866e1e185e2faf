import type { ApiApp } from '../app.js';

export default async function bulkEnrichmentRoutes(_app: ApiApp) {}
