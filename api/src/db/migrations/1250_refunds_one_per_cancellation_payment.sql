-- A flight booking whose date change was paid apart is refunded across its payments: one live refund per
-- cancellation and payment (a failed one may still be retried), no longer one per cancellation.
DROP INDEX IF EXISTS refunds_one_per_cancellation_idx;
CREATE UNIQUE INDEX IF NOT EXISTS refunds_one_per_cancellation_payment_idx
  ON refunds (cancellation_id, payment_id) WHERE cancellation_id IS NOT NULL AND status <> 'failed';
