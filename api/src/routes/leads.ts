import type { ApiApp } from '../app.js';

export default async function leadsRoutes(_app: ApiApp) {}
