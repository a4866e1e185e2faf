-- Issue 26, item 16: follow-up tasks on a lead (a call, an e-mail, a site visit, other), due on a
-- day (and optionally at a time), assigned to a member of the lead's organization, with a note.
-- A task has no organization of its own: it is the lead's, and every read joins the lead, so a
-- lead's visibility (canSeeLead: its organization, a draft's creator and admins) is the task's.
CREATE TABLE lead_tasks (
  id serial PRIMARY KEY,
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('call', 'email', 'site_visit', 'other')),
  due_date date NOT NULL,
  due_time time,
  assignee_id int REFERENCES users(id) ON DELETE SET NULL,
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '',
  done_at timestamptz,
  done_by int REFERENCES users(id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
-- A lead's tasks; a user's open tasks by due day (My tasks, the bell); a user's recently done ones.
CREATE INDEX lead_tasks_lead_idx ON lead_tasks (lead_id, due_date, id);
CREATE INDEX lead_tasks_assignee_open_idx ON lead_tasks (assignee_id, due_date, id) WHERE done_at IS NULL;
CREATE INDEX lead_tasks_assignee_done_idx ON lead_tasks (assignee_id, done_at DESC, id DESC) WHERE done_at IS NOT NULL;
CREATE INDEX lead_tasks_created_by_idx ON lead_tasks (created_by) WHERE created_by IS NOT NULL;

-- Issue 26, item 17: the day the rep expects the deal to close (the forecast); the list filters
-- by its month and sorts by it.
ALTER TABLE leads ADD COLUMN expected_close_date date;
CREATE INDEX leads_expected_close_idx ON leads (expected_close_date) WHERE expected_close_date IS NOT NULL;
