-- Issue 15, the web proposal link: a read-only page of a generated proposal (summary, savings
-- chart, year-by-year table, the PDF) for the customer, at /api/p/{token}. The token is the
-- credential: like sign tokens only its SHA-256 (hex) is kept, so the raw link is shown once, to
-- the rep who creates it. A link expires (1-90 days, 30 by default) and can be revoked; the
-- customer's views are counted (staff previews are not), and the first one is on the timeline.
CREATE TABLE proposal_links (
  id serial PRIMARY KEY,
  proposal_id int NOT NULL REFERENCES proposals(id) ON DELETE CASCADE,
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  -- The organization when created (access follows the proposal's, as a moved lead's documents do).
  organization_id int NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '30 days',
  revoked_at timestamptz,
  revoked_by int REFERENCES users(id) ON DELETE SET NULL,
  first_viewed_at timestamptz,
  last_viewed_at timestamptz,
  view_count int NOT NULL DEFAULT 0
);
CREATE INDEX proposal_links_proposal_idx ON proposal_links (proposal_id, created DESC, id DESC);
