-- Agreement sign tokens are credentials (the link is the customer's signature right): like session,
-- invite and reset tokens only their SHA-256 (hex) is kept. Links already mailed keep working, since
-- the signing page looks up sha256(token); the raw token cannot be shown again (an admin resends the
-- agreement to issue a fresh link, which ends the old one).
ALTER TABLE agreements RENAME COLUMN sign_token TO sign_token_hash;
UPDATE agreements SET sign_token_hash = encode(sha256(convert_to(sign_token_hash, 'UTF8')), 'hex');

-- The audit trail of a signature, beside signer_name, signed_datetime, signer_ip and
-- signer_user_agent: the SHA-256 of the unsigned PDF the signer was shown.
ALTER TABLE agreements ADD COLUMN unsigned_sha256 text;
