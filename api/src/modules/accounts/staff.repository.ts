import { sql, type SQL } from 'drizzle-orm';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@travel/contracts/admin';
import type { Db } from '../../db/database';

// Staff roles (issue #40, migration 1540): which of the contracts' roles each staff account holds.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const inRoleOrder = (roles: readonly string[]): StaffRole[] => STAFF_ROLES.filter((role) => roles.includes(role));

/** The roles a staff account holds (none for a customer or an unknown id), in STAFF_ROLES' order. */
export async function staffRolesOf(db: Db, userId: string): Promise<StaffRole[]> {
  const found = await rows<{ role: string }>(
    db,
    sql`SELECT r.role FROM staff_roles r JOIN users u ON u.id = r.user_id
        WHERE r.user_id::text = ${userId} AND u.role = 'admin'`,
  );
  return inRoleOrder(found.map((row) => row.role).filter(isStaffRole));
}

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
}

/** Every staff account with its roles, by name; or the one with this id. */
export async function listStaff(db: Db, userId?: string): Promise<StaffRow[]> {
  const found = await rows<{ id: string; name: string; email: string; roles: string[] | null }>(
    db,
    sql`SELECT u.id::text AS id, u.name, u.email,
               array_remove(array_agg(r.role), NULL) AS roles
        FROM users u LEFT JOIN staff_roles r ON r.user_id = u.id
        WHERE u.role = 'admin' ${userId === undefined ? sql`` : sql`AND u.id::text = ${userId}`}
        GROUP BY u.id, u.name, u.email
        ORDER BY lower(u.name), u.id`,
  );
  return found.map((row) => ({ ...row, roles: inRoleOrder((row.roles ?? []).filter(isStaffRole)) }));
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
 * Takes the transaction's lock on staff roles, then answers who holds super_admin. One lock for every change of
 * roles, so two Super Admins removing each other at once cannot both see the other still there (a row lock would
 * not do: a waiting transaction re-reads the locked rows, not the staff_roles rows joined to them).
 */
export async function lockSuperAdmins(db: Db): Promise<string[]> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff_roles'))`);
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT u.id::text AS id FROM users u JOIN staff_roles r ON r.user_id = u.id
        WHERE r.role = 'super_admin' AND u.role = 'admin' ORDER BY u.id`,
  );
  return found.map((row) => row.id);
}
