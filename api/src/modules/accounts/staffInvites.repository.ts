import { sql } from 'drizzle-orm';
import { inRoleOrder, type StaffRole } from '@travel/contracts/admin';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';
import { emailKey } from './accounts.repository';

// Staff invitations (issue #40 point 2, migration 1570). Only the token's SHA-256 is kept.

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export interface InvitationRow {
  id: string;
  email: string;
  roles: StaffRole[];
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

export type InvitationState = 'pending' | 'used' | 'expired' | 'revoked';

export interface InvitationByToken extends InvitationRow {
  state: InvitationState;
}

const COLUMNS = sql`i.id::text AS id, i.email, i.roles, ${iso('i.created_at')} AS "createdAt",
  ${iso('i.expires_at')} AS "expiresAt", inviter.email AS "invitedBy",
  CASE WHEN i.accepted_at IS NOT NULL THEN 'used' WHEN i.revoked_at IS NOT NULL THEN 'revoked'
       WHEN i.expires_at <= now() THEN 'expired' ELSE 'pending' END AS state`;

const FROM = sql`staff_invitations i LEFT JOIN users inviter ON inviter.id = i.invited_by`;

const toRow = <T extends InvitationRow>(row: T): T => ({ ...row, roles: inRoleOrder(row.roles ?? []) });

/** Revokes the address's pending invitation, if any (a new one replaces it). */
export async function revokePendingFor(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`UPDATE staff_invitations SET revoked_at = now()
        WHERE email_key = ${emailKey(email)} AND accepted_at IS NULL AND revoked_at IS NULL`,
  );
}

export async function insertInvitation(
  db: Db,
  invitation: { email: string; roles: readonly StaffRole[]; tokenHash: string; invitedBy: string; hours: number },
): Promise<InvitationRow> {
  const roles = sql.join(
    invitation.roles.map((role) => sql`${role}`),
    sql`, `,
  );
  const [created] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO staff_invitations (email, email_key, roles, token_hash, invited_by, expires_at)
        VALUES (${invitation.email.trim()}, ${emailKey(invitation.email)}, ARRAY[${roles}]::text[],
          ${invitation.tokenHash}, ${invitation.invitedBy}::uuid, now() + make_interval(hours => ${invitation.hours}))
        RETURNING id::text AS id`,
  );
  const [row] = await queryRows<InvitationByToken>(
    db,
    sql`SELECT ${COLUMNS} FROM ${FROM} WHERE i.id::text = ${created.id}`,
  );
  const { state: _state, ...invitationRow } = toRow(row);
  return invitationRow;
}

/** The pending invitations (not used, revoked or expired), newest first. */
export async function listPending(db: Db): Promise<InvitationRow[]> {
  const found = await queryRows<InvitationRow>(
    db,
    sql`SELECT ${COLUMNS} FROM ${FROM}
        WHERE i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
        ORDER BY i.created_at DESC, i.id`,
  );
  return found.map(({ state: _state, ...row }: InvitationRow & { state?: string }) => toRow(row));
}

/** Revokes a pending invitation by id; its address, when there was one to revoke. */
export async function revokeById(db: Db, id: string): Promise<{ email: string; roles: StaffRole[] } | undefined> {
  const [revoked] = await queryRows<{ email: string; roles: string[] }>(
    db,
    sql`UPDATE staff_invitations SET revoked_at = now()
        WHERE id::text = ${id} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        RETURNING email, roles`,
  );
  return revoked && { email: revoked.email, roles: inRoleOrder(revoked.roles) };
}

/** The invitation whose token has this hash, with its state; `lock` takes its row lock (in a transaction). */
export async function findByTokenHash(
  db: Db,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<InvitationByToken | undefined> {
  const [found] = await queryRows<InvitationByToken>(
    db,
    sql`SELECT ${COLUMNS} FROM ${FROM} WHERE i.token_hash = ${tokenHash}
        ${options.lock ? sql`FOR UPDATE OF i` : sql``}`,
  );
  return found && toRow(found);
}

export async function markUsed(db: Db, id: string, userId: string): Promise<void> {
  await db.execute(
    sql`UPDATE staff_invitations SET accepted_at = now(), accepted_user_id = ${userId}::uuid WHERE id::text = ${id}`,
  );
}

/** Makes the account a staff account that must set up TOTP before using any staff route. */
export async function makeInvitedStaff(db: Db, userId: string): Promise<void> {
  await db.execute(
    sql`UPDATE users SET role = 'admin', must_enrol_totp = true, updated_at = now() WHERE id::text = ${userId}`,
  );
}

/** The invitations sent to this address or accepted by this account, oldest first (the personal-data export). */
export async function invitationsOf(
  db: Db,
  subject: { id: string; email: string },
): Promise<(InvitationByToken & { acceptedAt: string | null })[]> {
  const found = await queryRows<InvitationByToken & { acceptedAt: string | null }>(
    db,
    sql`SELECT ${COLUMNS}, ${iso('i.accepted_at')} AS "acceptedAt" FROM ${FROM}
        WHERE i.email_key = ${emailKey(subject.email)} OR i.accepted_user_id::text = ${subject.id}
        ORDER BY i.created_at, i.id`,
  );
  return found.map(toRow);
}

/**
 * The account's deletion: its invitations keep who was invited as what and when (a staff access record), but the
 * address becomes `erasedEmail`; one still pending is revoked, so its link opens nothing.
 */
export async function eraseInvitationsOf(
  db: Db,
  subject: { id: string; email: string },
  erasedEmail: string,
): Promise<void> {
  await db.execute(
    sql`UPDATE staff_invitations
        SET email = ${erasedEmail}, email_key = ${emailKey(erasedEmail)},
            revoked_at = CASE WHEN accepted_at IS NULL THEN coalesce(revoked_at, now()) ELSE revoked_at END
        WHERE email_key = ${emailKey(subject.email)} OR accepted_user_id::text = ${subject.id}`,
  );
}
