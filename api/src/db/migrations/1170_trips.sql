-- My Trips (issue 16): flight cancellations with their refund, each refund's timeline, guest look-up codes, and
-- the demo mark on seeded hotel bookings. Money in minor units beside a currency.

-- A flight order's cancellation: automatic (within the fare's rules, approved at once) or an exception the back
-- office decides (medical, schedule change). The refund preview is kept as shown to the traveller.
CREATE TABLE flight_cancellations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES flight_orders (id),
  kind text NOT NULL CHECK (kind IN ('automatic', 'exception')),
  reason text NOT NULL,
  details text,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  refund_minor integer NOT NULL CHECK (refund_minor >= 0),
  paid_minor integer NOT NULL,
  currency char(3) NOT NULL,
  lines text NOT NULL,
  refund_id text REFERENCES refunds (id),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  admin_notes text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One live cancellation per order: a double click finds the first.
CREATE UNIQUE INDEX flight_cancellations_live_idx ON flight_cancellations (order_id) WHERE status <> 'rejected';
CREATE INDEX flight_cancellations_status_idx ON flight_cancellations (status, created_at);

-- A refund of a flight order is tied to it here (booking_id stays for hotel bookings).
ALTER TABLE refunds ADD COLUMN flight_order_id uuid REFERENCES flight_orders (id);

-- Every step of a refund at its gateway: sent (with the gateway's id), processed, failed. Append-only.
CREATE TABLE refund_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  refund_id text NOT NULL REFERENCES refunds (id),
  step text NOT NULL,
  detail text NOT NULL DEFAULT '',
  -- When the traveller was emailed about this step (once).
  notified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refund_events_refund_idx ON refund_events (refund_id, id);

-- A guest finds a booking by reference and email with a code mailed there: only its hash is kept, it expires,
-- is used once and allows a few attempts. The token it grants is kept hashed too.
CREATE TABLE trip_lookup_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('flight', 'hotel')),
  reference text NOT NULL,
  email text NOT NULL,
  code_hash text NOT NULL,
  salt text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  token_hash text UNIQUE,
  token_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trip_lookup_codes_reference_idx ON trip_lookup_codes (reference, created_at);

ALTER TABLE bookings ADD COLUMN IF NOT EXISTS demo boolean NOT NULL DEFAULT false;
UPDATE bookings SET demo = true WHERE payment_reference LIKE '%\_DEMO%';
