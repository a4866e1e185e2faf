import type { ApiApp } from '../app.js';

export default async function resourcesRoutes(_app: ApiApp) {}
