import type { ApiApp } from '../app.js';

export default async function invitesRoutes(_app: ApiApp) {}
