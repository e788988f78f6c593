-- Sign-ups waiting for their code were kept in pending_signups until the account took the password sent with the
-- code (issue #35): nothing has written or read the table since, so it goes.
DROP TABLE IF EXISTS pending_signups;
