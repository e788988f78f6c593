-- A search reads one route on one day (or one month, for the calendar): one range scan of this index,
-- with the price in the key so the month's cheapest-per-day is answered from the index.
CREATE INDEX flights_route_day_price_idx ON flights (from_code, to_code, departure_date, price_paise);
-- Keeping the window current deletes past days.
CREATE INDEX flights_departure_date_idx ON flights (departure_date);
