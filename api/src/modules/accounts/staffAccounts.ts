import { STAFF_INVITE_MESSAGES, type StaffRole } from '@travel/contracts/admin';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import { deleteSessionsOfUser, emailKey } from './accounts.repository';
import * as repo from './staff.repository';

export const STAFF_MESSAGES = {
  noSuchStaff: 'No staff member with this id.',
  lastSuperAdmin: 'At least one Super Admin must remain: make someone else a Super Admin first.',
  startUpAdmin: 'The start-up administrator (ADMIN_EMAIL) is always a Super Admin.',
} as const;

export type StaffMemberRow = repo.StaffRow;

/** Staff accounts and their roles (issue #40), as `app.accounts.staff`. */
export function staffAccounts(db: Db) {
  return {
    rolesOf: (userId: string) => repo.staffRolesOf(db, userId),
    list: () => repo.listStaff(db),
    async find(userId: string): Promise<StaffMemberRow | undefined> {
      const [found] = await repo.listStaff(db, userId);
      return found;
    },
    /**
     * Gives a staff account exactly these roles; answers it before and after. 404 for anyone but a staff account
     * (staff are invited, a customer is never made one here); 409 when it would leave no Super Admin, or take the
     * role from the start-up administrator (`startUpAdminEmail`, who gets it back at every start anyway).
     */
    async setRoles(
      userId: string,
      roles: readonly StaffRole[],
      startUpAdminEmail: string | undefined,
    ): Promise<{ before: StaffMemberRow; after: StaffMemberRow }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const superAdmins = await repo.lockSuperAdmins(tx);
        const [before] = await repo.listStaff(tx, userId);
        if (!before) throw new ApiError(404, STAFF_MESSAGES.noSuchStaff);
        const losesSuperAdmin = before.roles.includes('super_admin') && !roles.includes('super_admin');
        if (losesSuperAdmin && startUpAdminEmail && emailKey(startUpAdminEmail) === emailKey(before.email)) {
          throw new ApiError(409, STAFF_MESSAGES.startUpAdmin);
        }
        if (losesSuperAdmin && superAdmins.filter((id) => id !== userId).length === 0) {
          throw new ApiError(409, STAFF_MESSAGES.lastSuperAdmin);
        }
        await repo.replaceStaffRoles(tx, userId, roles);
        const [after] = await repo.listStaff(tx, userId);
        return { before, after };
      });
    },

    /**
     * Suspends a staff account: every session and sign-in waiting for its code ends at once, and login refuses it
     * until reinstated. 404 for anyone but staff; 409 for the caller themself, the start-up administrator, the last
     * active Super Admin, or someone suspended already.
     */
    async suspend(
      userId: string,
      actorId: string,
      startUpAdminEmail: string | undefined,
    ): Promise<{ before: StaffMemberRow; after: StaffMemberRow }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const superAdmins = await repo.lockSuperAdmins(tx);
        const [before] = await repo.listStaff(tx, userId);
        if (!before) throw new ApiError(404, STAFF_MESSAGES.noSuchStaff);
        if (userId === actorId) throw new ApiError(409, STAFF_INVITE_MESSAGES.suspendSelf);
        if (startUpAdminEmail && emailKey(startUpAdminEmail) === emailKey(before.email)) {
          throw new ApiError(409, STAFF_INVITE_MESSAGES.suspendStartUpAdmin);
        }
        if (before.suspended) throw new ApiError(409, STAFF_INVITE_MESSAGES.alreadySuspended);
        if (before.roles.includes('super_admin') && superAdmins.filter((id) => id !== userId).length === 0) {
          throw new ApiError(409, STAFF_INVITE_MESSAGES.suspendLastSuperAdmin);
        }
        await repo.setSuspended(tx, userId, true);
        await deleteSessionsOfUser(tx, userId);
        const [after] = await repo.listStaff(tx, userId);
        return { before, after };
      });
    },

    /** Lifts a suspension: the staff member may sign in again. 404 for anyone but staff, 409 when not suspended. */
    async reinstate(userId: string): Promise<{ before: StaffMemberRow; after: StaffMemberRow }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [before] = await repo.listStaff(tx, userId);
        if (!before) throw new ApiError(404, STAFF_MESSAGES.noSuchStaff);
        if (!(await repo.setSuspended(tx, userId, false))) throw new ApiError(409, STAFF_INVITE_MESSAGES.notSuspended);
        const [after] = await repo.listStaff(tx, userId);
        return { before, after };
      });
    },
  };
}
