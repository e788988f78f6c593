-- New orders' references have 10 characters (issue #35); those made before keep their 6.
ALTER TABLE flight_orders ALTER COLUMN reference TYPE varchar(10);
ALTER TABLE hotel_orders ALTER COLUMN reference TYPE varchar(10);
