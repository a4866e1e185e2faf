-- Issue 15, closed-lost instead of delete: cancelling a lead keeps it, with why, when and by whom.
-- A cancelled lead leaves the list, pipeline, map and totals by default (the list's `state` filter
-- shows it again), refuses changes until restored, and only admins delete a lead for good.
ALTER TABLE leads ADD COLUMN cancelled_at timestamptz;
ALTER TABLE leads ADD COLUMN cancel_reason text;
ALTER TABLE leads ADD COLUMN cancelled_by int REFERENCES users(id) ON DELETE SET NULL;
-- One name for the list filter on both tables (the WHERE builder serves leads and lead_facts).
ALTER TABLE leads ADD COLUMN cancelled boolean GENERATED ALWAYS AS (cancelled_at IS NOT NULL) STORED;

ALTER TABLE lead_facts ADD COLUMN cancelled boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION lead_facts_sync() RETURNS trigger AS $$
BEGIN
  IF NEW.is_draft THEN
    DELETE FROM lead_facts WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO lead_facts AS f (id, organization_id, associated_user_id, lead_status, proposal_type, updated, search_text, system_size, solar_cost, rooftop_solar_capacity, cancelled)
  VALUES (NEW.id, NEW.organization_id, NEW.associated_user_id, NEW.lead_status, NEW.proposal_type, NEW.updated, NEW.search_text, NEW.system_size, NEW.solar_cost, NEW.rooftop_solar_capacity, NEW.cancelled_at IS NOT NULL)
  ON CONFLICT (id) DO UPDATE SET
    organization_id = excluded.organization_id, associated_user_id = excluded.associated_user_id,
    lead_status = excluded.lead_status, proposal_type = excluded.proposal_type, updated = excluded.updated,
    search_text = excluded.search_text, system_size = excluded.system_size, solar_cost = excluded.solar_cost,
    rooftop_solar_capacity = excluded.rooftop_solar_capacity, cancelled = excluded.cancelled;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- The per-organization totals count open, submitted leads: cancelling takes a lead out, restoring
-- puts it back.
CREATE OR REPLACE FUNCTION leads_totals_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.is_draft AND OLD.cancelled_at IS NULL THEN
    PERFORM lead_totals_apply(OLD.organization_id, -1, -OLD.system_size, -OLD.solar_cost, -OLD.rooftop_solar_capacity);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.is_draft AND NEW.cancelled_at IS NULL THEN
    PERFORM lead_totals_apply(NEW.organization_id, 1, NEW.system_size, NEW.solar_cost, NEW.rooftop_solar_capacity);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER leads_totals ON leads;
CREATE TRIGGER leads_totals AFTER INSERT OR DELETE OR UPDATE OF organization_id, project_info, property, is_draft, cancelled_at ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_totals_trigger();

CREATE INDEX leads_cancelled_idx ON leads (organization_id, cancelled_at DESC) WHERE cancelled_at IS NOT NULL;
