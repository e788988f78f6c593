-- An order placed at a supplier once our traveller has paid: one row per order of ours, sent with our own
-- reference so that an unclear answer (time-out, 5xx) is looked up at the supplier, never sent twice.
CREATE TABLE supplier_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_kind text NOT NULL CHECK (order_kind IN ('flight', 'hotel')),
  order_id uuid NOT NULL,
  supplier text NOT NULL,
  offer_id text NOT NULL,
  -- Written on the supplier's order where its protocol allows: how we find it again.
  reference text NOT NULL UNIQUE,
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency char(3) NOT NULL,
  -- What the supplier is sent (passengers, services), kept so a retry sends the very same order.
  request jsonb NOT NULL,
  -- pending: not known to be made yet (a first try, or an unclear answer to look up); confirmed: the supplier
  -- has it; refused: the supplier said no, and the traveller's money goes back.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'refused')),
  -- Tries started: more than 0 means an earlier try may have reached the supplier, so look before sending.
  attempts integer NOT NULL DEFAULT 0,
  -- While a try is under way; a process that died mid-try leaves it to lapse.
  claimed_until timestamptz,
  supplier_order_id text,
  booking_reference text,
  ticket_numbers text[] NOT NULL DEFAULT '{}',
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_kind, order_id)
);

-- Staff's list of orders paid but not (yet) confirmed at the supplier.
CREATE INDEX supplier_orders_pending ON supplier_orders (created_at) WHERE status = 'pending';
