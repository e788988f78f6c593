-- Payments (issue #14): one row per payment asked of a gateway for an order (flights, hotels), and the audit
-- trail of every signal about it. Money in minor units beside its currency. Nothing is deleted.
CREATE TABLE payments (
  id text PRIMARY KEY,                                   -- 'pmt_…', the receipt / metadata sent to the gateway
  purpose text NOT NULL CHECK (purpose IN ('flight_order', 'hotel_order')),
  order_id text NOT NULL,
  gateway text NOT NULL CHECK (gateway IN ('razorpay', 'stripe', 'sandbox')),
  gateway_order_id text,                                 -- order_… (Razorpay), pi_… (Stripe), sbx_… (sandbox)
  gateway_payment_id text,                               -- pay_… (Razorpay), ch_… (Stripe) once paid
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL,
  status text NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'pending', 'requires_action', 'captured', 'failed')),
  failure_reason text,
  description text NOT NULL,
  customer_email text NOT NULL,
  return_url text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,                  -- the order module's key: a retried start finds this row
  -- One process at a time creates the gateway order (a lease), and how often it was tried: after an unclear
  -- answer the next try first looks for the order the gateway may have made.
  gateway_call_at timestamptz,
  gateway_attempts integer NOT NULL DEFAULT 0,
  -- The last status the order module's listeners took without failing: one not told yet is told again.
  notified_status text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payments_gateway_order_idx ON payments (gateway, gateway_order_id);
CREATE INDEX payments_order_idx ON payments (purpose, order_id);

-- Every signal about a payment, applied or not: its start, the browser's return, webhooks, lookups.
CREATE TABLE payment_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id text NOT NULL REFERENCES payments (id),
  status text NOT NULL,                                  -- the status the signal reported
  applied boolean NOT NULL,                              -- whether it changed the payment's status
  source text NOT NULL CHECK (source IN ('start', 'browser', 'webhook', 'reconcile')),
  gateway_event_id text UNIQUE,                          -- a redelivered webhook is recognised and ignored
  summary text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_payment_idx ON payment_events (payment_id, id);
