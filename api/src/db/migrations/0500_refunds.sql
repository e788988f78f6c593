-- Refunds (issue #7): one row per refund asked of a payment gateway. Money in paise.
-- The row is written before the gateway is called, so the same request retried (same Idempotency-Key, or
-- the same cancellation) finds it and never refunds twice; its id is the idempotency key sent to the gateway.
CREATE TABLE IF NOT EXISTS refunds (
  id text PRIMARY KEY,                                   -- 'rf_…', shown as the Refund ID
  gateway text NOT NULL CHECK (gateway IN ('razorpay', 'stripe', 'sandbox')),
  mode text NOT NULL CHECK (mode IN ('live', 'sandbox')),
  gateway_refund_id text,                                -- rfnd_… / re_… once the gateway accepted it
  payment_id text NOT NULL,
  booking_id text REFERENCES bookings (id),
  cancellation_id text,                                  -- a cancellation request id, or the reference staff typed
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'INR',
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed', 'requires_action')),
  failure_reason text,
  idempotency_key text UNIQUE,                           -- the client's Idempotency-Key header, when sent
  request_fingerprint text NOT NULL,                     -- what was asked, to refuse a reused key with other data
  initiated_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS refunds_created_at_idx ON refunds (created_at DESC);
CREATE INDEX IF NOT EXISTS refunds_payment_idx ON refunds (payment_id);
CREATE UNIQUE INDEX IF NOT EXISTS refunds_gateway_refund_idx ON refunds (gateway, gateway_refund_id);
-- One live refund per cancellation: a retry or a second click finds the first one.
CREATE UNIQUE INDEX IF NOT EXISTS refunds_one_per_cancellation_idx
  ON refunds (cancellation_id) WHERE cancellation_id IS NOT NULL AND status <> 'failed';

-- Gateway webhook events already applied, so a redelivered event changes nothing.
CREATE TABLE IF NOT EXISTS refund_webhook_events (
  gateway text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gateway, event_id)
);

-- The admin's decision on a cancellation request.
ALTER TABLE cancellation_requests
  ADD COLUMN IF NOT EXISTS processed_by uuid REFERENCES users (id),
  ADD COLUMN IF NOT EXISTS processed_at timestamptz,
  ADD COLUMN IF NOT EXISTS admin_notes text,
  ADD COLUMN IF NOT EXISTS refund_id text REFERENCES refunds (id);
