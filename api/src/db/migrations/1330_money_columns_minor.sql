-- Money is integer minor units everywhere and a column says so by its name (`*_minor`, as 0800 onwards do): the
-- older columns said `paise` (wrong for any other currency) or nothing. Renamed in place; indexes follow, CHECK
-- constraints keep working and get the name PostgreSQL would give them now. No function or view reads these columns
-- (flight_order_hold of 1300 reads flight_orders and flight_seats only), so none is re-created.
ALTER TABLE flight_routes RENAME COLUMN base_price_paise TO base_price_minor;
ALTER TABLE flights RENAME COLUMN price_paise TO price_minor;
ALTER TABLE flight_day_prices RENAME COLUMN min_price_paise TO min_price_minor;

ALTER TABLE bookings RENAME COLUMN amount_paid TO amount_paid_minor;
ALTER TABLE bookings RENAME CONSTRAINT bookings_amount_paid_check TO bookings_amount_paid_minor_check;

ALTER TABLE cancellation_requests RENAME COLUMN amount TO amount_minor;
ALTER TABLE cancellation_requests RENAME CONSTRAINT cancellation_requests_amount_check TO cancellation_requests_amount_minor_check;
ALTER TABLE cancellation_requests RENAME COLUMN refundable_amount TO refundable_amount_minor;
ALTER TABLE cancellation_requests RENAME COLUMN deductions TO deductions_minor;
ALTER TABLE cancellation_requests RENAME COLUMN net_refund TO net_refund_minor;

ALTER TABLE hotels RENAME COLUMN price_per_night TO price_per_night_minor;
ALTER TABLE hotels RENAME COLUMN original_price TO original_price_minor;
ALTER TABLE hotel_providers RENAME COLUMN price_per_night TO price_per_night_minor;
ALTER TABLE hotel_room_types RENAME COLUMN price_per_night TO price_per_night_minor;
ALTER TABLE hotel_room_types RENAME CONSTRAINT hotel_room_types_price_per_night_check TO hotel_room_types_price_per_night_minor_check;

ALTER TABLE refunds RENAME COLUMN amount TO amount_minor;
ALTER TABLE refunds RENAME CONSTRAINT refunds_amount_check TO refunds_amount_minor_check;
