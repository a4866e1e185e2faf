import type { ApiApp } from '../app.js';

export default async function utilitySandboxRoutes(_app: ApiApp) {}
