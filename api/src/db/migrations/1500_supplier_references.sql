-- Our order reference -> the supplier's id it was sent under, for a supplier whose order carries no reference of
-- ours (TripJack keys a booking by the bookingId of its review). Written before the order is sent, so after a
-- time-out or a restart, any API process finds the order it may have made instead of making a second one.
CREATE TABLE supplier_references (
  supplier text NOT NULL,
  reference text NOT NULL,
  supplier_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier, reference)
);
