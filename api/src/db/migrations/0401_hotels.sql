-- The hotel inventory (issue #6): generated, deterministic, seeded by the hotels module when empty.
-- Prices are nightly, in paise; the card price is the cheapest provider's.
CREATE TABLE IF NOT EXISTS hotels (
  id text PRIMARY KEY,
  city text NOT NULL,
  country text NOT NULL,
  name text NOT NULL,
  property_type text NOT NULL,
  stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5),
  review_score real NOT NULL,
  review_count integer NOT NULL,
  review_text text NOT NULL,
  neighbourhood text NOT NULL,
  centre_distance_m integer NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  amenities text[] NOT NULL,
  popular_with text[] NOT NULL,
  free_cancellation boolean NOT NULL,
  pay_on_arrival boolean NOT NULL,
  breakfast_included boolean NOT NULL,
  price_per_night integer NOT NULL,
  original_price integer NOT NULL,
  providers_count integer NOT NULL,
  max_guests_per_room integer NOT NULL,
  photo_count integer NOT NULL,
  best_score integer NOT NULL,
  check_in_time text NOT NULL,
  check_out_time text NOT NULL,
  cancellation_policy text NOT NULL,
  description text NOT NULL
);
-- Every search is within one city; the price column lets the planner serve price ranges from the index.
CREATE INDEX IF NOT EXISTS hotels_city_price_idx ON hotels (city, price_per_night);

CREATE TABLE IF NOT EXISTS hotel_providers (
  hotel_id text NOT NULL REFERENCES hotels (id),
  provider text NOT NULL,
  price_per_night integer NOT NULL,
  free_cancellation boolean NOT NULL,
  PRIMARY KEY (hotel_id, provider)
);
