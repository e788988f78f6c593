import { sql } from 'drizzle-orm';
import { inRoleOrder, type StaffRole } from '@travel/contracts/admin';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/rows';

// Staff roles (issue #40, migration 1540): which of the contracts' roles each staff account holds.

/** The roles a staff account holds (none for a customer or an unknown id), in STAFF_ROLES' order. */
export async function staffRolesOf(db: Db, userId: string): Promise<StaffRole[]> {
  const found = await queryRows<{ role: string }>(
    db,
    sql`SELECT r.role FROM staff_roles r JOIN users u ON u.id = r.user_id
        WHERE r.user_id::text = ${userId} AND u.role = 'admin'`,
  );
  return inRoleOrder(found.map((row) => row.role));
}

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
  suspended: boolean;
}

/** Every staff account with its roles, by name; or the one with this id. */
export async function listStaff(db: Db, userId?: string): Promise<StaffRow[]> {
  const found = await queryRows<{
    id: string;
    name: string;
    email: string;
    roles: string[] | null;
    suspended: boolean;
  }>(
    db,
    sql`SELECT u.id::text AS id, u.name, u.email,
               array_remove(array_agg(r.role), NULL) AS roles, (u.suspended_at IS NOT NULL) AS suspended
        FROM users u LEFT JOIN staff_roles r ON r.user_id = u.id
        WHERE u.role = 'admin' ${userId === undefined ? sql`` : sql`AND u.id::text = ${userId}`}
        GROUP BY u.id, u.name, u.email, u.suspended_at
        ORDER BY lower(u.name), u.id`,
  );
  return found.map((row) => ({
    ...row,
    roles: inRoleOrder(row.roles ?? []),
    suspended: Boolean(row.suspended),
  }));
}

/** Grants a role (nothing when held already). */
export async function grantStaffRole(db: Db, userId: string, role: StaffRole): Promise<void> {
  await db.execute(
    sql`INSERT INTO staff_roles (user_id, role) VALUES (${userId}::uuid, ${role}) ON CONFLICT DO NOTHING`,
  );
}

/** Replaces the roles an account holds with these. Run in a transaction. */
export async function replaceStaffRoles(db: Db, userId: string, roles: readonly StaffRole[]): Promise<void> {
  await db.execute(sql`DELETE FROM staff_roles WHERE user_id::text = ${userId}`);
  for (const role of roles) await grantStaffRole(db, userId, role);
}

/**
 * Takes the transaction's lock on staff roles, then answers who holds super_admin and is not suspended. One lock for
 * every change of roles, so two Super Admins removing each other at once cannot both see the other still there (a row
 * lock would not do: a waiting transaction re-reads the locked rows, not the staff_roles rows joined to them).
 */
export async function lockSuperAdmins(db: Db): Promise<string[]> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff_roles'))`);
  const found = await queryRows<{ id: string }>(
    db,
    sql`SELECT u.id::text AS id FROM users u JOIN staff_roles r ON r.user_id = u.id
        WHERE r.role = 'super_admin' AND u.role = 'admin' AND u.suspended_at IS NULL ORDER BY u.id`,
  );
  return found.map((row) => row.id);
}

/**
 * What a staff route checks on every request: the roles the account holds, and whether it joined by invitation and
 * has no TOTP on yet (it must set it up before anything else). Undefined for anyone but a staff account.
 */
export async function staffAccessOf(
  db: Db,
  userId: string,
): Promise<{ roles: StaffRole[]; mustEnrolTotp: boolean } | undefined> {
  const [found] = await queryRows<{ roles: string[] | null; mustEnrolTotp: boolean }>(
    db,
    sql`SELECT ARRAY(SELECT r.role FROM staff_roles r WHERE r.user_id = u.id) AS roles,
               (u.must_enrol_totp AND NOT EXISTS (
                 SELECT 1 FROM user_totp t WHERE t.user_id = u.id AND t.secret IS NOT NULL)) AS "mustEnrolTotp"
        FROM users u WHERE u.id::text = ${userId} AND u.role = 'admin'`,
  );
  if (!found) return undefined;
  return { roles: inRoleOrder(found.roles ?? []), mustEnrolTotp: Boolean(found.mustEnrolTotp) };
}

/** Suspends (a time) or reinstates (null) a staff account; true when it changed. */
export async function setSuspended(db: Db, userId: string, suspended: boolean): Promise<boolean> {
  const changed = await queryRows<{ id: string }>(
    db,
    sql`UPDATE users SET suspended_at = ${suspended ? sql`now()` : sql`NULL`}, updated_at = now()
        WHERE id::text = ${userId} AND role = 'admin'
          AND ${suspended ? sql`suspended_at IS NULL` : sql`suspended_at IS NOT NULL`}
        RETURNING id::text AS id`,
  );
  return changed.length === 1;
}

/** Whether the account is suspended. */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [found] = await queryRows<{ suspended: boolean }>(
    db,
    sql`SELECT (suspended_at IS NOT NULL) AS suspended FROM users WHERE id::text = ${userId}`,
  );
  return Boolean(found?.suspended);
}
