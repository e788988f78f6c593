import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

// The second factor's rows (migration 1560): TOTP per account, recovery codes, pending sign-ins, factor_at.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface TotpRow {
  /** Encrypted (see mfaCrypto); null while off. */
  secret: string | null;
  enabledAt: string | null;
  pendingSecret: string | null;
  lastUsedStep: number | null;
}

const isoUtc = (column: SQL) => sql`to_char((${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export async function findTotp(db: Db, userId: string): Promise<TotpRow | undefined> {
  const [found] = await rows<TotpRow>(
    db,
    sql`SELECT secret, ${isoUtc(sql`enabled_at`)} AS "enabledAt", pending_secret AS "pendingSecret",
          last_used_step::float8 AS "lastUsedStep"
        FROM user_totp WHERE user_id::text = ${userId}`,
  );
  return found && { ...found, lastUsedStep: found.lastUsedStep === null ? null : Number(found.lastUsedStep) };
}

/** A new pending secret, replacing a pending one; an enabled secret stays as it is. */
export async function savePendingSecret(db: Db, userId: string, sealed: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO user_totp (user_id, pending_secret) VALUES (${userId}::uuid, ${sealed})
        ON CONFLICT (user_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret, updated_at = now()`,
  );
}

/** The pending secret becomes the account's (if it is still the one checked); false when it changed meanwhile. */
export async function enableTotp(db: Db, userId: string, sealedPending: string, step: number): Promise<boolean> {
  const done = await rows<{ userId: string }>(
    db,
    sql`UPDATE user_totp SET secret = pending_secret, pending_secret = NULL, enabled_at = now(),
          last_used_step = ${step}, updated_at = now()
        WHERE user_id::text = ${userId} AND pending_secret = ${sealedPending}
        RETURNING user_id::text AS "userId"`,
  );
  return done.length === 1;
}

/** Sets TOTP on with this secret (the start-up admin's ADMIN_TOTP_SECRET); keeps enabled_at when it was on. */
export async function setTotp(db: Db, userId: string, sealed: string, keepLastUsedStep: boolean): Promise<void> {
  await db.execute(
    sql`INSERT INTO user_totp (user_id, secret, enabled_at) VALUES (${userId}::uuid, ${sealed}, now())
        ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, pending_secret = NULL,
          enabled_at = COALESCE(user_totp.enabled_at, now()),
          last_used_step = CASE WHEN ${keepLastUsedStep} THEN user_totp.last_used_step ELSE NULL END,
          updated_at = now()`,
  );
}

/**
 * Records that the code of this time step was used: true only when the step is later than the last one used, so
 * a code (or an earlier one) is never accepted twice, even by two requests at once.
 */
export async function useStep(db: Db, userId: string, step: number): Promise<boolean> {
  const done = await rows<{ userId: string }>(
    db,
    sql`UPDATE user_totp SET last_used_step = ${step}
        WHERE user_id::text = ${userId} AND enabled_at IS NOT NULL
          AND (last_used_step IS NULL OR last_used_step < ${step})
        RETURNING user_id::text AS "userId"`,
  );
  return done.length === 1;
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await db.execute(sql`DELETE FROM user_totp WHERE user_id::text = ${userId}`);
  await db.execute(sql`DELETE FROM mfa_recovery_codes WHERE user_id::text = ${userId}`);
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: readonly string[]): Promise<void> {
  await db.execute(sql`DELETE FROM mfa_recovery_codes WHERE user_id::text = ${userId}`);
  for (const hash of hashes) {
    await db.execute(sql`INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES (${userId}::uuid, ${hash})`);
  }
}

/** Uses a recovery code: true the first time only. */
export async function useRecoveryCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const done = await rows<{ userId: string }>(
    db,
    sql`UPDATE mfa_recovery_codes SET used_at = now()
        WHERE user_id::text = ${userId} AND code_hash = ${hash} AND used_at IS NULL
        RETURNING user_id::text AS "userId"`,
  );
  return done.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [found] = await rows<{ left: number }>(
    db,
    sql`SELECT count(*)::int AS "left" FROM mfa_recovery_codes WHERE user_id::text = ${userId} AND used_at IS NULL`,
  );
  return Number(found?.left ?? 0);
}

export async function insertPendingSignIn(db: Db, idHash: string, userId: string, ttlSeconds: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO mfa_pending_sign_ins (id_hash, user_id, expires_at)
        VALUES (${idHash}, ${userId}::uuid, now() + make_interval(secs => ${ttlSeconds}))`,
  );
  await db.execute(sql`DELETE FROM mfa_pending_sign_ins WHERE expires_at <= now()`);
}

/** Counts a try on a live pending sign-in before its code is checked: its user and tries so far, this one included. */
export async function claimPendingSignInTry(
  db: Db,
  idHash: string,
): Promise<{ userId: string; tries: number } | undefined> {
  const [found] = await rows<{ userId: string; tries: number }>(
    db,
    sql`UPDATE mfa_pending_sign_ins SET tries = tries + 1 WHERE id_hash = ${idHash} AND expires_at > now()
        RETURNING user_id::text AS "userId", tries`,
  );
  return found && { userId: found.userId, tries: Number(found.tries) };
}

/** Ends a pending sign-in; true when it was still there (so it completes once). */
export async function deletePendingSignIn(db: Db, idHash: string): Promise<boolean> {
  const done = await rows<{ idHash: string }>(
    db,
    sql`DELETE FROM mfa_pending_sign_ins WHERE id_hash = ${idHash} RETURNING id_hash AS "idHash"`,
  );
  return done.length === 1;
}

/** A factor was proven on this session now; answers until when money actions pass (ISO 8601). */
export async function markFactor(db: Db, sessionHash: string, windowSeconds: number): Promise<string | undefined> {
  const [found] = await rows<{ validUntil: string }>(
    db,
    sql`UPDATE sessions SET factor_at = now() WHERE id_hash = ${sessionHash}
        RETURNING ${isoUtc(sql`now() + make_interval(secs => ${windowSeconds})`)} AS "validUntil"`,
  );
  return found?.validUntil;
}

/**
 * A money action: when a factor was proven on the session within the window, the window starts again (sliding)
 * and the answer is true; false otherwise.
 */
export async function extendRecentFactor(db: Db, sessionHash: string, windowSeconds: number): Promise<boolean> {
  const done = await rows<{ idHash: string }>(
    db,
    sql`UPDATE sessions SET factor_at = now()
        WHERE id_hash = ${sessionHash} AND factor_at > now() - make_interval(secs => ${windowSeconds})
        RETURNING id_hash AS "idHash"`,
  );
  return done.length === 1;
}
