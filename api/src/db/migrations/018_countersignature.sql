-- Issue 26: the rep's message in the signing link's mail, and the organization's countersignature.
-- send_message: the plain-text note of the latest send or resend (null: the default wording).
ALTER TABLE agreements ADD COLUMN send_message text;
-- After the customer signed (file_signed), the organization's signer countersigns: the agreement
-- is fully executed then (file_executed, the PDF with both signatures and both audit entries).
ALTER TABLE agreements ADD COLUMN countersigner_id int REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE agreements ADD COLUMN countersigner_name text;
ALTER TABLE agreements ADD COLUMN countersigned_at timestamptz;
ALTER TABLE agreements ADD COLUMN countersigner_ip text;
ALTER TABLE agreements ADD COLUMN countersigner_user_agent text;
ALTER TABLE agreements ADD COLUMN countersignature_kind text CHECK (countersignature_kind IN ('typed', 'drawn'));
-- SHA-256 of the customer-signed PDF the countersigner was shown.
ALTER TABLE agreements ADD COLUMN signed_sha256 text;
ALTER TABLE agreements ADD COLUMN file_executed text;
-- The customer's drawn signature (a checked PNG in media), kept so the fully executed copy can show it again.
ALTER TABLE agreements ADD COLUMN signer_signature_file text;
