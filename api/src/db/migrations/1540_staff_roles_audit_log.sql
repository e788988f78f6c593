-- Staff roles and the audit log (issue #40, points 1 and 4).
--
-- A staff account is a users row with role 'admin' (the back-office account: shorter idle sessions, no social
-- sign-in); what it may do comes from the roles it holds here, each a set of permissions (contracts/src/admin/
-- staff.ts). Every admin before this migration was all-powerful, so each becomes a Super Admin.
CREATE TABLE staff_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL
    CHECK (role IN ('super_admin', 'offer_manager', 'offer_approver', 'support_agent', 'finance', 'operations')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);
INSERT INTO staff_roles (user_id, role) SELECT id, 'super_admin' FROM users WHERE role = 'admin';

-- Who did what, when, from where, to what, with the value before and after. Append-only: the triggers below
-- refuse UPDATE, DELETE and TRUNCATE whoever asks, a Super Admin included (the API has no route that would).
-- actor_id has no foreign key: the log outlives the accounts it names, so the email is kept as it was.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor_id uuid,
  actor_email text,
  ip text,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_action ON audit_log (action, at DESC);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id, at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
