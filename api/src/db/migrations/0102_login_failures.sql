-- Failed logins (issue #11): counted per account and client address, so that guessing from one place slows
-- down that place only and never locks the owner out. Kept for a day; a successful login from the address
-- forgets its failures. Unknown addresses are counted too, so the answers do not tell which accounts exist.
CREATE TABLE login_failures (
  email_key text NOT NULL,
  -- the client address (an IPv6 address by its /64 network)
  address text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_pair_idx ON login_failures (email_key, address, failed_at);
CREATE INDEX login_failures_account_idx ON login_failures (email_key, failed_at);

-- When the owner of an account was last told about failed logins (at most one email per window).
CREATE TABLE login_failure_alerts (
  email_key text PRIMARY KEY,
  sent_at timestamptz NOT NULL
);
