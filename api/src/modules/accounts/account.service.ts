import type { FastifyBaseLogger } from 'fastify';
import {
  describeUserAgent,
  type AccountExport,
  type AccountProfile,
  type AccountSession,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type UpdateProfileBody,
} from '@travel/contracts/accounts';
import { changePasswordSchema, deleteAccountSchema, profileUpdateSchema } from '@travel/contracts/validation';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import type { Db } from '../../db/database';
import * as repo from './accounts.repository';
import { emailKey, type UserRow } from './accounts.repository';
import { ACCOUNT_MESSAGES, validate, type AccountsService } from './accounts.service';
import { hashPassword, verifyPassword } from './secrets';
import { SESSION_IDLE_SECONDS } from './sessions';

export const ACCOUNT_AREA_MESSAGES = {
  profileUpdated: ACCOUNT_MESSAGES.profileUpdated,
  emailCodeSent: (email: string) => `We sent a 6-digit code to ${email}. Enter it to confirm your new email.`,
  emailChanged: 'Your email has been changed',
  emailTaken: 'An account with this email already exists.',
  wrongPassword: 'Current password is incorrect',
  noPassword: 'Your account has no password yet. Use Forgot Password on the login page to set one.',
  passwordChanged: 'Password changed. You have been signed out everywhere else.',
  sessionEnded: 'Session signed out',
  sessionNotFound: 'Session not found',
  signedOutEverywhere: 'Signed out everywhere',
  deletionCodeSent: 'We sent a 6-digit code to your email. Enter it to delete your account.',
  deletionWrongPassword: 'Password is incorrect',
  accountDeleted: 'Your account has been deleted',
} as const;

/** Who a module's personal data belongs to. */
export interface DataSubject {
  id: string;
  email: string;
}

/** What erased data says where an address was: the same for every module, and never a real mailbox. */
export const erasedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * A module that keeps personal data registers how to hand it over (the export), how to remove it when the
 * account is deleted, and what to do when the account's email changes. Each module keeps its own tables.
 */
export interface PersonalDataKeeper {
  /** The section's name in the export ("priceAlerts", "hotelBookings" …). */
  section: string;
  export(subject: DataSubject): Promise<unknown>;
  /** Removes the subject's personal data; what the law keeps (bookings) stays, with `erasedEmail` for the address. */
  erase(subject: DataSubject & { erasedEmail: string }): Promise<void>;
  emailChanged?(subject: DataSubject, previousEmail: string): Promise<void>;
}

const toProfile = (user: UserRow): AccountProfile => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  mobileNumber: user.mobileNumber,
  hasPassword: user.passwordHash !== null,
});

/** The account area: profile and email change, password, sessions, export and deletion (issue 16). */
export interface AccountAreaDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  accounts: AccountsService;
}

export function accountAreaService({ db, mailer, log, accounts }: AccountAreaDeps) {
  const { codes } = accounts;
  const keepers: PersonalDataKeeper[] = [];
  const emailChangeKey = (userId: string, email: string) => `${userId}:${emailKey(email)}`;

  async function userOf(userId: string): Promise<UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new ApiError(401, 'Please log in to continue.');
    return user;
  }

  async function mailQuietly(to: string, subject: string, text: string) {
    try {
      await mailer.send({ to, subject, text: `${text}\n\nTravel Portal` });
    } catch (error) {
      log.error({ err: error }, `could not send "${subject}"`);
    }
  }

  async function listSessions(userId: string, currentHash: string | undefined): Promise<AccountSession[]> {
    const sessions = await repo.listSessions(db, userId, SESSION_IDLE_SECONDS);
    return sessions.map((session) => ({
      id: session.id,
      device: describeUserAgent(session.userAgent),
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      current: session.idHash === currentHash,
    }));
  }

  return {
    registerPersonalData(keeper: PersonalDataKeeper) {
      keepers.push(keeper);
    },

    async profile(userId: string): Promise<AccountProfile> {
      return toProfile(await userOf(userId));
    },

    /** True when this body asks to change the account's email (a code will be mailed or checked). */
    asksEmailChange(current: string, body: UpdateProfileBody | undefined): boolean {
      const email = body?.email?.trim();
      return Boolean(email) && emailKey(email!) !== emailKey(current);
    },

    /**
     * Name and mobile change at once. A new email first gets a code (mailed to the new address, so only its
     * owner can make the change); with that code the email changes, the old address is told, and the modules
     * that file data under the address (price alerts) follow it.
     */
    async updateProfile(
      userId: string,
      body: UpdateProfileBody,
    ): Promise<{ message: string; profile: AccountProfile; pendingEmail?: string }> {
      const values = await validate(profileUpdateSchema, body);
      let user = await userOf(userId);
      const changes = {
        name: values.name,
        mobileNumber:
          body && typeof body === 'object' && 'mobileNumber' in body ? (values.mobileNumber ?? null) : undefined,
      };
      if (changes.name !== undefined || changes.mobileNumber !== undefined) {
        user = (await repo.updateUser(db, userId, changes)) ?? user;
      }
      const newEmail = values.email;
      if (!newEmail || emailKey(newEmail) === emailKey(user.email)) {
        return { message: ACCOUNT_AREA_MESSAGES.profileUpdated, profile: toProfile(user) };
      }
      if (!values.emailOtp) {
        const code = await codes.issue('email_change', emailChangeKey(userId, newEmail));
        await codes.mail(
          newEmail,
          'Confirm your new Travel Portal email',
          `${user.name} asked to use this address for their Travel Portal account. Enter this code to confirm it.`,
          code,
        );
        return {
          message: ACCOUNT_AREA_MESSAGES.emailCodeSent(newEmail),
          profile: toProfile(user),
          pendingEmail: newEmail,
        };
      }
      await codes.consume('email_change', emailChangeKey(userId, newEmail), values.emailOtp);
      const holder = await repo.findUserByEmail(db, newEmail);
      if (holder && holder.id !== userId) throw new ApiError(409, ACCOUNT_AREA_MESSAGES.emailTaken);
      const previousEmail = user.email;
      const changed = await repo.setEmail(db, userId, newEmail).catch((error: unknown) => {
        // Two accounts confirming the same address at once: the unique key lets one through.
        if (/unique|duplicate/i.test(String((error as Error)?.message))) {
          throw new ApiError(409, ACCOUNT_AREA_MESSAGES.emailTaken);
        }
        throw error;
      });
      if (!changed) throw new ApiError(401, 'Please log in to continue.');
      for (const keeper of keepers) await keeper.emailChanged?.({ id: userId, email: changed.email }, previousEmail);
      await mailQuietly(
        previousEmail,
        'Your Travel Portal email was changed',
        `The email of your Travel Portal account was changed to ${changed.email}. If you did not do this, reply to this email at once.`,
      );
      return { message: ACCOUNT_AREA_MESSAGES.emailChanged, profile: toProfile(changed) };
    },

    /** The current password proves it is the owner; every other session ends, this one stays. */
    async changePassword(userId: string, currentHash: string, body: ChangePasswordBody): Promise<void> {
      const values = await validate(changePasswordSchema, body);
      const user = await userOf(userId);
      if (!user.passwordHash) throw new ApiError(400, ACCOUNT_AREA_MESSAGES.noPassword);
      if (!(await verifyPassword(user.passwordHash, values.currentPassword))) {
        throw new ApiError(400, ACCOUNT_AREA_MESSAGES.wrongPassword);
      }
      await repo.setPassword(db, userId, await hashPassword(values.newPassword));
      await repo.deleteOtherSessions(db, userId, currentHash);
      await mailQuietly(
        user.email,
        'Your Travel Portal password was changed',
        'The password of your Travel Portal account was changed, and every other device was signed out. If you did not do this, use Forgot Password on the login page at once.',
      );
    },

    listSessions,

    /** Ends one of the person's own sessions; another person's id is not found. */
    async endSession(userId: string, sessionId: string): Promise<{ endedHash: string }> {
      const endedHash = await repo.deleteSessionOfUser(db, userId, sessionId);
      if (!endedHash) throw new ApiError(404, ACCOUNT_AREA_MESSAGES.sessionNotFound);
      return { endedHash };
    },

    async endAllSessions(userId: string): Promise<void> {
      await repo.deleteSessionsOfUser(db, userId);
    },

    async exportData(userId: string, currentHash: string | undefined): Promise<AccountExport> {
      const user = await userOf(userId);
      const data: Record<string, unknown> = {};
      for (const keeper of keepers) data[keeper.section] = await keeper.export({ id: user.id, email: user.email });
      return {
        exportedAt: new Date().toISOString(),
        profile: toProfile(user),
        sessions: await listSessions(userId, currentHash),
        data,
      };
    },

    /** For an account without a password (social sign-in only): a code to the account's address confirms deletion. */
    async sendDeletionCode(userId: string): Promise<void> {
      const user = await userOf(userId);
      const code = await codes.issue('account_deletion', userId);
      await codes.mail(
        user.email,
        'Confirm the deletion of your Travel Portal account',
        'You asked to delete your Travel Portal account. Enter this code to confirm. Deleting it cannot be undone.',
        code,
      );
    },

    /**
     * Deletes the account at its owner's request, confirmed by password or emailed code: each module removes or
     * anonymises what it keeps (bookings stay for the tax records, without a name or contact), then the account
     * itself is emptied, its sessions end, and its address may sign up again.
     */
    async deleteAccount(userId: string, body: DeleteAccountBody): Promise<void> {
      const values = await validate(deleteAccountSchema, body);
      const user = await userOf(userId);
      if (values.password) {
        if (!(await verifyPassword(user.passwordHash, values.password))) {
          throw new ApiError(400, ACCOUNT_AREA_MESSAGES.deletionWrongPassword);
        }
      } else {
        await codes.consume('account_deletion', userId, values.otp!);
      }
      const subject = { id: user.id, email: user.email, erasedEmail: erasedEmailOf(user.id) };
      for (const keeper of keepers) await keeper.erase(subject);
      await repo.eraseUser(db, userId, subject.erasedEmail);
      await mailQuietly(
        user.email,
        'Your Travel Portal account was deleted',
        'Your Travel Portal account and the personal data it held have been deleted. Bookings stay on record without your name or contact details, as tax law requires. You can sign up again with this email at any time.',
      );
    },
  };
}

export type AccountAreaService = ReturnType<typeof accountAreaService>;
