-- Staff accounts are invited, never signed up (issue #40 point 2).
--
-- An invitation names an address and the roles it will hold. Its link carries a random token; only the token's
-- SHA-256 is kept. It works once (accepted_at) within 72 hours (expires_at); inviting the address again revokes the
-- pending one (revoked_at), so at most one is pending per address.
CREATE TABLE staff_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  email_key text NOT NULL,
  roles text[] NOT NULL CHECK (cardinality(roles) > 0),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz
);
CREATE UNIQUE INDEX staff_invitations_one_pending ON staff_invitations (email_key)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- An account that joined by invitation reaches no staff route until it has TOTP on. Staff from before keep the
-- earlier rule (a second factor for moving money only), so the start-up admin is never locked out.
ALTER TABLE users ADD COLUMN must_enrol_totp boolean NOT NULL DEFAULT false;

-- A suspended staff account has no session and cannot sign in until reinstated.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
