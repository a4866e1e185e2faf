import type { NumberSources } from '../../../shared/pricing/sources.js';
import { leadEconomics, pdfSiteOf } from './site-economics.js';

export { numberSourceLines, rateSourceText, SOURCES_TEXTS, type NumberSources } from '../../../shared/pricing/sources.js';

/**
 * What a proposal records of where its numbers come from when it is generated (issue 25):
 * proposal_data.sources, from the lead's site economics at that moment (site-economics.ts: the
 * state and utility, the lead's rate and its named source and year, the production model and its
 * resource and stations). The customer's web page prints these, not the site's figures of a later
 * day; shared/pricing/sources.ts words them for the page and the PDF alike.
 */
export function numberSourcesOf(lead: Record<string, any>): NumberSources {
  const site = pdfSiteOf(lead);
  const e = leadEconomics(lead);
  const p = e.production;
  return {
    state: site.state,
    state_name: site.stateName,
    utility: site.utility,
    rate: e.rate ? { value: e.rate.commercial_rate, rate_source: e.rate.rate_source, source: e.rate.source, year: e.rate.year } : null,
    production: p ? {
      kwh_per_kw: p.annual_kwh_per_kw, model: p.model, source: p.source,
      stations: p.stations.map((st) => `${st.name} (${st.state}, ${Math.round(st.distance_km)} km)`),
      tilt: p.tilt, azimuth: p.azimuth, losses: p.losses, array_type: p.array_type, orientation_source: e.orientation_source,
    } : null,
  };
}
