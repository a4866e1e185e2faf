import { restPath, type Query, type RestClient } from './client.js';

/** A utility of a ZIP exactly as the api answers it (api/src/domain/site-economics.ts SiteUtility). */
export interface RestSiteUtility {
  name: string; eia_id: number | null; state: string | null; ownership: string | null; service_type: string | null;
  commercial_rate: number | null; table_commercial_rate: number | null; industrial_rate: number | null; residential_rate: number | null;
  rate_source: 'utility_table' | 'state_average' | null; source: string; year: number | null; table: 'iou' | 'non_iou';
}

/** GET /api/site_economics/ exactly as the api answers it. */
export interface RestSiteEconomics {
  site: {
    zip: string | null; zip_source: 'given' | 'nearest' | null; zip_distance_km: number | null; city: string | null; state: string | null;
    latitude: number | null; longitude: number | null; coordinates_source: 'given' | 'zip' | null;
  };
  utility: RestSiteUtility | null;
  utilities: RestSiteUtility[];
  rate: { commercial_rate: number; rate_source: 'bill' | 'typed' | 'utility_table' | 'state_average'; source: string; year: number | string | null; state: string | null } | null;
  production: {
    annual_kwh_per_kw: number; monthly_kwh_per_kw: number[] | null; tilt: number; azimuth: number; losses: number;
    array_type: 'fixed_open_rack' | 'fixed_roof_mount' | 'one_axis'; model: 'latitude_band' | 'pvwatts_method'; source: string;
    stations: Array<{ id: string; name: string; state: string; distance_km: number; weight: number }>;
  } | null;
  sources: { utility_rates: string; state_average: string; production: string };
}

/** GET /api/lead/{id}/economics/ exactly as the api answers it. */
export interface RestLeadEconomics extends RestSiteEconomics {
  orientation_source: 'design_data' | 'default';
  named_utility: string | null;
}

/** A site's and a lead's economics (issue 25): the only code that knows their paths. */
export const siteEconomicsApi = (rest: RestClient) => ({
  site: (query: Query) => rest.get<RestSiteEconomics>('/site_economics/', query),
  lead: (leadId: number) => rest.get<RestLeadEconomics>(restPath`/lead/${leadId}/economics/`),
});
