-- Issue 12, drafts: a lead the intake wizard created at step 2 is a draft until its final submit.
-- A draft is hidden from the list, summary, pipeline and map (so it is kept out of lead_facts and
-- lead_totals), listed under "Drafts" for the user who created it, and purged after 30 days.
-- Leads from before, and leads created through the API without `draft`, are not drafts.
ALTER TABLE leads ADD COLUMN is_draft boolean NOT NULL DEFAULT false;
ALTER TABLE leads ADD COLUMN created_by int REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX leads_drafts_idx ON leads (created_by, updated DESC) WHERE is_draft;

-- lead_facts holds only submitted leads: the list's count and the filtered summary scan it.
CREATE OR REPLACE FUNCTION lead_facts_sync() RETURNS trigger AS $$
BEGIN
  IF NEW.is_draft THEN
    DELETE FROM lead_facts WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO lead_facts AS f (id, organization_id, associated_user_id, lead_status, proposal_type, updated, search_text, system_size, solar_cost, rooftop_solar_capacity)
  VALUES (NEW.id, NEW.organization_id, NEW.associated_user_id, NEW.lead_status, NEW.proposal_type, NEW.updated, NEW.search_text, NEW.system_size, NEW.solar_cost, NEW.rooftop_solar_capacity)
  ON CONFLICT (id) DO UPDATE SET
    organization_id = excluded.organization_id, associated_user_id = excluded.associated_user_id,
    lead_status = excluded.lead_status, proposal_type = excluded.proposal_type, updated = excluded.updated,
    search_text = excluded.search_text, system_size = excluded.system_size, solar_cost = excluded.solar_cost,
    rooftop_solar_capacity = excluded.rooftop_solar_capacity;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- The per-organization totals count submitted leads only; submitting a draft adds it.
CREATE OR REPLACE FUNCTION leads_totals_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.is_draft THEN
    PERFORM lead_totals_apply(OLD.organization_id, -1, -OLD.system_size, -OLD.solar_cost, -OLD.rooftop_solar_capacity);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.is_draft THEN
    PERFORM lead_totals_apply(NEW.organization_id, 1, NEW.system_size, NEW.solar_cost, NEW.rooftop_solar_capacity);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER leads_totals ON leads;
CREATE TRIGGER leads_totals AFTER INSERT OR DELETE OR UPDATE OF organization_id, project_info, property, is_draft ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_totals_trigger();
