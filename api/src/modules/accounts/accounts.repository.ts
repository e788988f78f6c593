import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

export type Role = 'customer' | 'admin';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  mobileNumber: string | null;
  passwordHash: string | null;
  role: Role;
}

export type CodePurpose = 'signup' | 'reset' | 'email_change' | 'account_deletion';

export interface SessionRow {
  id: string;
  idHash: string;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface OneTimeCodeRow {
  codeHash: string;
  salt: string;
  failedAttempts: number;
  /** Seconds since the code was issued (database clock). */
  ageSeconds: number;
  expired: boolean;
}

export interface OAuthFlowRow {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The key an address is unique under: emails are case-insensitive. */
export const emailKey = (email: string) => email.trim().toLowerCase();

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const USER_COLUMNS = sql`id::text AS "id", name, email, mobile_number AS "mobileNumber", password_hash AS "passwordHash", role`;

// Every query of the accounts domain: plain SQL that runs the same on PGlite and PostgreSQL.

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await rows<UserRow>(db, sql`SELECT ${USER_COLUMNS} FROM users WHERE email_key = ${emailKey(email)}`);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await rows<UserRow>(db, sql`SELECT ${USER_COLUMNS} FROM users WHERE id::text = ${id}`);
  return user;
}

export async function insertUser(db: Db, user: Omit<UserRow, 'id'>): Promise<UserRow> {
  const [created] = await rows<UserRow>(
    db,
    sql`INSERT INTO users (name, email, email_key, mobile_number, password_hash, role)
        VALUES (${user.name}, ${user.email.trim()}, ${emailKey(user.email)}, ${user.mobileNumber}, ${user.passwordHash}, ${user.role})
        RETURNING ${USER_COLUMNS}`,
  );
  return created;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: { name?: string; mobileNumber?: string | null },
): Promise<UserRow | undefined> {
  const [updated] = await rows<UserRow>(
    db,
    sql`UPDATE users SET
          name = COALESCE(${changes.name ?? null}, name),
          mobile_number = ${changes.mobileNumber === undefined ? sql`mobile_number` : changes.mobileNumber},
          updated_at = now()
        WHERE id::text = ${id}
        RETURNING ${USER_COLUMNS}`,
  );
  return updated;
}

export async function setPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.execute(sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id::text = ${id}`);
}

/** Creates the account or, when it exists, makes it a Super Admin with this password (start-up admin). */
export async function upsertAdmin(db: Db, email: string, passwordHash: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO users (name, email, email_key, password_hash, role)
        VALUES ('Administrator', ${email.trim()}, ${emailKey(email)}, ${passwordHash}, 'admin')
        ON CONFLICT (email_key) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'admin', updated_at = now()`,
  );
  // The start-up admin is always a Super Admin (issue #40): whatever roles it was given, it gets this one back.
  await db.execute(
    sql`INSERT INTO staff_roles (user_id, role) SELECT id, 'super_admin' FROM users WHERE email_key = ${emailKey(email)}
        ON CONFLICT DO NOTHING`,
  );
}

export async function saveCode(
  db: Db,
  purpose: CodePurpose,
  email: string,
  code: { hash: string; salt: string; ttlSeconds: number },
) {
  await db.execute(
    sql`INSERT INTO one_time_codes (purpose, email_key, code_hash, salt, expires_at)
        VALUES (${purpose}, ${emailKey(email)}, ${code.hash}, ${code.salt}, now() + make_interval(secs => ${code.ttlSeconds}))
        ON CONFLICT (purpose, email_key) DO UPDATE SET code_hash = EXCLUDED.code_hash, salt = EXCLUDED.salt,
          failed_attempts = 0, created_at = now(), expires_at = EXCLUDED.expires_at`,
  );
}

export async function findCode(db: Db, purpose: CodePurpose, email: string): Promise<OneTimeCodeRow | undefined> {
  const [code] = await rows<OneTimeCodeRow>(
    db,
    sql`SELECT code_hash AS "codeHash", salt, failed_attempts AS "failedAttempts",
          EXTRACT(EPOCH FROM (now() - created_at))::float8 AS "ageSeconds", (expires_at <= now()) AS "expired"
        FROM one_time_codes WHERE purpose = ${purpose} AND email_key = ${emailKey(email)}`,
  );
  return code && { ...code, ageSeconds: Number(code.ageSeconds) };
}

/** Counts a wrong try and returns the new count. */
export async function recordFailedAttempt(db: Db, purpose: CodePurpose, email: string): Promise<number> {
  const [row] = await rows<{ failedAttempts: number }>(
    db,
    sql`UPDATE one_time_codes SET failed_attempts = failed_attempts + 1
        WHERE purpose = ${purpose} AND email_key = ${emailKey(email)}
        RETURNING failed_attempts AS "failedAttempts"`,
  );
  return row?.failedAttempts ?? 0;
}

/** Removes the code; true only for the one caller that removed it (single use under concurrency). */
export async function consumeCode(db: Db, purpose: CodePurpose, email: string, codeHash: string): Promise<boolean> {
  const deleted = await rows<{ purpose: string }>(
    db,
    sql`DELETE FROM one_time_codes WHERE purpose = ${purpose} AND email_key = ${emailKey(email)}
          AND code_hash = ${codeHash} AND expires_at > now()
        RETURNING purpose`,
  );
  return deleted.length === 1;
}

export async function deleteCode(db: Db, purpose: CodePurpose, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM one_time_codes WHERE purpose = ${purpose} AND email_key = ${emailKey(email)}`);
}

/** Failures of this account from this address in the last `withinSeconds`, and seconds since the latest. */
export async function loginFailuresOfPair(
  db: Db,
  email: string,
  address: string,
  withinSeconds: number,
): Promise<{ failures: number; secondsSinceLast: number | null }> {
  const [row] = await rows<{ failures: number; secondsSinceLast: number | null }>(
    db,
    sql`SELECT count(*)::int AS failures, EXTRACT(EPOCH FROM (now() - max(failed_at)))::float8 AS "secondsSinceLast"
        FROM login_failures
        WHERE email_key = ${emailKey(email)} AND address = ${address}
          AND failed_at > now() - make_interval(secs => ${withinSeconds})`,
  );
  return {
    failures: Number(row.failures),
    secondsSinceLast: row.secondsSinceLast === null ? null : Number(row.secondsSinceLast),
  };
}

/** Counts a failed login; returns the account's failures from every address in the last `windowSeconds`. */
export async function recordLoginFailure(
  db: Db,
  email: string,
  address: string,
  windowSeconds: number,
): Promise<number> {
  await db.execute(sql`INSERT INTO login_failures (email_key, address) VALUES (${emailKey(email)}, ${address})`);
  const [row] = await rows<{ failures: number }>(
    db,
    sql`SELECT count(*)::int AS failures FROM login_failures
        WHERE email_key = ${emailKey(email)} AND failed_at > now() - make_interval(secs => ${windowSeconds})`,
  );
  return Number(row.failures);
}

export async function forgetLoginFailures(db: Db, email: string, address: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_failures WHERE email_key = ${emailKey(email)} AND address = ${address}`);
}

/** True for the one caller that may email the owner now: none was sent in the last `windowSeconds`. */
export async function claimLoginFailureAlert(db: Db, email: string, windowSeconds: number): Promise<boolean> {
  const claimed = await rows<{ emailKey: string }>(
    db,
    sql`INSERT INTO login_failure_alerts (email_key, sent_at) VALUES (${emailKey(email)}, now())
        ON CONFLICT (email_key) DO UPDATE SET sent_at = now()
        WHERE login_failure_alerts.sent_at <= now() - make_interval(secs => ${windowSeconds})
        RETURNING email_key AS "emailKey"`,
  );
  return claimed.length === 1;
}

/** A session for the user, bound to the role the user has now. */
export async function insertSession(
  db: Db,
  idHash: string,
  userId: string,
  ttlSeconds: number,
  userAgent?: string,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO sessions (id_hash, user_id, role, expires_at, user_agent)
        SELECT ${idHash}, id, role, now() + make_interval(secs => ${ttlSeconds}), ${userAgent ?? null}
        FROM users WHERE id::text = ${userId}`,
  );
}

/** The account's live sessions (not expired, not idle too long), most recently used first. */
export async function listSessions(db: Db, userId: string, idleSeconds: Record<Role, number>): Promise<SessionRow[]> {
  return rows<SessionRow>(
    db,
    sql`SELECT public_id::text AS "id", id_hash AS "idHash", user_agent AS "userAgent",
          to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
          to_char(last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastSeenAt"
        FROM sessions WHERE user_id::text = ${userId} AND expires_at > now()
          AND last_seen_at > now() - make_interval(secs => CASE role
            WHEN 'admin' THEN ${idleSeconds.admin}::int ELSE ${idleSeconds.customer}::int END)
        ORDER BY last_seen_at DESC, created_at DESC`,
  );
}

/** Ends one of the account's sessions by its public id; the hash of the one ended, if it was the account's. */
export async function deleteSessionOfUser(db: Db, userId: string, publicId: string): Promise<string | undefined> {
  const [deleted] = await rows<{ idHash: string }>(
    db,
    sql`DELETE FROM sessions WHERE user_id::text = ${userId} AND public_id::text = ${publicId}
        RETURNING id_hash AS "idHash"`,
  );
  return deleted?.idHash;
}

/** Every session of the account but `keepIdHash` ends (after a password change). */
export async function deleteOtherSessions(db: Db, userId: string, keepIdHash: string): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE user_id::text = ${userId} AND id_hash <> ${keepIdHash}`);
}

export async function setEmail(db: Db, id: string, email: string): Promise<UserRow | undefined> {
  const [updated] = await rows<UserRow>(
    db,
    sql`UPDATE users SET email = ${email.trim()}, email_key = ${emailKey(email)}, updated_at = now()
        WHERE id::text = ${id} RETURNING ${USER_COLUMNS}`,
  );
  return updated;
}

/**
 * Deletion at the owner's request: the row stays (bookings the law keeps point at it) but holds nothing
 * personal; its address is freed for a new sign-up, and it can no longer sign in by any means.
 */
export async function eraseUser(db: Db, id: string, placeholder: string): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE user_id::text = ${id}`);
  await db.execute(sql`DELETE FROM mfa_pending_sign_ins WHERE user_id::text = ${id}`);
  await db.execute(sql`DELETE FROM user_totp WHERE user_id::text = ${id}`);
  await db.execute(sql`DELETE FROM mfa_recovery_codes WHERE user_id::text = ${id}`);
  await db.execute(sql`DELETE FROM user_identities WHERE user_id::text = ${id}`);
  await db.execute(
    sql`UPDATE users SET name = 'Deleted account', email = ${placeholder}, email_key = ${placeholder},
          mobile_number = NULL, password_hash = NULL, deleted_at = now(), updated_at = now()
        WHERE id::text = ${id}`,
  );
}

/**
 * The user of a live session: not expired, not idle for longer than its role allows, issued for the role the
 * user has now, and of an account that is not suspended. Marks the session as seen, at most once every `touchAfterSeconds`.
 */
export async function findSessionUser(
  db: Db,
  idHash: string,
  idleSeconds: Record<Role, number>,
  touchAfterSeconds: number,
): Promise<UserRow | undefined> {
  const [found] = await rows<UserRow & { idle: number }>(
    db,
    sql`SELECT u.id::text AS "id", u.name, u.email, u.mobile_number AS "mobileNumber",
          u.password_hash AS "passwordHash", u.role,
          EXTRACT(EPOCH FROM (now() - s.last_seen_at))::float8 AS "idle"
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id_hash = ${idHash} AND s.expires_at > now() AND s.role = u.role AND u.suspended_at IS NULL
          AND s.last_seen_at > now() - make_interval(secs => CASE u.role
            WHEN 'admin' THEN ${idleSeconds.admin}::int ELSE ${idleSeconds.customer}::int END)`,
  );
  if (!found) return undefined;
  if (Number(found.idle) >= touchAfterSeconds) {
    await db.execute(sql`UPDATE sessions SET last_seen_at = now() WHERE id_hash = ${idHash}`);
  }
  return {
    id: found.id,
    name: found.name,
    email: found.email,
    mobileNumber: found.mobileNumber,
    passwordHash: found.passwordHash,
    role: found.role,
  };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE id_hash = ${idHash}`);
}

/** After a password reset every signed-in device is signed out, and a sign-in waiting for its code is void. */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE user_id::text = ${userId}`);
  await db.execute(sql`DELETE FROM mfa_pending_sign_ins WHERE user_id::text = ${userId}`);
}

export async function insertOAuthFlow(db: Db, idHash: string, flow: OAuthFlowRow, ttlSeconds: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO oauth_flows (id_hash, provider, state, nonce, code_verifier, expires_at)
        VALUES (${idHash}, ${flow.provider}, ${flow.state}, ${flow.nonce}, ${flow.codeVerifier},
          now() + make_interval(secs => ${ttlSeconds}))`,
  );
}

/** Finds and removes the flow: each one completes at most once. */
export async function takeOAuthFlow(db: Db, idHash: string): Promise<OAuthFlowRow | undefined> {
  const [flow] = await rows<OAuthFlowRow>(
    db,
    sql`DELETE FROM oauth_flows WHERE id_hash = ${idHash}
        RETURNING provider, state, nonce, code_verifier AS "codeVerifier", (expires_at > now()) AS "live"`,
  );
  return flow && (flow as OAuthFlowRow & { live: boolean }).live ? flow : undefined;
}

/** Housekeeping: drops what has expired. */
export async function deleteExpired(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE expires_at <= now()`);
  await db.execute(sql`DELETE FROM oauth_flows WHERE expires_at <= now()`);
  await db.execute(sql`DELETE FROM login_failures WHERE failed_at <= now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM one_time_codes WHERE expires_at <= now() - interval '1 day'`);
}
