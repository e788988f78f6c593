-- The fare a date change moved away from (base fare, and taxes and airport fees, whole party): the booking's
-- "What you paid" shows its fare as booked, then each change's fee and fare difference, adding up to its total.
-- Changes made before this column existed have none; the page then counts the difference against the base fare.
ALTER TABLE flight_date_changes ADD COLUMN IF NOT EXISTS from_base_fare_minor integer;
ALTER TABLE flight_date_changes ADD COLUMN IF NOT EXISTS from_taxes_and_fees_minor integer;
