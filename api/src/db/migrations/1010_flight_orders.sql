-- Flight checkout (issue #14): each flight's seats, orders holding them for 15 minutes until paid, their
-- passengers, seat assignments and add-ons, and an append-only audit trail. Money in minor units beside a
-- currency. Nothing is deleted: a released seat assignment keeps its row with released_at.

-- One row per seat of a dated flight, written on the first look at its seat map (flight-checkout.repository.ts):
-- the 3-3 cabin of 30 rows, with as many seats already sold as the flight has fewer than 180 left, chosen by
-- flight_rand so every database draws the same map. No foreign key to flights: the inventory drops past days.
CREATE TABLE flight_seats (
  flight_id bigint NOT NULL,
  seat text NOT NULL,
  seat_row smallint NOT NULL CHECK (seat_row BETWEEN 1 AND 30),
  letter char(1) NOT NULL CHECK (letter IN ('A', 'B', 'C', 'D', 'E', 'F')),
  position text NOT NULL CHECK (position IN ('window', 'middle', 'aisle')),
  exit_row boolean NOT NULL,
  extra_legroom boolean NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency char(3) NOT NULL DEFAULT 'INR',
  -- free; held by an unpaid order; sold (to an order of ours, or before: order_id NULL).
  status text NOT NULL CHECK (status IN ('free', 'held', 'sold')),
  order_id uuid,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flight_id, seat),
  CHECK (status <> 'held' OR order_id IS NOT NULL)
);

CREATE TABLE flight_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 6 characters from an alphabet without 0, O, 1, I and L; random.
  reference char(6) NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('held', 'paid', 'expired', 'cancelled')),
  hold_expires_at timestamptz NOT NULL,
  flight_id bigint NOT NULL,
  cabin text NOT NULL,
  fare text NOT NULL CHECK (fare IN ('Saver', 'Standard', 'Flexi')),
  adults smallint NOT NULL,
  child_ages smallint[] NOT NULL DEFAULT '{}',
  -- NULL: a guest, who reads and pays the order with its access token (a random 192-bit secret).
  user_id uuid REFERENCES users (id),
  access_token text NOT NULL,
  contact_email text NOT NULL,
  contact_mobile text NOT NULL,
  gstin text,
  company_name text,
  insurance boolean NOT NULL,
  free_cancellation boolean NOT NULL,
  coupon_code text,
  currency char(3) NOT NULL,
  base_fare_minor integer NOT NULL,
  taxes_and_fees_minor integer NOT NULL,
  convenience_fee_minor integer NOT NULL,
  seats_minor integer NOT NULL,
  add_ons_minor integer NOT NULL,
  discount_minor integer NOT NULL,
  total_minor integer NOT NULL CHECK (total_minor > 0),
  -- The Idempotency-Key of the request that created it, and a digest of that request: a retry finds the order.
  idempotency_key text NOT NULL UNIQUE,
  request_digest text NOT NULL,
  payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flight_orders_user_idx ON flight_orders (user_id);

CREATE TABLE flight_order_passengers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES flight_orders (id),
  position smallint NOT NULL,
  type text NOT NULL CHECK (type IN ('adult', 'child')),
  title text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date,
  nationality char(2),
  passport_number text,
  passport_expiry date,
  UNIQUE (order_id, position)
);

-- Which seat each passenger holds. A seat is held or sold by one order only: flight_seats' conditional update
-- takes it, and this index refuses a second live assignment of it.
CREATE TABLE flight_order_seats (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES flight_orders (id),
  passenger_id bigint NOT NULL REFERENCES flight_order_passengers (id),
  flight_id bigint NOT NULL,
  seat text NOT NULL,
  -- false: given without a choice (a free seat, not charged).
  chosen boolean NOT NULL,
  price_minor integer NOT NULL,
  currency char(3) NOT NULL,
  released_at timestamptz
);
CREATE UNIQUE INDEX flight_order_seats_live_idx ON flight_order_seats (flight_id, seat) WHERE released_at IS NULL;
CREATE INDEX flight_order_seats_order_idx ON flight_order_seats (order_id);

CREATE TABLE flight_order_add_ons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES flight_orders (id),
  -- NULL: for the whole order (insurance and free cancellation are priced per traveller).
  passenger_id bigint REFERENCES flight_order_passengers (id),
  kind text NOT NULL CHECK (kind IN ('baggage', 'meal', 'insurance', 'free_cancellation')),
  -- Kilograms of baggage, the meal's code.
  detail text,
  price_minor integer NOT NULL,
  currency char(3) NOT NULL
);
CREATE INDEX flight_order_add_ons_order_idx ON flight_order_add_ons (order_id);

-- Every change of an order, with its time: an admin reads the order's history here. Append-only.
CREATE TABLE flight_order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES flight_orders (id),
  event text NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flight_order_events_order_idx ON flight_order_events (order_id, id);
