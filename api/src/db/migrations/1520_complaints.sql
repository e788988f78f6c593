-- The complaints desk (issue 39): grievance redressal as the Consumer Protection (E-Commerce) Rules 2020 require.
-- A complaint gets a ticket number at once, is acknowledged within 48 hours and resolved within a month of filing.
-- Nothing here is ever deleted: messages and events are append-only (the triggers refuse otherwise), and every
-- change of a complaint is an event with who and when.

CREATE SEQUENCE complaint_ticket_seq;

CREATE TABLE complaints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- 'TP-C-000123', from complaint_ticket_seq.
  ticket text NOT NULL UNIQUE,
  category text NOT NULL
    CHECK (category IN ('refund', 'cancellation', 'change', 'payment', 'schedule_change', 'other')),
  booking_kind text NOT NULL CHECK (booking_kind IN ('flight', 'hotel')),
  booking_reference text NOT NULL,
  -- The complainant: the signed-in account, or a guest (no user) proven by the trips look-up; email is where the
  -- desk writes (the account's, or the booking's for a guest).
  user_id uuid REFERENCES users (id),
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'acknowledged', 'resolved', 'reopened')),
  assigned_to uuid REFERENCES users (id),
  filed_at timestamptz NOT NULL,
  -- The two clocks, kept as filed (contracts' complaintDeadlines): 48 hours and 30 days after filed_at.
  acknowledge_by timestamptz NOT NULL,
  resolve_by timestamptz NOT NULL,
  acknowledged_at timestamptz,
  resolved_at timestamptz,
  resolution text,
  updated_at timestamptz NOT NULL
);
-- The staff queue: not yet acknowledged by its 48-hour deadline, then unresolved by its month.
CREATE INDEX complaints_acknowledge_queue_idx ON complaints (acknowledge_by) WHERE status = 'open';
CREATE INDEX complaints_resolve_queue_idx ON complaints (resolve_by) WHERE status <> 'resolved';
CREATE INDEX complaints_status_idx ON complaints (status, resolve_by);
CREATE INDEX complaints_user_idx ON complaints (user_id, filed_at);
CREATE INDEX complaints_email_idx ON complaints (lower(email), filed_at);

-- The thread: the traveller's and the staff's messages. Append-only.
CREATE TABLE complaint_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  complaint_id uuid NOT NULL REFERENCES complaints (id),
  author text NOT NULL CHECK (author IN ('traveller', 'staff')),
  -- The staff member, or the signed-in traveller; NULL for a guest (the complaint's email).
  author_id uuid REFERENCES users (id),
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX complaint_messages_complaint_idx ON complaint_messages (complaint_id, id);

-- Refunds and date changes staff linked to a complaint (recorded once each).
CREATE TABLE complaint_links (
  complaint_id uuid NOT NULL REFERENCES complaints (id),
  kind text NOT NULL CHECK (kind IN ('refund', 'date_change')),
  target_id text NOT NULL,
  linked_by uuid NOT NULL REFERENCES users (id),
  linked_at timestamptz NOT NULL,
  PRIMARY KEY (complaint_id, kind, target_id)
);

-- The audit trail: who did what to a complaint, the value before and after, when. Append-only.
CREATE TABLE complaint_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  complaint_id uuid NOT NULL REFERENCES complaints (id),
  actor text NOT NULL CHECK (actor IN ('traveller', 'staff')),
  actor_id uuid REFERENCES users (id),
  action text NOT NULL,
  before text,
  after text,
  created_at timestamptz NOT NULL
);
CREATE INDEX complaint_events_complaint_idx ON complaint_events (complaint_id, id);

CREATE FUNCTION complaints_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'complaint records are never changed or deleted (%)', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER complaint_messages_append_only BEFORE UPDATE OR DELETE ON complaint_messages
  FOR EACH ROW EXECUTE FUNCTION complaints_append_only();
CREATE TRIGGER complaint_events_append_only BEFORE UPDATE OR DELETE ON complaint_events
  FOR EACH ROW EXECUTE FUNCTION complaints_append_only();
CREATE TRIGGER complaint_links_append_only BEFORE UPDATE OR DELETE ON complaint_links
  FOR EACH ROW EXECUTE FUNCTION complaints_append_only();
CREATE TRIGGER complaints_never_deleted BEFORE DELETE ON complaints
  FOR EACH ROW EXECUTE FUNCTION complaints_append_only();
