-- Travel credit spent on a hotel order (pay-now rates), as on a flight order (migration 1350): the ledger lines
-- are the same table's, tied to the order's id; the order keeps what it spent. Its total stays all-inclusive; the
-- card pays pay_now_minor less this.
ALTER TABLE hotel_orders ADD COLUMN travel_credit_minor integer NOT NULL DEFAULT 0 CHECK (travel_credit_minor >= 0);
