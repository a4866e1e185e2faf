-- Issue 26, item 11: an invite names the invitee (first and last name, used to prefill sign-up) and
-- can be revoked (its link stops working at once; resending makes a new link and reopens it).
ALTER TABLE invites ADD COLUMN first_name text NOT NULL DEFAULT '';
ALTER TABLE invites ADD COLUMN last_name text NOT NULL DEFAULT '';
ALTER TABLE invites ADD COLUMN revoked_at timestamptz;
-- Invites from before kept one name: its first word is the first name, the rest the last name.
UPDATE invites SET first_name = split_part(trim(name), ' ', 1),
                   last_name = trim(substr(trim(name), length(split_part(trim(name), ' ', 1)) + 1))
WHERE trim(name) <> '';
