-- In-app notifications: events recorded for the people they concern (proposal or quote
-- generated, agreement signed, bulk file finished, invite accepted, lead assigned), read per user,
-- newest first, with an unread count in the header.
CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- One of domain/notifications.ts NOTIFICATION_KINDS; no CHECK, so a new kind needs no migration.
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  -- A path of the web app ("/manage/leads/12"); null when there is nothing to open.
  link text,
  subject_type text,
  subject_id int,
  created timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
-- A user's page, newest first (id breaks ties within one transaction's timestamp).
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created DESC, id DESC);
-- The header's unread count touches only unread rows.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
