-- The customer's side of an agreement (issue 15): when it was sent and to whom, when the customer
-- first opened the signing page, whether it was voided and by whom, and how it was signed.
-- sent_at: first sent (its creation); last_sent_at: the latest link issued (send or resend).
-- recipient_*: whom the latest link was mailed to (the lead's customer then; email null when the
-- lead had none, so the link was only shown to the sender).
ALTER TABLE agreements ADD COLUMN sent_at timestamptz;
ALTER TABLE agreements ADD COLUMN last_sent_at timestamptz;
ALTER TABLE agreements ADD COLUMN recipient_name text;
ALTER TABLE agreements ADD COLUMN recipient_email text;
-- First opening of the signing page on a live link by someone other than a signed-in staff member.
ALTER TABLE agreements ADD COLUMN viewed_at timestamptz;
-- Voiding ends the link for good (the page then says so); a voided agreement is never re-opened.
ALTER TABLE agreements ADD COLUMN voided_at timestamptz;
ALTER TABLE agreements ADD COLUMN voided_by int REFERENCES users(id) ON DELETE SET NULL;
-- 'typed' or 'drawn' (the drawn image is on the signed PDF only).
ALTER TABLE agreements ADD COLUMN signature_kind text CHECK (signature_kind IN ('typed', 'drawn'));
UPDATE agreements SET sent_at = created, last_sent_at = created;
UPDATE agreements SET signature_kind = 'typed' WHERE file_signed IS NOT NULL;
ALTER TABLE agreements ALTER COLUMN sent_at SET DEFAULT now();
ALTER TABLE agreements ALTER COLUMN last_sent_at SET DEFAULT now();
