-- Flight inventory: cities, airlines, routes and daily schedules are fixed reference data (generated here,
-- deterministically); the dated flights are generated from the schedules by the flights module at start-up
-- (see flights.inventory.ts), so the 90-day window always starts at the server's today.

-- A deterministic pseudo-random number in [0, 1) from three small integers (a < 60000, b < 2^20, c < 131):
-- PostgreSQL's integer hash (the one hash partitioning relies on, the same on every platform), so the
-- same inputs give the same number on PGlite and PostgreSQL. A one-expression SQL function is inlined.
CREATE FUNCTION flight_rand(a integer, b integer, c integer) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (hashint8(a::bigint * 137438953 + b::bigint * 131 + c)::bigint + 2147483648) / 4294967296.0
$$;

CREATE TABLE flight_cities (
  code char(3) PRIMARY KEY,
  city text NOT NULL,
  airport text NOT NULL,
  country text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL
);

INSERT INTO flight_cities (code, city, airport, country, lat, lon) VALUES
  ('BOM', 'Mumbai', 'Chhatrapati Shivaji Maharaj International Airport', 'India', 19.0896, 72.8656),
  ('DEL', 'New Delhi', 'Indira Gandhi International Airport', 'India', 28.5562, 77.1000),
  ('BLR', 'Bangalore', 'Kempegowda International Airport', 'India', 13.1986, 77.7066),
  ('DXB', 'Dubai', 'Dubai International Airport', 'United Arab Emirates', 25.2532, 55.3657),
  ('LHR', 'London', 'Heathrow Airport', 'United Kingdom', 51.4700, -0.4543),
  ('JFK', 'New York', 'John F. Kennedy International Airport', 'United States', 40.6413, -73.7781),
  ('SIN', 'Singapore', 'Changi Airport', 'Singapore', 1.3644, 103.9915),
  ('NRT', 'Tokyo', 'Narita International Airport', 'Japan', 35.7720, 140.3929);

CREATE TABLE flight_airlines (
  code text PRIMARY KEY,
  name text NOT NULL,
  -- Used by the Best ranking: a higher-rated airline ranks a little higher at the same price.
  rating smallint NOT NULL,
  price_factor double precision NOT NULL
);

INSERT INTO flight_airlines (code, name, rating, price_factor) VALUES
  ('AI', 'Air India', 4, 1.06),
  ('6E', 'IndiGo', 4, 0.96),
  ('UK', 'Vistara', 5, 1.12),
  ('SG', 'SpiceJet', 3, 0.90);

CREATE TABLE flight_routes (
  id smallint PRIMARY KEY,
  from_code char(3) NOT NULL REFERENCES flight_cities (code),
  to_code char(3) NOT NULL REFERENCES flight_cities (code),
  distance_km integer NOT NULL,
  -- Nonstop block time in minutes.
  duration_min integer NOT NULL,
  base_price_paise integer NOT NULL,
  daily_flights smallint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('domestic', 'india_international', 'international')),
  UNIQUE (from_code, to_code)
);

-- Every ordered pair of cities; distance by great circle (the sample's New Delhi - Mumbai: 1,145 km, 1h 55m).
INSERT INTO flight_routes (id, from_code, to_code, distance_km, duration_min, base_price_paise, daily_flights, kind)
SELECT
  row_number() OVER (ORDER BY a.code, b.code),
  a.code,
  b.code,
  d.km,
  round(d.km / 800.0 * 60 + 29),
  CASE WHEN k.kind = 'domestic' THEN round(2500 + 2.8 * d.km) ELSE round(4000 + 4.5 * d.km) END * 100,
  CASE
    WHEN k.kind = 'domestic' AND a.code IN ('DEL', 'BOM') AND b.code IN ('DEL', 'BOM') THEN 44
    WHEN k.kind = 'domestic' THEN 30
    WHEN k.kind = 'india_international' THEN 24
    ELSE 10
  END,
  k.kind
FROM flight_cities a
JOIN flight_cities b ON a.code <> b.code
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN a.code IN ('DEL', 'BOM') AND b.code IN ('DEL', 'BOM') THEN 1145
    ELSE round(2 * 6371 * asin(sqrt(
      power(sin(radians(b.lat - a.lat) / 2), 2) +
      cos(radians(a.lat)) * cos(radians(b.lat)) * power(sin(radians(b.lon - a.lon) / 2), 2))))::integer
  END AS km
) d
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN a.country = 'India' AND b.country = 'India' THEN 'domestic'
    WHEN a.country = 'India' OR b.country = 'India' THEN 'india_international'
    ELSE 'international'
  END AS kind
) k;

-- One row per scheduled flight (the same flight number departs at the same time every day).
CREATE TABLE flight_schedules (
  id integer PRIMARY KEY,
  route_id smallint NOT NULL REFERENCES flight_routes (id),
  from_code char(3) NOT NULL,
  to_code char(3) NOT NULL,
  airline_code text NOT NULL REFERENCES flight_airlines (code),
  flight_number text NOT NULL,
  dep_minute smallint NOT NULL,
  duration_min smallint NOT NULL,
  stops smallint NOT NULL,
  via text,
  aircraft text NOT NULL,
  checked_kg smallint NOT NULL,
  cabin_kg smallint NOT NULL,
  refundable boolean NOT NULL,
  co2_kg integer NOT NULL,
  low_co2 boolean NOT NULL,
  provider_count smallint NOT NULL,
  popular boolean NOT NULL,
  price_factor double precision NOT NULL
);

INSERT INTO flight_schedules
SELECT
  s.id, s.route_id, s.from_code, s.to_code, s.airline_code,
  s.airline_code || ' ' || (100 + (s.route_id * 37 + s.slot * 11) % 2800)::text,
  s.dep_minute,
  -- A stop adds a detour and a layover of 1 to 4 hours.
  s.duration_min + s.stops * (45 + (flight_rand(s.id, 7, 2) * 12)::integer * 15),
  s.stops,
  CASE s.stops
    WHEN 0 THEN NULL
    WHEN 1 THEN (SELECT h FROM unnest(ARRAY['DEL', 'BOM', 'BLR', 'DXB']) h
                 WHERE h NOT IN (s.from_code, s.to_code) ORDER BY flight_rand(s.id, ascii(h), 3) LIMIT 1)
    ELSE (SELECT string_agg(h, ', ') FROM (SELECT h FROM unnest(ARRAY['DEL', 'BOM', 'BLR', 'DXB']) h
          WHERE h NOT IN (s.from_code, s.to_code) ORDER BY flight_rand(s.id, ascii(h), 4) LIMIT 2) v)
  END,
  CASE
    WHEN s.kind = 'domestic' THEN (ARRAY['Airbus A320neo', 'Airbus A321neo', 'Boeing 737-800'])[1 + (flight_rand(s.id, 5, 5) * 3)::integer % 3]
    WHEN s.distance_km < 4000 THEN (ARRAY['Airbus A321neo', 'Boeing 737 MAX 8'])[1 + (flight_rand(s.id, 5, 5) * 2)::integer % 2]
    ELSE (ARRAY['Boeing 787-8', 'Boeing 777-300ER', 'Airbus A350-900'])[1 + (flight_rand(s.id, 5, 5) * 3)::integer % 3]
  END,
  CASE WHEN s.kind = 'domestic' THEN 15 WHEN s.airline_code IN ('6E', 'SG') THEN 20 ELSE 30 END,
  7,
  flight_rand(s.id, 6, 6) < 0.55,
  -- About 90 g CO2 per passenger-km, more for each extra take-off and landing.
  round(s.distance_km * 0.09 * (1 + s.stops * 0.12) * (0.9 + flight_rand(s.id, 8, 8) * 0.25)),
  (0.9 + flight_rand(s.id, 8, 8) * 0.25) * (1 + s.stops * 0.12) < 1.02,
  2 + (flight_rand(s.id, 9, 9) * 4)::integer,
  flight_rand(s.id, 10, 10) < 0.18,
  a.price_factor * (CASE s.stops WHEN 0 THEN 1.0 WHEN 1 THEN 0.88 ELSE 0.8 END)
    * (CASE WHEN s.dep_minute < 360 THEN 0.9 WHEN s.dep_minute BETWEEN 420 AND 600 THEN 1.08 ELSE 1.0 END)
FROM (
  SELECT
    r.id * 100 + g.slot AS id, r.id AS route_id, g.slot, r.from_code, r.to_code, r.kind, r.distance_km, r.duration_min,
    (ARRAY['AI', '6E', 'UK', 'SG'])[1 + (flight_rand(r.id, g.slot, 1) * 4)::integer % 4] AS airline_code,
    -- Spread over the day from 05:00, jittered, on 5-minute marks.
    ((300 + g.slot * 1440 / r.daily_flights + (flight_rand(r.id, g.slot, 11) * 40)::integer) % 1440) / 5 * 5 AS dep_minute,
    CASE
      WHEN r.kind = 'domestic' THEN CASE WHEN flight_rand(r.id, g.slot, 12) < 0.72 THEN 0 WHEN flight_rand(r.id, g.slot, 12) < 0.95 THEN 1 ELSE 2 END
      WHEN r.kind = 'india_international' THEN CASE WHEN flight_rand(r.id, g.slot, 12) < 0.5 THEN 0 WHEN flight_rand(r.id, g.slot, 12) < 0.88 THEN 1 ELSE 2 END
      ELSE CASE WHEN flight_rand(r.id, g.slot, 12) < 0.15 THEN 0 WHEN flight_rand(r.id, g.slot, 12) < 0.8 THEN 1 ELSE 2 END
    END AS stops
  FROM flight_routes r
  CROSS JOIN LATERAL generate_series(0, r.daily_flights - 1) AS g(slot)
) s
JOIN flight_airlines a ON a.code = s.airline_code;

-- The dated, bookable flights. The schedule's columns are copied in, so that a search is one range scan
-- of one index with no joins (PGlite runs one query at a time: every millisecond counts under load).
CREATE TABLE flights (
  id bigint PRIMARY KEY,
  schedule_id integer NOT NULL REFERENCES flight_schedules (id),
  from_code char(3) NOT NULL,
  to_code char(3) NOT NULL,
  departure_date date NOT NULL,
  dep_minute smallint NOT NULL,
  duration_min smallint NOT NULL,
  stops smallint NOT NULL,
  via text,
  airline_code text NOT NULL,
  flight_number text NOT NULL,
  aircraft text NOT NULL,
  checked_kg smallint NOT NULL,
  cabin_kg smallint NOT NULL,
  refundable boolean NOT NULL,
  co2_kg integer NOT NULL,
  low_co2 boolean NOT NULL,
  provider_count smallint NOT NULL,
  popular boolean NOT NULL,
  -- What the Best order adds to the price, in rupees: duration, stops, airline rating, night departure.
  best_penalty integer NOT NULL,
  -- Economy, per adult; other cabins are a fixed multiple (CABIN_CLASSES in shared-ui's rules).
  price_paise integer NOT NULL,
  seats_left smallint NOT NULL
);

-- The cheapest flight of each route and day, kept with the flights: the month calendar and the ±3 days
-- graph read ~35 rows of this instead of aggregating ~1,300 flights per search.
CREATE TABLE flight_day_prices (
  from_code char(3) NOT NULL,
  to_code char(3) NOT NULL,
  departure_date date NOT NULL,
  min_price_paise integer NOT NULL,
  PRIMARY KEY (from_code, to_code, departure_date)
);
