import type { ApiApp } from '../app.js';

export default async function proposalsRoutes(_app: ApiApp) {}
