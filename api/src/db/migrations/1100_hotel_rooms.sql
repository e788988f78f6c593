-- Hotel booking (issue #15): each hotel's room types (generated with the inventory, hotels.generate.ts), the
-- rooms of each type free on each night, and orders holding them. Money in minor units beside a currency.

CREATE TABLE hotel_room_types (
  hotel_id text NOT NULL REFERENCES hotels (id),
  id text NOT NULL,
  position smallint NOT NULL,
  name text NOT NULL,
  bed text NOT NULL,
  size_sqm integer NOT NULL,
  max_adults integer NOT NULL,
  max_children integer NOT NULL,
  max_occupancy integer NOT NULL,
  -- One room, one night, before tax, for the plainest rate (non-refundable, room only).
  price_per_night integer NOT NULL CHECK (price_per_night > 0),
  rooms_total integer NOT NULL CHECK (rooms_total > 0),
  amenities text[] NOT NULL,
  PRIMARY KEY (hotel_id, id)
);

-- Rooms of a type free on a night. A night without a row has not been booked yet: its rooms free are
-- hotel_room_nights_default (below), the same on every database; the row is written when a stay takes it.
CREATE TABLE hotel_room_nights (
  hotel_id text NOT NULL,
  room_type_id text NOT NULL,
  night date NOT NULL,
  rooms_total integer NOT NULL,
  available integer NOT NULL CHECK (available >= 0 AND available <= rooms_total),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hotel_id, room_type_id, night),
  FOREIGN KEY (hotel_id, room_type_id) REFERENCES hotel_room_types (hotel_id, id)
);

-- 1 to rooms_total, drawn from an md5 of the room type and night: never 0 until stays take the rooms.
CREATE FUNCTION hotel_room_nights_default(hotel_id text, room_type_id text, night date, rooms_total integer)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT rooms_total - (('x' || substr(md5(hotel_id || '/' || room_type_id || '/' || night::text), 1, 7))::bit(28)::integer % rooms_total)
$$;

CREATE TABLE hotel_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 6 characters from an alphabet without 0, O, 1, I and L; random.
  reference char(6) NOT NULL UNIQUE,
  -- held: rooms held unpaid; paid; guaranteed (pay at the hotel, card kept); expired; cancelled.
  status text NOT NULL CHECK (status IN ('held', 'paid', 'guaranteed', 'expired', 'cancelled')),
  hold_expires_at timestamptz NOT NULL,
  hotel_id text NOT NULL REFERENCES hotels (id),
  room_type_id text NOT NULL,
  rate_plan_id text NOT NULL,
  -- The rate as booked: its name, board, payment and cancellation policy (words and rules), kept as shown.
  rate jsonb NOT NULL,
  check_in date NOT NULL,
  check_out date NOT NULL,
  rooms smallint NOT NULL CHECK (rooms > 0),
  adults smallint NOT NULL,
  child_ages smallint[] NOT NULL DEFAULT '{}',
  guests jsonb NOT NULL,
  user_id uuid REFERENCES users (id),
  access_token text NOT NULL,
  contact_email text NOT NULL,
  contact_mobile text NOT NULL,
  gstin text,
  company_name text,
  special_requests text,
  arrival_time text,
  coupon_code text,
  currency char(3) NOT NULL,
  -- hotelStayPrice's answer as charged (nights with their GST, fee, discount, total).
  price jsonb NOT NULL,
  total_minor integer NOT NULL CHECK (total_minor > 0),
  discount_minor integer NOT NULL,
  pay_now_minor integer NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  request_digest text NOT NULL,
  payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  -- The rooms are back on sale (expired or cancelled): set once, so they are never put back twice.
  released_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hotel_orders_user_idx ON hotel_orders (user_id);

-- Every change of an order, with its time. Append-only.
CREATE TABLE hotel_order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES hotel_orders (id),
  event text NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hotel_order_events_order_idx ON hotel_order_events (order_id, id);
