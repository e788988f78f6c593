import {
  STAFF_INVITE_HOURS,
  STAFF_INVITE_MESSAGES,
  STAFF_ROLE_LABELS,
  type StaffInviteAcceptBody,
  type StaffInviteBody,
  type StaffInviteDetailsReply,
  type StaffRole,
} from '@travel/contracts/admin';
import {
  staffInviteAcceptSchema,
  staffInviteExistingAccountSchema,
  staffInviteSchema,
} from '@travel/contracts/validation';
import type { Db } from '../../db/database';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import * as accountsRepo from './accounts.repository';
import type { UserRow } from './accounts.repository';
import type { PersonalDataKeeper } from './account.service';
import { validate } from './accounts.service';
import { grantStaffRole } from './staff.repository';
import * as repo from './staffInvites.repository';
import type { InvitationByToken, InvitationRow } from './staffInvites.repository';
import { hashPassword, randomToken, sha256, verifyPassword } from './secrets';

const M = STAFF_INVITE_MESSAGES;

/** The link's path in the portal (mf-auth's /staff-invite page). */
export const STAFF_INVITE_PATH = '/staff-invite';

function invitationMail(to: string, roles: readonly StaffRole[], link: string): MailMessage {
  return {
    to,
    subject: 'You are invited to the Travel Portal back office',
    text: [
      `You have been invited to join the Travel Portal back office as ${roles.map((r) => STAFF_ROLE_LABELS[r]).join(', ')}.`,
      '',
      'Open this link to set your password and two-step sign-in:',
      link,
      '',
      `The link works once and expires in ${STAFF_INVITE_HOURS} hours. If you did not expect this email, ignore it.`,
      '',
      'Travel Portal',
    ].join('\n'),
  };
}

/** 404 for a token nobody was given, 410 for one used, revoked or expired: each says what to do. */
function usable(found: InvitationByToken | undefined): InvitationByToken {
  if (!found) throw new ApiError(404, M.unknownLink);
  if (found.state === 'used') throw new ApiError(410, M.usedLink);
  if (found.state === 'revoked') throw new ApiError(410, M.revokedLink);
  if (found.state === 'expired') throw new ApiError(410, M.expiredLink);
  return found;
}

const tokenHashOf = (token: string) => sha256(token.trim());

export interface StaffInvitesDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Staff invitations (issue #40 point 2), as `app.accounts.staffInvites`: invite by email with roles, list and
 * revoke the pending ones, and the invitee's side: read the invitation, accept it.
 */
export function staffInvites({ db, mailer, publicUrl }: StaffInvitesDeps) {
  return {
    /**
     * A new invitation for the address (replacing its pending one), its link mailed in the same transaction. 409 when
     * the address already belongs to a staff account. A customer's address may be invited: accepting adds the roles.
     */
    async invite(body: StaffInviteBody, invitedBy: string): Promise<InvitationRow> {
      const values = await validate(staffInviteSchema, body);
      const existing = await accountsRepo.findUserByEmail(db, values.email);
      if (existing?.role === 'admin') throw new ApiError(409, M.alreadyStaff);
      const token = randomToken();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await repo.revokePendingFor(tx, values.email);
        const created = await repo.insertInvitation(tx, {
          email: values.email,
          roles: values.roles,
          tokenHash: sha256(token),
          invitedBy,
          hours: STAFF_INVITE_HOURS,
        });
        const link = `${publicUrl}${STAFF_INVITE_PATH}?token=${encodeURIComponent(token)}`;
        await mailer.send(invitationMail(created.email, created.roles, link), { tx });
        return created;
      });
    },

    listPending: () => repo.listPending(db),

    /** Revokes a pending invitation; 404 when there is none with this id. */
    async revoke(id: string): Promise<{ email: string; roles: StaffRole[] }> {
      const revoked = await repo.revokeById(db, id);
      if (!revoked) throw new ApiError(404, M.noSuchInvitation);
      return revoked;
    },

    /** What the invitee is shown before accepting. */
    async details(token: string): Promise<StaffInviteDetailsReply> {
      const found = usable(await repo.findByTokenHash(db, tokenHashOf(token)));
      const existing = await accountsRepo.findUserByEmail(db, found.email);
      return {
        success: true,
        email: found.email,
        roles: found.roles,
        expiresAt: found.expiresAt,
        existingAccount: Boolean(existing),
      };
    },

    /**
     * Accepts: a new staff account with the name and password given, or, when the address has an account already
     * (a customer's), that account once its password is proven (its name and password stay). Either way it holds
     * the invitation's roles and must set up TOTP before any staff route. The invitation is locked, checked and
     * marked used in the transaction that makes the account, so two accepts at once make one account.
     */
    async accept(body: StaffInviteAcceptBody): Promise<{ user: UserRow; created: boolean }> {
      const tokenHash = tokenHashOf(body.token);
      const invitation = usable(await repo.findByTokenHash(db, tokenHash));
      const existing = await accountsRepo.findUserByEmail(db, invitation.email);
      let passwordHash: string | undefined;
      let name = '';
      if (existing) {
        const { password } = await validate(staffInviteExistingAccountSchema, body);
        if (!(await verifyPassword(existing.passwordHash, password))) throw new ApiError(401, M.wrongExistingPassword);
      } else {
        const values = await validate(staffInviteAcceptSchema, body);
        name = values.name;
        passwordHash = await hashPassword(values.password);
      }

      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const locked = usable(await repo.findByTokenHash(tx, tokenHash, { lock: true }));
        const now = await accountsRepo.findUserByEmail(tx, locked.email);
        if (now?.role === 'admin') throw new ApiError(409, M.alreadyStaff);
        // The account found before the lock is the one whose password was checked (or none, for a new one).
        if ((now?.id ?? null) !== (existing?.id ?? null)) throw new ApiError(409, M.usedLink);
        const user =
          now ??
          (await accountsRepo.insertUser(tx, {
            name,
            email: locked.email,
            mobileNumber: null,
            passwordHash: passwordHash!,
            role: 'admin',
          }));
        await repo.makeInvitedStaff(tx, user.id);
        for (const role of locked.roles) await grantStaffRole(tx, user.id, role);
        await repo.markUsed(tx, locked.id, user.id);
        const made = await accountsRepo.findUserById(tx, user.id);
        return { user: made!, created: !now };
      });
    },
  };
}

export type StaffInvites = ReturnType<typeof staffInvites>;

/**
 * Staff invitations are a person's data too: the export lists those sent to the address or accepted by the account;
 * deleting the account takes the address off them and revokes one still pending.
 */
export function staffInvitesPersonalData(db: Db): PersonalDataKeeper {
  return {
    section: 'staffInvitations',
    export: async (subject) =>
      (await repo.invitationsOf(db, subject)).map(({ email, roles, createdAt, expiresAt, acceptedAt, state }) => ({
        email,
        roles,
        createdAt,
        expiresAt,
        acceptedAt,
        state,
      })),
    erase: (subject) => repo.eraseInvitationsOf(db, subject, subject.erasedEmail),
  };
}
