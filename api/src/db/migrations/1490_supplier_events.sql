-- What suppliers tell us unasked (Duffel's signed webhooks; later, what polling finds): each event once, by the
-- supplier's own id, however often it is delivered; processed_at is set by whoever acts on it.
CREATE TABLE supplier_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  supplier text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  -- The supplier's order the event is about, when it names one.
  supplier_order_id text,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  UNIQUE (supplier, event_id)
);

CREATE INDEX supplier_events_unprocessed ON supplier_events (received_at) WHERE processed_at IS NULL;
