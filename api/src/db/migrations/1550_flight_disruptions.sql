-- The airline's schedule changes and cancellations of flights booked at a supplier (issue 39): each distinct change
-- the supplier reports (Duffel's webhook, TripJack's polled booking) is one row, however often it is seen; the
-- traveller's answer (accept, another flight, cancel for a full refund) is written on it once. Nothing is deleted:
-- every step is an event with who and when.
CREATE TABLE flight_disruptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES flight_orders (id),
  supplier text NOT NULL CHECK (supplier IN ('duffel', 'tripjack')),
  supplier_order_id text NOT NULL,
  -- The supplier's id for the change: how a change seen twice stays one row.
  change_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('retimed', 'renumbered', 'cancelled')),
  -- The slices as booked and as changed (SupplierSlice[], local times), as the supplier reported them.
  removed jsonb NOT NULL,
  added jsonb NOT NULL,
  -- What the supplier allows: accept, change, cancel.
  actions text[] NOT NULL,
  respond_by timestamptz,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'accepted', 'changed', 'cancelled', 'expired', 'superseded')),
  -- The answer being carried out at the supplier (a lease, so a second answer waits and a dead process's lapses).
  answering text CHECK (answering IN ('accept', 'change', 'cancel')),
  answering_until timestamptz,
  chosen_action text CHECK (chosen_action IN ('accept', 'change', 'cancel', 'deadline')),
  chosen_by text CHECK (chosen_by IN ('traveller', 'staff', 'system')),
  chosen_by_user uuid REFERENCES users (id),
  chosen_at timestamptz,
  -- The alternative chosen (its slices), or the refund made.
  choice jsonb,
  detected_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (supplier, change_id)
);
CREATE INDEX flight_disruptions_order_idx ON flight_disruptions (order_id, detected_at);
CREATE INDEX flight_disruptions_open_idx ON flight_disruptions (respond_by) WHERE status = 'open';

-- Append-only: detected, notified, reminded, answered, expired, superseded.
CREATE TABLE flight_disruption_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  disruption_id uuid NOT NULL REFERENCES flight_disruptions (id),
  action text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('traveller', 'staff', 'system')),
  actor_id uuid REFERENCES users (id),
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flight_disruption_events_idx ON flight_disruption_events (disruption_id, id);

CREATE FUNCTION flight_disruptions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'flight disruption records are never deleted or rewritten (%)', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER flight_disruption_events_append_only BEFORE UPDATE OR DELETE ON flight_disruption_events
  FOR EACH ROW EXECUTE FUNCTION flight_disruptions_append_only();
CREATE TRIGGER flight_disruptions_never_deleted BEFORE DELETE ON flight_disruptions
  FOR EACH ROW EXECUTE FUNCTION flight_disruptions_append_only();

-- TripJack sends no notice of a change: what each booking looked like when last read (its slices), so a change is
-- noticed by whichever API process polls next, after a restart too.
CREATE TABLE supplier_booked_slices (
  supplier text NOT NULL,
  supplier_order_id text NOT NULL,
  slices jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier, supplier_order_id)
);
