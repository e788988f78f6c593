import type {
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  VerifySignupBody,
} from '@travel/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import {
  forgotPasswordEmailProblem,
  loginProblems,
  resetPasswordSchema,
  signupSchema,
  validateFirstError,
  verifySignupSchema,
} from '@travel/contracts/validation';
import type { AnyObject, ObjectSchema } from 'yup';
import { STAFF_INVITE_MESSAGES } from '@travel/contracts/admin';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import * as repo from './accounts.repository';
import type { CodePurpose, UserRow } from './accounts.repository';
import { loginThrottle } from './loginThrottle';
import { isSuspended } from './staff.repository';
import { generateCode, hashCode, hashPassword, newCodeSalt, sameHash, verifyPassword } from './secrets';
import { toSessionUser, type SessionUser } from './sessions';

// What other modules use of this module's parts, through its public face.
export { generateCode, hashCode, newCodeSalt, randomToken, sameHash, sha256 } from './secrets';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_RESEND_AFTER_SECONDS = 30;
export const CODE_MAX_FAILED_ATTEMPTS = 5;

export const ACCOUNT_MESSAGES = {
  codeSent: 'Otp sent successfully',
  accountCreated: 'Account created successfully',
  loginSucceeded: 'Login Successfully',
  logoutSucceeded: 'Logout Successfully',
  resetCodeSent: 'Otp sent for password reset',
  passwordReset: 'Reset password successfully',
  profileUpdated: 'Profile updated successfully',
  invalidLogin: 'Invalid email or password',
  codeInvalid: 'This code is invalid or has expired. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  wrongCode: (attemptsLeft: number) =>
    `Incorrect code. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  accountExists: 'An account with this email already exists. Please log in.',
} as const;

/** The server enforces the very rules (and messages) the forms use: 400 with the first failure. */
export async function validate<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): Promise<T> {
  const result = await validateFirstError(schema, body);
  if (!result.ok) throw new ApiError(400, result.message);
  return result.value;
}

/** Sign-up, codes, login and password reset: the rules of issue #3, independent of HTTP. */
export type SignedInListener = (user: { id: string; email: string }) => void | Promise<void>;

export interface AccountsDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export function accountsService({ db, mailer, log }: AccountsDeps) {
  const throttle = loginThrottle({ mailer, db });

  /** Issues a fresh code for purpose+email (at most every 30 s) and returns it; the caller decides whether to mail it. */
  async function issueCode(purpose: CodePurpose, email: string): Promise<string> {
    const existing = await repo.findCode(db, purpose, email);
    if (existing && !existing.expired && existing.ageSeconds < CODE_RESEND_AFTER_SECONDS) {
      throw new ApiError(
        429,
        ACCOUNT_MESSAGES.resendTooSoon(Math.ceil(CODE_RESEND_AFTER_SECONDS - existing.ageSeconds)),
      );
    }
    const code = generateCode();
    const salt = newCodeSalt();
    await repo.saveCode(db, purpose, email, { hash: hashCode(code, salt), salt, ttlSeconds: CODE_TTL_SECONDS });
    return code;
  }

  /** Checks a code: single use, 10 minutes, invalid after 5 wrong tries. Throws the message to show. */
  async function consumeCode(purpose: CodePurpose, email: string, code: string): Promise<void> {
    const stored = await repo.findCode(db, purpose, email);
    if (!stored || stored.expired || stored.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) {
      throw new ApiError(400, ACCOUNT_MESSAGES.codeInvalid);
    }
    const codeHash = hashCode(code, stored.salt);
    if (!sameHash(codeHash, stored.codeHash)) {
      const failed = await repo.recordFailedAttempt(db, purpose, email);
      if (failed >= CODE_MAX_FAILED_ATTEMPTS) {
        await repo.deleteCode(db, purpose, email);
        throw new ApiError(400, ACCOUNT_MESSAGES.tooManyAttempts);
      }
      throw new ApiError(400, ACCOUNT_MESSAGES.wrongCode(CODE_MAX_FAILED_ATTEMPTS - failed));
    }
    if (!(await repo.consumeCode(db, purpose, email, codeHash))) throw new ApiError(400, ACCOUNT_MESSAGES.codeInvalid);
  }

  async function mailCode(to: string, subject: string, intro: string, code: string) {
    await mailer.send({
      to,
      subject,
      text: [
        intro,
        '',
        `Your one-time code is ${code}`,
        '',
        `It expires in ${CODE_TTL_SECONDS / 60} minutes and works once. If you did not ask for it, ignore this email.`,
        '',
        'Travel Portal',
      ].join('\n'),
    });
  }

  const signInListeners = new Set<SignedInListener>();

  /** Tells the listeners that this account's owner proved their email (signed up or in); a failure is logged. */
  async function signedIn(user: { id: string; email: string }): Promise<void> {
    for (const listener of signInListeners) {
      await Promise.resolve(listener(user)).catch((error: unknown) =>
        log.error({ err: error, userId: user.id }, 'a sign-in listener failed'),
      );
    }
  }

  return {
    /** The account with this id, if there is one. */
    findUserById: (userId: string) => repo.findUserById(db, userId),
    /** The one-time code rules, for the account area's own codes (a new email, deleting the account). */
    codes: { issue: issueCode, consume: consumeCode, mail: mailCode },

    /**
     * Runs `listener` whenever someone signs up or signs in to an account, whose email is verified (a sign-up
     * only becomes an account with the emailed code): checkout attaches the guest bookings of that email.
     */
    onSignedIn(listener: SignedInListener): () => void {
      signInListeners.add(listener);
      return () => signInListeners.delete(listener);
    },

    /** Called by each sign-in route once its session has started. */
    async signedIn(userId: string): Promise<void> {
      const user = await repo.findUserById(db, userId);
      if (user) await signedIn(user);
    },

    /**
     * Mails a code that proves the address. Nothing is kept but the code: the account is made at verify-signup
     * from what is sent with the code, so an earlier sign-up for the address (by anyone) decides nothing. For an
     * address that already has an account the answer is the same (no account enumeration); that person gets an
     * email saying so instead of a code. Mail names no one, since the address is not verified yet.
     */
    async signup(body: SignupBody): Promise<void> {
      const values = await validate(signupSchema, body);
      const code = await issueCode('signup', values.email);
      const existing = await repo.findUserByEmail(db, values.email);
      if (existing) {
        await mailer.send({
          to: existing.email,
          subject: 'You already have a Travel Portal account',
          text: `Someone (hopefully you) tried to sign up with this email, but an account already exists.\n\nLog in, or use Forgot Password on the login page to choose a new password.\n\nTravel Portal`,
        });
        return;
      }
      await mailCode(
        values.email,
        'Your Travel Portal verification code',
        'Welcome to Travel Portal! Enter this code to finish signing up.',
        code,
      );
    },

    /** Makes the account once the code is right, with the name and password sent with the code. */
    async verifySignup(body: VerifySignupBody): Promise<SessionUser> {
      const values = await validate(verifySignupSchema, body);
      await consumeCode('signup', values.email, values.otp);
      if (await repo.findUserByEmail(db, values.email)) throw new ApiError(409, ACCOUNT_MESSAGES.accountExists);
      const user = await repo.insertUser(db, {
        name: values.name,
        email: values.email,
        mobileNumber: values.mobileNumber ?? null,
        passwordHash: await hashPassword(values.password),
        role: 'customer',
      });
      await signedIn(user);
      return toSessionUser(user);
    },

    /**
     * Checks email and password; failures are counted per account and client address (see loginThrottle). A
     * suspended staff account's right password answers 403 saying so.
     */
    async login(body: LoginBody, clientAddress: string): Promise<UserRow> {
      const problems = loginProblems(body);
      const problem = problems.email ?? problems.password;
      if (problem) throw new ApiError(400, problem);
      const values = { email: (body.email ?? '').trim(), password: body.password ?? '' };
      await throttle.refuseWhileDelayed(values.email, clientAddress);
      const user = await repo.findUserByEmail(db, values.email);
      const valid = await verifyPassword(user?.passwordHash ?? null, values.password);
      if (!user || !valid) {
        await throttle.recordFailure(values.email, clientAddress, user);
        throw new ApiError(401, ACCOUNT_MESSAGES.invalidLogin);
      }
      await throttle.forget(values.email, clientAddress);
      // Said only to whoever knows the password, so it tells a stranger nothing (issue #40 point 2).
      if (user.role === 'admin' && (await isSuspended(db, user.id))) {
        throw new ApiError(403, STAFF_INVITE_MESSAGES.accountSuspended);
      }
      return user;
    },

    /** Same answer whether or not the address has an account; only an account holder gets the code. */
    async forgotPassword(body: ForgotPasswordBody): Promise<void> {
      const problem = forgotPasswordEmailProblem(body.email);
      if (problem) throw new ApiError(400, problem);
      const values = { email: (body.email ?? '').trim() };
      const code = await issueCode('reset', values.email);
      const user = await repo.findUserByEmail(db, values.email);
      if (!user) {
        // Either way one mail is queued, so neither the answer nor its time tells whether the address has an account.
        await mailer.send({
          to: values.email,
          subject: 'Travel Portal password reset',
          text: [
            'Someone (hopefully you) asked to reset the Travel Portal password for this email, but no account uses it.',
            '',
            'If you meant to join, sign up on the Travel Portal. If you did not ask, ignore this email.',
            '',
            'Travel Portal',
          ].join('\n'),
        });
        return;
      }
      await mailCode(
        user.email,
        'Your Travel Portal password reset code',
        'We received a request to reset your password.',
        code,
      );
    },

    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const values = await validate(resetPasswordSchema, body);
      await consumeCode('reset', values.email, values.otp);
      const user = await repo.findUserByEmail(db, values.email);
      if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.codeInvalid);
      await repo.setPassword(db, user.id, await hashPassword(values.newPassword));
      await repo.deleteSessionsOfUser(db, user.id);
    },

    /** ADMIN_EMAIL / ADMIN_PASSWORD: the admin account exists with that password after start-up. */
    async ensureAdmin(email: string, password: string): Promise<UserRow> {
      await repo.upsertAdmin(db, email, await hashPassword(password));
      const admin = await repo.findUserByEmail(db, email);
      if (!admin) throw new Error(`the admin account ${email} was not saved`);
      return admin;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
