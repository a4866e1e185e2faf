import type { ApiApp } from '../context.js';
import accountRoutes from './account.js';
import authRoutes from './auth.js';
import mediaRoutes from './media.js';
import healthRoutes from './health.js';
import leadsRoutes from './leads.js';
import leadLocationsRoutes from './lead-locations.js';
import geocodeRoutes from './geocode.js';
import leadFilesRoutes from './lead-files.js';
import utilitySandboxRoutes from './utility-sandbox.js';
import proposalsRoutes from './proposals.js';
import quotesRoutes from './quotes.js';
import agreementsRoutes from './agreements.js';
import agreementCountersignRoutes from './agreement-countersign.js';
import invitesRoutes from './invites.js';
import resourcesRoutes from './resources.js';
import bulkEnrichmentRoutes from './bulk-enrichment.js';
import supportRoutes from './support.js';
import notificationsRoutes from './notifications.js';
import eventsRoutes from './events.js';
import leadActivityRoutes from './lead-activity.js';
import leadBulkRoutes from './lead-bulk.js';
import leadViewsRoutes from './lead-views.js';
import proposalLinksRoutes from './proposal-links.js';
import financingRoutes from './financing.js';
import siteEconomicsRoutes from './site-economics.js';
import tasksRoutes from './tasks.js';
import reminderSettingsRoutes from './reminder-settings.js';
import organizationsRoutes from './organizations.js';
import handoffRoutes from './handoff.js';

/** Every route module of §7, registered under /api by app.ts. */
export const routes: Array<(app: ApiApp) => Promise<void>> = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  mediaRoutes,
  leadsRoutes,
  leadLocationsRoutes,
  geocodeRoutes,
  leadFilesRoutes,
  utilitySandboxRoutes,
  proposalsRoutes,
  quotesRoutes,
  agreementsRoutes,
  agreementCountersignRoutes,
  invitesRoutes,
  resourcesRoutes,
  bulkEnrichmentRoutes,
  supportRoutes,
  notificationsRoutes,
  eventsRoutes,
  leadActivityRoutes,
  leadBulkRoutes,
  leadViewsRoutes,
  proposalLinksRoutes,
  financingRoutes,
  siteEconomicsRoutes,
  tasksRoutes,
  reminderSettingsRoutes,
  organizationsRoutes,
  handoffRoutes,
];
