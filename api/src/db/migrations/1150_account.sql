-- The account area (issue 16): codes that confirm a new email or an account's deletion, sessions a person can
-- see and end one by one (an id that is not the cookie's hash, and the browser that started it), and accounts
-- deleted at their owner's request (the row stays, emptied, for the bookings the law keeps).
ALTER TABLE one_time_codes DROP CONSTRAINT IF EXISTS one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('signup', 'reset', 'email_change', 'account_deletion'));

ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE sessions ADD COLUMN user_agent text;
CREATE UNIQUE INDEX sessions_public_id_idx ON sessions (public_id);

ALTER TABLE users ADD COLUMN deleted_at timestamptz;
