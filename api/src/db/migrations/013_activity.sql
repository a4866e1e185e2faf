-- Issue 15, the lead's activity timeline: who created, edited (which fields), generated, sent,
-- viewed, signed, uploaded, reassigned, cancelled or restored a lead, and when. Rows are written by
-- domain/activity.ts recordActivity in the same transaction as the change they describe (which also
-- sends that change's notifications), never by triggers: only the route knows who acted and why.
CREATE TABLE lead_activity (
  id bigserial PRIMARY KEY,
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  -- The lead's organization when it happened (a moved lead keeps its history).
  organization_id int NOT NULL,
  -- Null: the customer (a signing page) or the system (a job with no requester), or a deleted user.
  actor_id int REFERENCES users(id) ON DELETE SET NULL,
  -- The actor's name when it happened, so the timeline survives the user's deletion; null with a null actor.
  actor_name text,
  -- One of domain/activity.ts ACTIVITY_ACTIONS; no CHECK, so a new action needs no migration.
  action text NOT NULL,
  -- What the action concerns: edited field keys, a document, a file name, from/to names, a reason.
  detail jsonb NOT NULL DEFAULT '{}',
  created timestamptz NOT NULL DEFAULT now()
);
-- A lead's timeline, newest first (id breaks ties within one transaction's timestamp).
CREATE INDEX lead_activity_lead_created_idx ON lead_activity (lead_id, created DESC, id DESC);
-- A user's deletion sets actor_id null: without this index it would scan the table.
CREATE INDEX lead_activity_actor_idx ON lead_activity (actor_id) WHERE actor_id IS NOT NULL;

-- Live updates (issue 14): a new entry is news for the lead's page even when nothing else about the
-- lead changed (a customer viewing the signing page), so it joins the events feed like the lead's
-- other tables do; in one transaction with the change it records, it arrives as one event.
CREATE TRIGGER lead_activity_events AFTER INSERT ON lead_activity FOR EACH ROW EXECUTE FUNCTION events_record_lead_change();
