-- Sessions (issue #11): an idle timeout (last_seen_at, refreshed at most once a minute) and the role the
-- session was issued for: when the account's role changes, its sessions end and a new login gets a new id.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessions ADD COLUMN role text;
UPDATE sessions SET role = users.role FROM users WHERE users.id = sessions.user_id;
ALTER TABLE sessions ALTER COLUMN role SET NOT NULL;
