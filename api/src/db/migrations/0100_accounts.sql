-- Accounts (issue #3): users, sign-ups waiting for their emailed code, one-time codes, sessions, OAuth flows.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  -- lower(email): email is unique case-insensitively
  email_key text NOT NULL UNIQUE,
  mobile_number text,
  -- argon2id PHC string; NULL for accounts that only ever signed in through a social provider
  password_hash text,
  role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A sign-up is kept here until its code is verified; restarting it replaces the row.
CREATE TABLE pending_signups (
  email_key text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  mobile_number text,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One live code per purpose and address: a resend replaces it.
CREATE TABLE one_time_codes (
  purpose text NOT NULL CHECK (purpose IN ('signup', 'reset')),
  email_key text NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (purpose, email_key)
);

CREATE TABLE sessions (
  -- sha256 of the cookie's random 256-bit id: a leaked table cannot be replayed as cookies
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- An authorization-code flow in progress, found again by the hashed id in its short-lived cookie.
CREATE TABLE oauth_flows (
  id_hash text PRIMARY KEY,
  provider text NOT NULL,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL
);
