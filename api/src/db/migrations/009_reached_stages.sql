-- Issue 12, honest stages: the stages a lead actually reached, so the stage bar can tell a skipped
-- stage (Preliminary, Site survey and Detailed for a lead that went from a marketing proposal to a
-- signed PPA) from a done one. Leads from before have no history: every stage up to theirs counts.
ALTER TABLE leads ADD COLUMN reached_stages int[] NOT NULL DEFAULT '{0}';
UPDATE leads SET reached_stages = ARRAY(SELECT generate_series(0, lead_status));
