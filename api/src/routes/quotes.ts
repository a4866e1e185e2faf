import type { ApiApp } from '../app.js';

export default async function quotesRoutes(_app: ApiApp) {}
