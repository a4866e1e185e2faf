-- Issue 26, item 10: every stage a lead reaches is recorded, whenever it is reached (a bill uploaded
-- after the survey was scheduled records Utility data, which read as skipped before), with the
-- moment it was first reached. stage_dates maps a stage ('0'..'6') to that moment.
ALTER TABLE leads ADD COLUMN stage_dates jsonb NOT NULL DEFAULT '{}';

-- Creation is the lead's creation.
UPDATE leads SET stage_dates = jsonb_build_object('0', created);

-- Stages reached since the history began (issue 15) are in the activity log, with their moment.
UPDATE leads l SET stage_dates = l.stage_dates || s.dates
FROM (SELECT a.lead_id, jsonb_object_agg(a.stage, a.at) AS dates
      FROM (SELECT lead_id, detail->>'stage' AS stage, min(created) AS at
            FROM lead_activity WHERE action = 'stage_reached' AND detail->>'stage' ~ '^[0-6]$'
            GROUP BY lead_id, detail->>'stage') a
      GROUP BY a.lead_id) s
WHERE s.lead_id = l.id;

-- Utility bills filed after a later stage: Utility data was reached, at the first bill.
UPDATE leads l SET reached_stages = array_append(l.reached_stages, 2),
       stage_dates = l.stage_dates || jsonb_build_object('2', b.first)
FROM (SELECT lead_id, min(created) AS first FROM lead_files WHERE kind = 'utility_bill' AND lead_id IS NOT NULL GROUP BY lead_id) b
WHERE b.lead_id = l.id AND l.lead_status >= 2 AND NOT (2 = ANY(l.reached_stages));

-- A survey scheduled or done on a lead past it: Site survey was reached (its moment is unknown).
UPDATE leads SET reached_stages = array_append(reached_stages, 4)
WHERE lead_status >= 4 AND NOT (4 = ANY(reached_stages))
  AND (coalesce(design_data->>'survey_scheduled_date', '') <> '' OR coalesce(design_data->>'survey_complete_date', '') <> '');
