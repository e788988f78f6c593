-- Flight order creation (issue #14) as a function: a plpgsql function keeps the plans of its statements for the
-- session, where the one big statement it replaces was parsed and planned again for every order, most of its cost
-- on PGlite (docs/domains.md, Flight checkout). Same rules: the chosen seats locked if free, then as many
-- others as the rest need (cheapest first, skipping rows another checkout is taking); only when every seat was found
-- are the order, its passengers, seat assignments, add-ons and 'held' event written and the seats taken.
--   new_order   the flight_orders row as JSON (its columns by name; status, times and defaults are set here),
--               and hold_minutes: the hold runs from now() for as long
--   chosen      the seats the passengers chose
--   passengers  [{position, type, title, first_name, last_name, date_of_birth, nationality, passport_number,
--                 passport_expiry, seat (chosen, or null), any_index (1.. for those without), seat_price}]
--   add_ons     [{position (the passenger's, or null for the order), kind, detail, price_minor}]
-- Answers one row: ok false (nothing written) with the chosen seats found free; ok true with created_at null when
-- the reference is taken (nothing written); else the seats given to those without a choice (in seat order), the
-- flight's free seats after the hold, and the order's times.
CREATE FUNCTION flight_order_hold(new_order jsonb, chosen text[], passengers jsonb, add_ons jsonb, held_event text)
RETURNS TABLE (
  ok boolean,
  found_seats text[],
  given_seats text[],
  free_seats bigint,
  order_hold_expires_at timestamptz,
  order_created_at timestamptz
)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  o flight_orders := jsonb_populate_record(NULL::flight_orders, new_order);
  any_count integer := jsonb_array_length(passengers) - cardinality(chosen);
  expires_at timestamptz := now() + make_interval(mins => (new_order ->> 'hold_minutes')::integer);
  free_chosen text[];
  given text[];
  created timestamptz;
BEGIN
  SELECT array_agg(s.seat) INTO free_chosen
  FROM (SELECT seat FROM flight_seats
        WHERE flight_id = o.flight_id AND status = 'free' AND seat = ANY (chosen)
        FOR UPDATE) s;
  IF coalesce(cardinality(free_chosen), 0) <> cardinality(chosen) THEN
    RETURN QUERY SELECT false, free_chosen, NULL::text[], NULL::bigint, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;

  SELECT array_agg(s.seat ORDER BY s.seat_row, s.letter) INTO given
  FROM (SELECT seat, seat_row, letter FROM flight_seats
        WHERE flight_id = o.flight_id AND status = 'free' AND seat <> ALL (chosen)
        ORDER BY price_minor, seat_row DESC, letter
        LIMIT any_count
        FOR UPDATE SKIP LOCKED) s;
  IF coalesce(cardinality(given), 0) <> any_count THEN
    RETURN QUERY SELECT false, free_chosen, NULL::text[], NULL::bigint, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;

  INSERT INTO flight_orders AS f (id, reference, status, hold_expires_at, flight_id, cabin, fare, adults, child_ages,
    user_id, access_token, contact_email, contact_mobile, gstin, company_name, insurance, free_cancellation,
    coupon_code, currency, base_fare_minor, taxes_and_fees_minor, convenience_fee_minor, seats_minor, add_ons_minor,
    discount_minor, total_minor, idempotency_key, request_digest)
  VALUES (o.id, o.reference, 'held', expires_at, o.flight_id, o.cabin, o.fare, o.adults,
    coalesce(o.child_ages, '{}'), o.user_id, o.access_token, o.contact_email, o.contact_mobile, o.gstin,
    o.company_name, o.insurance, o.free_cancellation, o.coupon_code, o.currency, o.base_fare_minor,
    o.taxes_and_fees_minor, o.convenience_fee_minor, o.seats_minor, o.add_ons_minor, o.discount_minor, o.total_minor,
    o.idempotency_key, o.request_digest)
  ON CONFLICT (reference) DO NOTHING
  RETURNING f.created_at INTO created;
  IF created IS NULL THEN
    RETURN QUERY SELECT true, free_chosen, NULL::text[], NULL::bigint, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;

  UPDATE flight_seats SET status = 'held', order_id = o.id, updated_at = now()
  WHERE flight_id = o.flight_id AND seat = ANY (chosen || coalesce(given, '{}')) AND status = 'free';

  WITH p AS MATERIALIZED (
    SELECT * FROM jsonb_to_recordset(passengers) AS x(position smallint, type text, title text, first_name text,
      last_name text, date_of_birth date, nationality text, passport_number text, passport_expiry date, seat text,
      any_index integer, seat_price integer)),
  pax AS (
    INSERT INTO flight_order_passengers (order_id, position, type, title, first_name, last_name, date_of_birth,
      nationality, passport_number, passport_expiry)
    SELECT o.id, p.position, p.type, p.title, p.first_name, p.last_name, p.date_of_birth, p.nationality,
           p.passport_number, p.passport_expiry
    FROM p
    RETURNING id, position),
  seats AS (
    INSERT INTO flight_order_seats (order_id, passenger_id, flight_id, seat, chosen, price_minor, currency)
    SELECT o.id, pax.id, o.flight_id, coalesce(p.seat, given[p.any_index]), p.seat IS NOT NULL, p.seat_price, 'INR'
    FROM pax JOIN p ON p.position = pax.position)
  INSERT INTO flight_order_add_ons (order_id, passenger_id, kind, detail, price_minor, currency)
  SELECT o.id, pax.id, a.kind, a.detail, a.price_minor, 'INR'
  FROM jsonb_to_recordset(add_ons) AS a(position smallint, kind text, detail text, price_minor integer)
  LEFT JOIN pax ON pax.position = a.position;

  INSERT INTO flight_order_events (order_id, event, detail) VALUES (o.id, 'held', held_event);

  RETURN QUERY SELECT true, free_chosen, coalesce(given, '{}'),
    (SELECT count(*) FROM flight_seats WHERE flight_id = o.flight_id AND status = 'free'), expires_at, created;
END
$$;
