-- Social login (issue #11): an identity provider's account is known by (issuer, subject), never by email alone.
CREATE TABLE user_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  -- the address the provider asserted when the identity was linked (for support; never used to find a user)
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_user_id_idx ON user_identities (user_id);

-- A first social login that may not sign in yet: the identity waits here, found again by the hashed id in a
-- short-lived HttpOnly cookie, until the person proves the account's password or a code mailed to the address.
CREATE TABLE pending_identity_links (
  id_hash text PRIMARY KEY,
  issuer text NOT NULL,
  subject text NOT NULL,
  provider text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  code_hash text,
  code_salt text,
  code_sent_at timestamptz,
  codes_sent integer NOT NULL DEFAULT 0,
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
