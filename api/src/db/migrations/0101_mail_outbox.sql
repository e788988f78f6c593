-- Mail waits here between the request that wrote it and the send loop that delivers it after the response
-- (issue #11: a request takes as long whether or not it sends mail). A sent row is deleted, so codes in mail
-- bodies do not stay in the database; a failed one is retried later with a growing delay.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  -- the MailMessage as JSON: to, subject, text, html, headers
  message text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- due time; while a sender holds the row it is pushed into the future (a lease), so a crash mid-send
  -- only delays the row until the lease ends
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at);
