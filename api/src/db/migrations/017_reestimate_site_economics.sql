-- Issue 25: leads whose figures came from the old estimator (a flat rate for four states, $0.16 elsewhere,
-- and four latitude bands of production) are estimated again with the site's utility and rate and the
-- PVWatts-method production: one 'enrich_lead' job each, with reestimate, which drops only the values
-- enrichment filled (intake.estimated) before estimating again — every value a user typed stays, and
-- generated proposals and quotes keep the figures they were printed with. Leads estimated by the new
-- model carry intake.estimate_model = 'site-economics-1' and are not queued again.
INSERT INTO jobs (kind, payload)
SELECT 'enrich_lead', jsonb_build_object('lead_id', id, 'reestimate', true)
FROM leads
WHERE enrichment_status = 'completed'
  AND intake ? 'estimated'
  AND (intake->>'estimate_model') IS DISTINCT FROM 'site-economics-1';
