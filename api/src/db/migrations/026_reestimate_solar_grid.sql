-- Issue 25, second step: the solar resource is now the TMY3 stations carried to the site's 4 km PRISM
-- grid cell (stations within 500 km where the site has a cell), so production estimated by
-- 'site-economics-1' (stations alone, 250 km) is estimated again, as migration 017 did: one
-- 'enrich_lead' re-estimate job per lead, which drops only the values enrichment filled; every value
-- a user typed stays, and generated proposals and quotes keep the figures they were printed with.
-- A lead already waiting for a re-estimate (queued by 017 on an older database) is not queued twice.
INSERT INTO jobs (kind, payload)
SELECT 'enrich_lead', jsonb_build_object('lead_id', id, 'reestimate', true)
FROM leads
WHERE enrichment_status = 'completed'
  AND intake ? 'estimated'
  AND (intake->>'estimate_model') IS DISTINCT FROM 'site-economics-2'
  AND NOT EXISTS (
    SELECT 1 FROM jobs
    WHERE jobs.kind = 'enrich_lead' AND jobs.status = 'queued' AND (jobs.payload->>'lead_id') = leads.id::text
  );
