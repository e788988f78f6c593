-- Saved travellers (issue #14): a signed-in person keeps the people they book for, picked on checkout's form.
-- Removing one only marks it (deleted_at): nothing is deleted.
CREATE TABLE saved_travellers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('adult', 'child')),
  title text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date,
  nationality char(2),
  passport_number text,
  passport_expiry date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- One live row per person of an account: saving the same person again updates their details.
CREATE UNIQUE INDEX saved_travellers_person_idx ON saved_travellers
  (user_id, type, lower(first_name), lower(last_name), coalesce(date_of_birth, DATE '0001-01-01'))
  WHERE deleted_at IS NULL;
