-- Newsletter (issue #11): subscribing an address that is already subscribed answers like a new subscription and
-- mails the address that nothing changed, at most once a day (so the form cannot be used to flood an inbox).
ALTER TABLE newsletter_subscriptions ADD COLUMN already_subscribed_notice_at timestamptz;
