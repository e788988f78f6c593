-- Nearby airports: the second airport of five of the searchable cities, so that a search with "Add nearby
-- airports" has real alternatives. The traveller still picks one of the eight cities; metro_code says which
-- city an airport serves (a city's main airport serves itself).
ALTER TABLE flight_cities ADD COLUMN metro_code char(3);
UPDATE flight_cities SET metro_code = code;

INSERT INTO flight_cities (code, city, airport, country, lat, lon, metro_code) VALUES
  ('NMI', 'Mumbai', 'Navi Mumbai International Airport', 'India', 18.9928, 73.0708, 'BOM'),
  ('DWC', 'Dubai', 'Al Maktoum International Airport', 'United Arab Emirates', 24.8963, 55.1614, 'DXB'),
  ('LGW', 'London', 'Gatwick Airport', 'United Kingdom', 51.1537, -0.1821, 'LHR'),
  ('EWR', 'New York', 'Newark Liberty International Airport', 'United States', 40.6895, -74.1745, 'JFK'),
  ('HND', 'Tokyo', 'Haneda Airport', 'Japan', 35.5494, 139.7798, 'NRT');

ALTER TABLE flight_cities ALTER COLUMN metro_code SET NOT NULL;
ALTER TABLE flight_cities ADD FOREIGN KEY (metro_code) REFERENCES flight_cities (code);

-- Every ordered pair of airports of different cities that involves a nearby airport, with fewer flights a
-- day than the main airports: 2 between two nearby airports, else 8 domestic, 4 to or from India, 3 others.
INSERT INTO flight_routes (id, from_code, to_code, distance_km, duration_min, base_price_paise, daily_flights, kind)
SELECT
  (SELECT max(id) FROM flight_routes) + row_number() OVER (ORDER BY a.code, b.code),
  a.code,
  b.code,
  d.km,
  round(d.km / 800.0 * 60 + 29),
  CASE WHEN k.kind = 'domestic' THEN round(2500 + 2.8 * d.km) ELSE round(4000 + 4.5 * d.km) END * 100,
  CASE
    WHEN a.code <> a.metro_code AND b.code <> b.metro_code THEN 2
    WHEN k.kind = 'domestic' THEN 8
    WHEN k.kind = 'india_international' THEN 4
    ELSE 3
  END,
  k.kind
FROM flight_cities a
JOIN flight_cities b ON a.metro_code <> b.metro_code AND (a.code <> a.metro_code OR b.code <> b.metro_code)
CROSS JOIN LATERAL (
  SELECT round(2 * 6371 * asin(sqrt(
    power(sin(radians(b.lat - a.lat) / 2), 2) +
    cos(radians(a.lat)) * cos(radians(b.lat)) * power(sin(radians(b.lon - a.lon) / 2), 2))))::integer AS km
) d
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN a.country = 'India' AND b.country = 'India' THEN 'domestic'
    WHEN a.country = 'India' OR b.country = 'India' THEN 'india_international'
    ELSE 'international'
  END AS kind
) k;

-- The new routes' schedules, made as 0300 makes the others; a stop is never in either end's own city.
INSERT INTO flight_schedules
SELECT
  s.id, s.route_id, s.from_code, s.to_code, s.airline_code,
  s.airline_code || ' ' || (100 + (s.route_id * 37 + s.slot * 11) % 2800)::text,
  s.dep_minute,
  s.duration_min + s.stops * (45 + (flight_rand(s.id, 7, 2) * 12)::integer * 15),
  s.stops,
  CASE s.stops
    WHEN 0 THEN NULL
    WHEN 1 THEN (SELECT h FROM unnest(ARRAY['DEL', 'BOM', 'BLR', 'DXB']) h
                 WHERE h NOT IN (s.from_metro, s.to_metro) ORDER BY flight_rand(s.id, ascii(h), 3) LIMIT 1)
    ELSE (SELECT string_agg(h, ', ') FROM (SELECT h FROM unnest(ARRAY['DEL', 'BOM', 'BLR', 'DXB']) h
          WHERE h NOT IN (s.from_metro, s.to_metro) ORDER BY flight_rand(s.id, ascii(h), 4) LIMIT 2) v)
  END,
  CASE
    WHEN s.kind = 'domestic' THEN (ARRAY['Airbus A320neo', 'Airbus A321neo', 'Boeing 737-800'])[1 + (flight_rand(s.id, 5, 5) * 3)::integer % 3]
    WHEN s.distance_km < 4000 THEN (ARRAY['Airbus A321neo', 'Boeing 737 MAX 8'])[1 + (flight_rand(s.id, 5, 5) * 2)::integer % 2]
    ELSE (ARRAY['Boeing 787-8', 'Boeing 777-300ER', 'Airbus A350-900'])[1 + (flight_rand(s.id, 5, 5) * 3)::integer % 3]
  END,
  CASE WHEN s.kind = 'domestic' THEN 15 WHEN s.airline_code IN ('6E', 'SG') THEN 20 ELSE 30 END,
  7,
  flight_rand(s.id, 6, 6) < 0.55,
  round(s.distance_km * 0.09 * (1 + s.stops * 0.12) * (0.9 + flight_rand(s.id, 8, 8) * 0.25)),
  (0.9 + flight_rand(s.id, 8, 8) * 0.25) * (1 + s.stops * 0.12) < 1.02,
  2 + (flight_rand(s.id, 9, 9) * 4)::integer,
  flight_rand(s.id, 10, 10) < 0.18,
  a.price_factor * (CASE s.stops WHEN 0 THEN 1.0 WHEN 1 THEN 0.88 ELSE 0.8 END)
    * (CASE WHEN s.dep_minute < 360 THEN 0.9 WHEN s.dep_minute BETWEEN 420 AND 600 THEN 1.08 ELSE 1.0 END)
FROM (
  SELECT
    r.id * 100 + g.slot AS id, r.id AS route_id, g.slot, r.from_code, r.to_code, r.kind, r.distance_km, r.duration_min,
    fc.metro_code AS from_metro, tc.metro_code AS to_metro,
    (ARRAY['AI', '6E', 'UK', 'SG'])[1 + (flight_rand(r.id, g.slot, 1) * 4)::integer % 4] AS airline_code,
    ((300 + g.slot * 1440 / r.daily_flights + (flight_rand(r.id, g.slot, 11) * 40)::integer) % 1440) / 5 * 5 AS dep_minute,
    CASE
      WHEN r.kind = 'domestic' THEN CASE WHEN flight_rand(r.id, g.slot, 12) < 0.72 THEN 0 WHEN flight_rand(r.id, g.slot, 12) < 0.95 THEN 1 ELSE 2 END
      WHEN r.kind = 'india_international' THEN CASE WHEN flight_rand(r.id, g.slot, 12) < 0.5 THEN 0 WHEN flight_rand(r.id, g.slot, 12) < 0.88 THEN 1 ELSE 2 END
      ELSE CASE WHEN flight_rand(r.id, g.slot, 12) < 0.15 THEN 0 WHEN flight_rand(r.id, g.slot, 12) < 0.8 THEN 1 ELSE 2 END
    END AS stops
  FROM flight_routes r
  JOIN flight_cities fc ON fc.code = r.from_code
  JOIN flight_cities tc ON tc.code = r.to_code
  CROSS JOIN LATERAL generate_series(0, r.daily_flights - 1) AS g(slot)
  WHERE NOT EXISTS (SELECT 1 FROM flight_schedules x WHERE x.route_id = r.id)
) s
JOIN flight_airlines a ON a.code = s.airline_code;

-- A database that already holds dated flights regenerates its window (the same flights, being a pure
-- function of schedule and day) with the new schedules on the next search.
DELETE FROM flights;
DELETE FROM flight_day_prices;
