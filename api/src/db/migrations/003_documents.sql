-- Agreements keep what they said when sent (so the signed copy re-renders the same terms) and
-- an audit trail of the electronic signature.
ALTER TABLE agreements ADD COLUMN summary jsonb NOT NULL DEFAULT '{}';
ALTER TABLE agreements ADD COLUMN signer_ip text;
ALTER TABLE agreements ADD COLUMN signer_user_agent text;
CREATE INDEX agreements_proposal_idx ON agreements (proposal_id);
CREATE INDEX quotes_created_idx ON quotes (created DESC, id DESC);
