-- Hotel bookings and the cancellation requests customers file against them (issue #6).
-- Money is in paise (integer minor units). The admin center (issue #7) approves the requests.
CREATE TABLE IF NOT EXISTS bookings (
  id text PRIMARY KEY,                         -- 'HB-100001'
  hotel_id text,                               -- the inventory hotel, when the booking came from it
  hotel_name text NOT NULL,
  city text NOT NULL,
  guest_name text NOT NULL,
  email text NOT NULL,                         -- stored lower-case
  phone text,                                  -- 10 digits, optional
  check_in date NOT NULL,
  check_out date NOT NULL,
  guests integer NOT NULL CHECK (guests > 0),
  rooms integer NOT NULL CHECK (rooms > 0),
  amount_paid integer NOT NULL CHECK (amount_paid >= 0),
  currency text NOT NULL DEFAULT 'INR',
  payment_reference text,
  gateway text NOT NULL DEFAULT 'sandbox' CHECK (gateway IN ('razorpay', 'stripe', 'sandbox')),
  status text NOT NULL DEFAULT 'confirmed',   -- confirmed, cancelled, completed, pending_payment
  cancellation_policy text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS bookings_email_idx ON bookings (email);

CREATE TABLE IF NOT EXISTS cancellation_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id text NOT NULL REFERENCES bookings (id),
  customer_name text NOT NULL,
  customer_email text NOT NULL,
  customer_phone text,
  amount integer NOT NULL CHECK (amount >= 0),            -- paise: what was paid
  departure_date timestamptz NOT NULL,                    -- check-in, the "departure" of the refund rules
  reason text NOT NULL,
  additional_notes text,
  refund_preference text NOT NULL DEFAULT 'original',     -- original (payment method) or credit
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('high', 'medium', 'low')),
  status text NOT NULL DEFAULT 'pending',                 -- pending, approved, rejected (admin may add more)
  refundable_amount integer NOT NULL DEFAULT 0,           -- paise
  deductions integer NOT NULL DEFAULT 0,                  -- paise
  net_refund integer NOT NULL DEFAULT 0,                  -- paise
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS cancellation_requests_status_idx ON cancellation_requests (status);
CREATE INDEX IF NOT EXISTS cancellation_requests_created_at_idx ON cancellation_requests (created_at);
CREATE INDEX IF NOT EXISTS cancellation_requests_booking_idx ON cancellation_requests (booking_id);
-- At most one pending request per booking, even when two are filed at the same moment.
CREATE UNIQUE INDEX IF NOT EXISTS cancellation_requests_one_pending_idx
  ON cancellation_requests (booking_id) WHERE status = 'pending';
