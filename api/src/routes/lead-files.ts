import type { ApiApp } from '../app.js';

export default async function leadFilesRoutes(_app: ApiApp) {}
