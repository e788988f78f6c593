-- Date change of a flight booking (issue 16): the booking moves to another flight on the same route for the
-- fare's fee plus the fare difference, paid through app.payments or paid back through app.refunds. Money in
-- minor units beside a currency; the price lines are kept as shown to the traveller.
CREATE TABLE flight_date_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES flight_orders (id),
  -- awaiting_payment: the new flight's seats are held for the order until paid or the hold runs out (expired);
  -- superseded: the traveller picked another flight before paying; failed: paid, but the seats were gone.
  status text NOT NULL CHECK (status IN ('awaiting_payment', 'completed', 'superseded', 'expired', 'failed')),
  from_flight_id bigint NOT NULL,
  to_flight_id bigint NOT NULL,
  fee_minor integer NOT NULL CHECK (fee_minor >= 0),
  difference_minor integer NOT NULL,
  -- Above 0 paid by the traveller, below 0 paid back.
  total_minor integer NOT NULL,
  -- The new flight's fare (base fare, taxes and airport fees) for the whole party.
  new_base_fare_minor integer NOT NULL,
  new_taxes_and_fees_minor integer NOT NULL,
  currency char(3) NOT NULL,
  -- JSON: the price lines as shown, and both flights (airline, number, day, times) as they were.
  lines text NOT NULL,
  flights text NOT NULL,
  -- The Idempotency-Key of the request that made it, and a digest of that request: a retry finds the change.
  idempotency_key text NOT NULL UNIQUE,
  request_digest text NOT NULL,
  hold_expires_at timestamptz NOT NULL,
  payment_id text,
  refund_id text REFERENCES refunds (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
-- One change waiting for its payment per booking.
CREATE UNIQUE INDEX flight_date_changes_waiting_idx ON flight_date_changes (order_id) WHERE status = 'awaiting_payment';
CREATE INDEX flight_date_changes_order_idx ON flight_date_changes (order_id, created_at);

ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check
  CHECK (purpose IN ('flight_order', 'hotel_order', 'flight_date_change'));
