-- Issue 15, saved views: a user's named lead-list views (filters, sort, page size and the columns
-- shown). Private to the user; a name is unique per user (saving under a name replaces that view).
CREATE TABLE lead_views (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  query text NOT NULL,
  hidden_columns jsonb NOT NULL DEFAULT '[]',
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);
