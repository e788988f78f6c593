-- A second factor (issue #40 point 3): TOTP (RFC 6238) with one-time recovery codes, the sign-in waiting for its
-- second step, and when a factor was last proven on each session (money actions ask again after 15 idle minutes).

-- One row per account that set TOTP up. Secrets are encrypted at rest (AES-256-GCM, MFA_ENCRYPTION_KEY).
-- pending_secret: set up but not confirmed yet (a new setup replaces it); secret + enabled_at: on.
-- last_used_step: the 30-second step of the last code accepted, so a code is never accepted twice.
CREATE TABLE user_totp (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text,
  enabled_at timestamptz,
  pending_secret text,
  last_used_step bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((secret IS NULL) = (enabled_at IS NULL))
);

-- Recovery codes, shown once: only their SHA-256 (high-entropy random codes), each usable once.
CREATE TABLE mfa_recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A sign-in whose password was right, waiting for its code: found by the hash of its short-lived cookie.
CREATE TABLE mfa_pending_sign_ins (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX mfa_pending_sign_ins_user_idx ON mfa_pending_sign_ins (user_id);

-- When a factor was last proven on the session (the sign-in's second step, a step-up, or a money action since).
ALTER TABLE sessions ADD COLUMN factor_at timestamptz;
