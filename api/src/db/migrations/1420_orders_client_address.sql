-- Who asked for a hold (issue #35): the client address an unpaid order was made from, so that what one address
-- holds unpaid at once is limited in seats and rooms, not only in orders.
ALTER TABLE flight_orders ADD COLUMN client_address text;
ALTER TABLE hotel_orders ADD COLUMN client_address text;
CREATE INDEX flight_orders_held_by_address ON flight_orders (client_address) WHERE status = 'held';
CREATE INDEX hotel_orders_held_by_address ON hotel_orders (client_address) WHERE status = 'held';
