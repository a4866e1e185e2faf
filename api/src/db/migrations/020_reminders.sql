-- Issue 26 item 15, reminders: an unsigned agreement and an unviewed web proposal link remind the
-- customer by e-mail on the organization's schedule (day offsets after sending; on by default,
-- after 3 and 7 days).
ALTER TABLE organizations ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE organizations ADD COLUMN reminder_days int[] NOT NULL DEFAULT '{3,7}';

-- One row per link the customer was given (an agreement's signing link, a web proposal link) that
-- reminders may follow. The link itself is kept only here, sealed (AES-256-GCM with a key derived
-- from the api's media secret), and only while reminders may still go out: it is wiped when the
-- last reminder is sent or the reminders stop (signed, voided, superseded or resent, revoked,
-- expired, viewed, lead cancelled). token_hash is the hash of the token the link carries, so a
-- resent agreement (new token) ends the old row's reminders.
CREATE TABLE reminder_links (
  id serial PRIMARY KEY,
  organization_id int NOT NULL,
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  agreement_id int REFERENCES agreements(id) ON DELETE CASCADE,
  proposal_link_id int REFERENCES proposal_links(id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  sealed_link text,
  to_address text NOT NULL,
  to_name text NOT NULL DEFAULT '',
  -- Who sent the link (told in the bell when a reminder goes out; the lead's assignee too).
  sent_by int REFERENCES users(id) ON DELETE SET NULL,
  -- The outbox key of the link's mails (an agreement's is shared with its signing mail).
  mail_key text,
  -- When the link was sent: the schedule's day offsets count from here.
  base_at timestamptz NOT NULL DEFAULT now(),
  -- The largest day offset reminded so far (0: none yet).
  last_day int NOT NULL DEFAULT 0,
  stopped_at timestamptz,
  stop_reason text,
  created timestamptz NOT NULL DEFAULT now(),
  CHECK ((agreement_id IS NULL) <> (proposal_link_id IS NULL))
);
CREATE INDEX reminder_links_live_idx ON reminder_links (base_at) WHERE stopped_at IS NULL;
CREATE INDEX reminder_links_agreement_idx ON reminder_links (agreement_id);
CREATE INDEX reminder_links_proposal_link_idx ON reminder_links (proposal_link_id);

-- Each reminder sent: one row per (link, day offset), written in the same transaction as its mail's
-- outbox row, so a reminder exists exactly when its mail does and is never sent twice.
CREATE TABLE reminders_sent (
  id serial PRIMARY KEY,
  reminder_link_id int NOT NULL REFERENCES reminder_links(id) ON DELETE CASCADE,
  day int NOT NULL,
  outbox_id int REFERENCES outbox(id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (reminder_link_id, day)
);

-- Delivery of an outbox row through SMTP by whichever process claims it (reminders are queued in
-- the worker's transaction and delivered after it commits; a crash before SMTP accepted the mail
-- leaves it for the next worker pass).
ALTER TABLE outbox ADD COLUMN delivering_at timestamptz;
ALTER TABLE outbox ADD COLUMN deliver boolean NOT NULL DEFAULT false;
