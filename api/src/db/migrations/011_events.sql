-- Live updates (issue 14): every change to a lead or to what hangs off it (proposals, quotes,
-- agreements, files), and every notification a user gets or reads, leaves one row here, written by
-- triggers in the changing transaction, so no code path can forget to publish. The gateway follows
-- the feed (GET /api/events/) and pushes GraphQL subscription events; rows only say what changed
-- (topic + id), never the data, which subscribers read with their own credentials.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  -- When the row was written (clock time, not the transaction's start): the feed's settle window.
  created timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- 'lead' (subject_id: a lead) or 'user' (subject_id: the user whose notifications changed).
  topic text NOT NULL,
  subject_id int NOT NULL,
  -- The table that changed: leads, proposals, quotes, agreements, lead_files, notifications.
  kind text NOT NULL
);
-- Pruning old rows (jobs/maintenance.ts) reads by time.
CREATE INDEX events_created_idx ON events (created);

CREATE FUNCTION events_record_lead_change() RETURNS trigger AS $$
DECLARE
  lead int;
BEGIN
  IF TG_TABLE_NAME = 'leads' THEN
    lead := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  ELSE
    lead := CASE WHEN TG_OP = 'DELETE' THEN OLD.lead_id ELSE NEW.lead_id END;
  END IF;
  IF lead IS NOT NULL THEN
    INSERT INTO events (topic, subject_id, kind) VALUES ('lead', lead, TG_TABLE_NAME);
    -- Delivered at commit (never for a rolled-back change); the payload is only a wake-up.
    PERFORM pg_notify('portal_events', '');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER leads_events AFTER INSERT OR UPDATE OR DELETE ON leads FOR EACH ROW EXECUTE FUNCTION events_record_lead_change();
CREATE TRIGGER proposals_events AFTER INSERT OR UPDATE OR DELETE ON proposals FOR EACH ROW EXECUTE FUNCTION events_record_lead_change();
CREATE TRIGGER quotes_events AFTER INSERT OR UPDATE OR DELETE ON quotes FOR EACH ROW EXECUTE FUNCTION events_record_lead_change();
CREATE TRIGGER agreements_events AFTER INSERT OR UPDATE OR DELETE ON agreements FOR EACH ROW EXECUTE FUNCTION events_record_lead_change();
CREATE TRIGGER lead_files_events AFTER INSERT OR UPDATE OR DELETE ON lead_files FOR EACH ROW EXECUTE FUNCTION events_record_lead_change();

-- Statement-level, one row per user: marking 500 notifications read is one event, not 500.
CREATE FUNCTION events_record_notifications() RETURNS trigger AS $$
BEGIN
  INSERT INTO events (topic, subject_id, kind) SELECT DISTINCT 'user', user_id, 'notifications' FROM changed;
  IF FOUND THEN
    PERFORM pg_notify('portal_events', '');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- A new notification, and read marks (so every open tab's bell agrees).
CREATE TRIGGER notifications_insert_events AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION events_record_notifications();
CREATE TRIGGER notifications_update_events AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION events_record_notifications();
