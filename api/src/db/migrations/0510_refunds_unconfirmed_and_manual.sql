-- Issue #11. A refund whose creation got no clear answer from its gateway (timeout, network error, 5xx) may
-- have been made there: it stays 'pending' (still counting toward what was refunded and the one live refund per
-- cancellation) with unconfirmed_since set, until the gateway is asked again and confirms or refuses it.
ALTER TABLE refunds
  ADD COLUMN IF NOT EXISTS unconfirmed_since timestamptz,
  ADD COLUMN IF NOT EXISTS gateway_error text,
  -- A refund not backed by an approved cancellation or a cancelled booking: staff chose its reason explicitly.
  ADD COLUMN IF NOT EXISTS manual boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS refunds_unconfirmed_idx ON refunds (created_at)
  WHERE status = 'pending' AND gateway_refund_id IS NULL;
