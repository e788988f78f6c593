-- A guest's flight orders are attached to the account of their contact email when its owner signs up or in
-- (issue #14): found by this index.
CREATE INDEX flight_orders_guest_email_idx ON flight_orders (contact_email) WHERE user_id IS NULL;
