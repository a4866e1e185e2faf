-- Issue 26, item 13: the customer accepts a proposal on its web page (/api/p/{token}). An
-- acceptance is kept once per proposal (the unique constraint makes a replayed or concurrent
-- accept a no-op); it names who accepted (typed name and e-mail), from where (address, user agent),
-- through which link, and the Clean Energy PPA it started, if any.
CREATE TABLE proposal_acceptances (
  id serial PRIMARY KEY,
  proposal_id int NOT NULL UNIQUE REFERENCES proposals(id) ON DELETE CASCADE,
  lead_id int NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  organization_id int NOT NULL,
  link_id int REFERENCES proposal_links(id) ON DELETE SET NULL,
  signer_name text NOT NULL,
  signer_email text NOT NULL,
  signer_ip text,
  signer_user_agent text,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  agreement_id int REFERENCES agreements(id) ON DELETE SET NULL
);
CREATE INDEX proposal_acceptances_lead_idx ON proposal_acceptances (lead_id);

-- Whether accepting a web proposal starts the Clean Energy PPA for signature at once (true, the
-- default) or only tells the rep, who sends the agreement (false). The organization's setting.
ALTER TABLE organizations ADD COLUMN proposal_accept_sends_agreement boolean NOT NULL DEFAULT true;
