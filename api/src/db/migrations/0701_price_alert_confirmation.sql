-- Price alerts set while logged out are double opt-in (issue #11): inactive, and mailing nothing more, until the
-- link in their first email confirms them. Alerts of an account's own (verified) address are confirmed at once.
ALTER TABLE price_alerts ADD COLUMN confirmed_at timestamptz;
-- Alerts from before this change count as confirmed only for addresses that have an account (proved by its
-- sign-up code); any other address never asked for them, as far as anyone knows.
UPDATE price_alerts a SET confirmed_at = a.created_at
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.email_key = lower(a.email));

DROP INDEX price_alerts_waiting;
CREATE INDEX price_alerts_waiting ON price_alerts (departure_date) WHERE notified_at IS NULL AND confirmed_at IS NOT NULL;

-- Each confirmation email sent to an address, so at most a few go to one address a day.
CREATE TABLE price_alert_confirmation_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_alert_confirmation_mails_email_sent ON price_alert_confirmation_mails (email_key, sent_at);
