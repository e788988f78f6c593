-- A flight's seats left now counts only the seats on sale: a held seat leaves it when it is held, not when it is
-- sold, and a cancelled booking's seats come back (issue #35). Where a flight's seat map is written, its free seats
-- are the truth: the count starts from them.
UPDATE flights f
SET seats_left = s.free
FROM (
  SELECT flight_id, count(*) FILTER (WHERE status = 'free') AS free FROM flight_seats GROUP BY flight_id
) s
WHERE f.id = s.flight_id AND f.seats_left <> s.free;
