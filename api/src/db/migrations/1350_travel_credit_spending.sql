-- Travel credit spent at checkout (issue #16): a flight order may pay part or all of its total with the account's
-- travel credit. The spending is a ledger line below 0 tied to the order, written in the order's transaction; the
-- credit goes back as a line above 0 tied to the same order when the order expires unpaid or is cancelled. Each
-- order spends once and gets back once (unique on order and kind), so a retry or a repeated signal cannot double
-- either. A refund taken as credit (migration 1320) keeps kind 'refund' and no order.
ALTER TABLE travel_credit_entries ADD COLUMN kind text NOT NULL DEFAULT 'refund'
  CHECK (kind IN ('refund', 'spent', 'returned'));
ALTER TABLE travel_credit_entries ADD COLUMN order_id uuid;
CREATE UNIQUE INDEX travel_credit_entries_order_kind_idx ON travel_credit_entries (order_id, kind)
  WHERE order_id IS NOT NULL;

-- The credit the order spent (0: none); the order's total stays all-inclusive, the card pays the rest.
ALTER TABLE flight_orders ADD COLUMN travel_credit_minor integer NOT NULL DEFAULT 0 CHECK (travel_credit_minor >= 0);
