-- Who asked for a hold, by device too (issue #35): the hash of the booking device's cookie an unpaid order was made
-- from, so that what one device holds unpaid at once is limited whichever address it comes from (a phone moving
-- between Wi-Fi and mobile data, an IPv6 address that changes), beside the limit per address.
ALTER TABLE flight_orders ADD COLUMN client_device text;
ALTER TABLE hotel_orders ADD COLUMN client_device text;
CREATE INDEX flight_orders_held_by_device ON flight_orders (client_device) WHERE status = 'held';
CREATE INDEX hotel_orders_held_by_device ON hotel_orders (client_device) WHERE status = 'held';
