import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { queryRows } from '../../../db/rows';

/** An identity provider's account: the ID token's `iss` and `sub`, which never change for that account. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  provider: string;
}

/** A first social login waiting for its proof (the account's password or a mailed code). */
export interface PendingLinkRow extends ProviderIdentity {
  email: string;
  name: string;
  codeHash: string | null;
  codeSalt: string | null;
  /** Seconds since the last code was mailed; null when none was. */
  codeAgeSeconds: number | null;
  codesSent: number;
  failedAttempts: number;
}

// The queries of social identities and their pending links: plain SQL for PGlite and PostgreSQL alike.

/** The user an identity is linked to. */
export async function findLinkedUserId(
  db: Db,
  identity: Pick<ProviderIdentity, 'issuer' | 'subject'>,
): Promise<string | undefined> {
  const [row] = await queryRows<{ userId: string }>(
    db,
    sql`SELECT user_id::text AS "userId" FROM user_identities
        WHERE issuer = ${identity.issuer} AND subject = ${identity.subject}`,
  );
  return row?.userId;
}

/** Links an identity to a user; false when it is already linked (to anyone). */
export async function link(db: Db, identity: ProviderIdentity, userId: string, email: string): Promise<boolean> {
  const rows = await queryRows<{ issuer: string }>(
    db,
    sql`INSERT INTO user_identities (issuer, subject, user_id, provider, email)
        VALUES (${identity.issuer}, ${identity.subject}, ${userId}::uuid, ${identity.provider}, ${email})
        ON CONFLICT (issuer, subject) DO NOTHING RETURNING issuer`,
  );
  return rows.length === 1;
}

export async function insertPending(
  db: Db,
  idHash: string,
  pending: ProviderIdentity & { email: string; name: string },
  ttlSeconds: number,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO pending_identity_links (id_hash, issuer, subject, provider, email, name, expires_at)
        VALUES (${idHash}, ${pending.issuer}, ${pending.subject}, ${pending.provider}, ${pending.email},
          ${pending.name}, now() + make_interval(secs => ${ttlSeconds}))`,
  );
}

export async function findPending(db: Db, idHash: string): Promise<PendingLinkRow | undefined> {
  const [row] = await queryRows<PendingLinkRow>(
    db,
    sql`SELECT issuer, subject, provider, email, name, code_hash AS "codeHash", code_salt AS "codeSalt",
          EXTRACT(EPOCH FROM (now() - code_sent_at))::float8 AS "codeAgeSeconds",
          codes_sent AS "codesSent", failed_attempts AS "failedAttempts"
        FROM pending_identity_links WHERE id_hash = ${idHash} AND expires_at > now()`,
  );
  return row && { ...row, codeAgeSeconds: row.codeAgeSeconds === null ? null : Number(row.codeAgeSeconds) };
}

export async function saveCode(db: Db, idHash: string, code: { hash: string; salt: string }): Promise<void> {
  await db.execute(
    sql`UPDATE pending_identity_links SET code_hash = ${code.hash}, code_salt = ${code.salt},
          code_sent_at = now(), codes_sent = codes_sent + 1
        WHERE id_hash = ${idHash}`,
  );
}

/** Counts a wrong password or code and returns the new count. */
export async function recordFailure(db: Db, idHash: string): Promise<number> {
  const [row] = await queryRows<{ failedAttempts: number }>(
    db,
    sql`UPDATE pending_identity_links SET failed_attempts = failed_attempts + 1 WHERE id_hash = ${idHash}
        RETURNING failed_attempts AS "failedAttempts"`,
  );
  return row?.failedAttempts ?? 0;
}

/** Removes the pending link; true only for the one caller that removed it (each completes once). */
export async function takePending(db: Db, idHash: string): Promise<boolean> {
  const rows = await queryRows<{ idHash: string }>(
    db,
    sql`DELETE FROM pending_identity_links WHERE id_hash = ${idHash} RETURNING id_hash AS "idHash"`,
  );
  return rows.length === 1;
}

export async function deleteExpiredPending(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM pending_identity_links WHERE expires_at <= now()`);
}
