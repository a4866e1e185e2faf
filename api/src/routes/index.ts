import type { ApiApp } from '../app.js';
import accountRoutes from './account.js';
import authRoutes from './auth.js';
import mediaRoutes from './media.js';

/** Every route module of §7, registered under /api by app.ts. */
export const routes: Array<(app: ApiApp) => Promise<void>> = [
  authRoutes,
  accountRoutes,
  mediaRoutes,
];
