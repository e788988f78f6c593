-- Background jobs (api/src/jobs): one row per job, run at run_at by whichever process claims it first
-- (FOR UPDATE SKIP LOCKED), on PGlite and PostgreSQL alike. Kept after they ran, as a record.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  queue text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL DEFAULT now(),
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'active', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- When a process claimed it: an active job older than the lease is claimed again (its process died).
  claimed_at timestamptz,
  last_error text,
  -- The same key queues the job once (an order's expiry is queued once, whoever asks).
  singleton_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE state IN ('queued', 'active');
