-- A flight order booked at the supplier whose offer the traveller chose (issue 37): which supplier, its offer id
-- and what it asked for the fare (the whole party, minor units), as re-priced when the order was made. NULL: our
-- own inventory's order. The order at the supplier itself, once paid, is a row of supplier_orders.
ALTER TABLE flight_orders
  ADD COLUMN supplier text CHECK (supplier IN ('duffel', 'tripjack')),
  ADD COLUMN supplier_offer_id text,
  ADD COLUMN supplier_total_minor integer CHECK (supplier_total_minor >= 0),
  ADD CONSTRAINT flight_orders_supplier_whole CHECK (
    (supplier IS NULL) = (supplier_offer_id IS NULL) AND (supplier IS NULL) = (supplier_total_minor IS NULL)
  );
