-- Travel credit (issue #16): a refund the traveller chose, in the cancellation wizard, to take as travel credit
-- instead of back to the card. One ledger line per credit, kept by the account's email (hotel bookings and their
-- cancellation requests are kept by email); the balance is the sum. A cancellation request is credited once.
CREATE TABLE travel_credit_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  currency char(3) NOT NULL,
  reason text NOT NULL,
  booking_id text,
  cancellation_request_id uuid UNIQUE REFERENCES cancellation_requests (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX travel_credit_entries_email_idx ON travel_credit_entries (email, created_at);
