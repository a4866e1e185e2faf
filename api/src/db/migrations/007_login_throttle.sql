-- Sign-in failures are counted per account and client address (issue 10 item 5): the counter is
-- taken atomically before the password is checked, so parallel guesses cannot outrun it, and a
-- lock made from one address does not lock the account for everyone else. `account` is
-- 'user:<id>' for a known account and 'login:<e-mail or phone>' for an unknown one, so unknown
-- accounts lock exactly like known ones. The old per-user columns go.
CREATE TABLE login_attempts (
  account text NOT NULL,
  address text NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account, address)
);
CREATE INDEX login_attempts_updated_idx ON login_attempts (updated);

ALTER TABLE users DROP COLUMN failed_logins;
ALTER TABLE users DROP COLUMN locked_until;

-- Mails that carry a credential link (password reset, invite, issue 10 item 8): the link is
-- removed from the stored body once the mail went out over SMTP, once the link is used or
-- replaced, and at the latest at secret_until.
ALTER TABLE outbox ADD COLUMN secret_key text;
ALTER TABLE outbox ADD COLUMN secret_until timestamptz;
ALTER TABLE outbox ADD COLUMN redacted_at timestamptz;
CREATE INDEX outbox_secret_key_idx ON outbox (secret_key) WHERE secret_key IS NOT NULL AND redacted_at IS NULL;
CREATE INDEX outbox_secret_until_idx ON outbox (secret_until) WHERE secret_key IS NOT NULL AND redacted_at IS NULL;
