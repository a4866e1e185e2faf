import type { ApiApp } from '../app.js';

export default async function agreementsRoutes(_app: ApiApp) {}
