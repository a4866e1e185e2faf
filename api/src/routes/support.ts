import type { ApiApp } from '../app.js';

export default async function supportRoutes(_app: ApiApp) {}
