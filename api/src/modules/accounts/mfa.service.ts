import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  MFA_MESSAGES,
  PENDING_SIGN_IN_MAX_TRIES,
  PENDING_SIGN_IN_SECONDS,
  RECOVERY_CODE_COUNT,
  STEP_UP_IDLE_SECONDS,
  type MfaStatusReply,
  type StepUpRequiredReply,
  type TotpSetupReply,
} from '@travel/contracts/accounts';
import type { Db } from '../../db/database';
import { ApiError } from '../../plugins/errors';
import * as accountsRepo from './accounts.repository';
import type { UserRow } from './accounts.repository';
import * as repo from './mfa.repository';
import { secretBox } from './mfaCrypto';
import { randomToken, sha256, verifyPassword } from './secrets';
import { cookieOptions, currentSessionHash, isHttps } from './sessions';

export const TOTP_ISSUER = 'Travel Portal';
const TOTP_PERIOD = 30;
/** ±1 step of clock drift between the phone and the server. */
const TOTP_WINDOW = 1;

/** The cookie of a sign-in waiting for its second step (over https `__Host-tp_mfa`). */
export const PENDING_SIGN_IN_COOKIE = 'tp_mfa';
export const pendingSignInCookieName = (publicUrl: string) =>
  isHttps(publicUrl) ? `__Host-${PENDING_SIGN_IN_COOKIE}` : PENDING_SIGN_IN_COOKIE;

const totpOf = (secret: string, label = 'account') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret });

// Recovery codes like `abcd-efgh`: 8 characters from 32 (40 bits), no 0/o, 1/l lookalikes.
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const newRecoveryCode = () => {
  const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
};
/** What is stored of a recovery code: SHA-256 of the account and the code as typed without spaces, case or dash. */
const recoveryHash = (userId: string, code: string) =>
  sha256(`${userId}:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
const isTotpCode = (code: string) => /^\d{6}$/.test(code);
const cleanCode = (code: string | undefined) => (code ?? '').replace(/\s/g, '');

export interface MfaDeps {
  db: Db;
  /** MFA_ENCRYPTION_KEY. */
  encryptionKey: string;
}

/** TOTP, recovery codes, the sign-in's second step and step-up for money (issue #40 point 3), as `app.accounts.mfa`. */
export function mfaService({ db, encryptionKey }: MfaDeps) {
  const box = secretBox(encryptionKey);

  /** The time step of a right TOTP code (±1 step of drift), or undefined. */
  function stepOf(sealed: string, userId: string, code: string): number | undefined {
    const totp = totpOf(box.open(sealed, userId));
    const now = Date.now();
    const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
    return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
  }

  /**
   * Checks a second factor: a TOTP code not used before (its step later than the last one accepted) or an unused
   * recovery code (`recovery: false` refuses those). Used up when right.
   */
  async function proveFactor(userId: string, code: string, options: { recovery?: boolean } = {}): Promise<boolean> {
    const totp = await repo.findTotp(db, userId);
    if (!totp?.secret) return false;
    if (isTotpCode(code)) {
      const step = stepOf(totp.secret, userId, code);
      return step !== undefined && (await repo.useStep(db, userId, step));
    }
    if (options.recovery === false || code.length < 8 || code.length > 20) return false;
    return repo.useRecoveryCode(db, userId, recoveryHash(userId, code));
  }

  const isOn = async (userId: string) => Boolean((await repo.findTotp(db, userId))?.secret);

  async function checkPassword(user: UserRow, password: string | undefined): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, password ?? ''))) throw new ApiError(401, MFA_MESSAGES.wrongPassword);
  }

  const stepUpRequired = (stepUp: StepUpRequiredReply['stepUp']): StepUpRequiredReply => ({
    success: false,
    message: stepUp === 'enrol' ? MFA_MESSAGES.stepUpEnrol : MFA_MESSAGES.stepUpCode,
    stepUp,
  });

  /**
   * onRequest/preHandler after requirePermission (it needs request.user), for the staff routes that move money:
   * 403 `stepUp: 'enrol'` without TOTP, 403 `stepUp: 'code'` when no factor was proven on this session in the last
   * 15 minutes of money actions; otherwise the window starts again (sliding).
   */
  const requireRecentFactor: preHandlerAsyncHookHandler = async (request, reply) => {
    const user = request.user;
    if (!user) throw new ApiError(401, 'Please log in to continue.');
    if (!(await isOn(user.id))) return reply.code(403).send(stepUpRequired('enrol'));
    const session = currentSessionHash(request);
    if (!session || !(await repo.extendRecentFactor(db, session, STEP_UP_IDLE_SECONDS))) {
      return reply.code(403).send(stepUpRequired('code'));
    }
  };

  return {
    requireRecentFactor,
    /** Whether the account has TOTP on (the login then asks for the second step). */
    isOn,
    proveFactor,

    async status(user: UserRow): Promise<MfaStatusReply> {
      const totp = await repo.findTotp(db, user.id);
      const enabled = Boolean(totp?.secret);
      return {
        success: true,
        totp: {
          enabled,
          enabledAt: enabled ? (totp?.enabledAt ?? null) : null,
          recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(db, user.id) : 0,
        },
        staff: user.role === 'admin',
      };
    },

    /** A new pending secret (replacing a pending one) once the password is right; 409 when TOTP is on already. */
    async setup(user: UserRow, password: string | undefined): Promise<TotpSetupReply> {
      await checkPassword(user, password);
      if (await isOn(user.id)) throw new ApiError(409, MFA_MESSAGES.alreadyOn);
      const secret = new Secret({ size: 20 }).base32;
      await repo.savePendingSecret(db, user.id, box.seal(secret, user.id));
      const otpauthUri = totpOf(secret, user.email).toString();
      const qrDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      return { success: true, secret, otpauthUri, qrDataUrl };
    },

    /**
     * The pending secret's current code turns TOTP on: answers the 10 recovery codes (only their hashes are kept).
     * The code counts as a factor proven on this session.
     */
    async confirm(request: FastifyRequest, user: UserRow, code: string | undefined): Promise<string[]> {
      const totp = await repo.findTotp(db, user.id);
      if (totp?.secret) throw new ApiError(409, MFA_MESSAGES.alreadyOn);
      if (!totp?.pendingSecret) throw new ApiError(400, MFA_MESSAGES.noSetup);
      const given = cleanCode(code);
      const step = isTotpCode(given) ? stepOf(totp.pendingSecret, user.id, given) : undefined;
      if (step === undefined) throw new ApiError(400, MFA_MESSAGES.wrongSetupCode);
      if (!(await repo.enableTotp(db, user.id, totp.pendingSecret, step))) {
        throw new ApiError(400, MFA_MESSAGES.noSetup);
      }
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await repo.replaceRecoveryCodes(
        db,
        user.id,
        codes.map((c) => recoveryHash(user.id, c)),
      );
      const session = currentSessionHash(request);
      if (session) await repo.markFactor(db, session, STEP_UP_IDLE_SECONDS);
      return codes;
    },

    /** Turns TOTP off with the password and a current code; staff keep it (403). */
    async disable(user: UserRow, password: string | undefined, code: string | undefined): Promise<void> {
      if (user.role === 'admin') throw new ApiError(403, MFA_MESSAGES.staffKeepTotp);
      await checkPassword(user, password);
      if (!(await isOn(user.id))) throw new ApiError(400, MFA_MESSAGES.notOn);
      if (!(await proveFactor(user.id, cleanCode(code)))) throw new ApiError(400, MFA_MESSAGES.wrongCode);
      await repo.disableTotp(db, user.id);
    },

    /** POST /mfa/step-up: a factor proven now on this session; answers until when money actions pass. */
    async stepUp(request: FastifyRequest, user: UserRow, code: string | undefined): Promise<string> {
      if (!(await isOn(user.id))) throw new ApiError(400, MFA_MESSAGES.notOn);
      if (!(await proveFactor(user.id, cleanCode(code)))) throw new ApiError(400, MFA_MESSAGES.wrongCode);
      const session = currentSessionHash(request);
      const validUntil = session && (await repo.markFactor(db, session, STEP_UP_IDLE_SECONDS));
      if (!validUntil) throw new ApiError(401, 'Please log in to continue.');
      return validUntil;
    },

    /** The password was right and TOTP is on: a pending sign-in (5 minutes) in its own cookie, no session yet. */
    async startPendingSignIn(reply: FastifyReply, publicUrl: string, userId: string): Promise<void> {
      const id = randomToken();
      await repo.insertPendingSignIn(db, sha256(id), userId, PENDING_SIGN_IN_SECONDS);
      reply.setCookie(pendingSignInCookieName(publicUrl), id, cookieOptions(publicUrl, PENDING_SIGN_IN_SECONDS));
    },

    /**
     * The second step: the account once the code (TOTP or recovery) is right, the pending sign-in then over.
     * 401 expired without a live one, 401 wrong code, and at the 5th wrong try 429 with the pending sign-in void.
     */
    async completePendingSignIn(
      request: FastifyRequest,
      reply: FastifyReply,
      publicUrl: string,
      code: string | undefined,
    ): Promise<UserRow> {
      const cookieName = pendingSignInCookieName(publicUrl);
      const clear = () => reply.clearCookie(cookieName, { ...cookieOptions(publicUrl, 0), maxAge: undefined });
      const id = request.cookies[cookieName];
      const idHash = id && id.length <= 100 ? sha256(id) : undefined;
      const pending = idHash ? await repo.claimPendingSignInTry(db, idHash) : undefined;
      if (!idHash || !pending) {
        clear();
        throw new ApiError(401, MFA_MESSAGES.signInExpired);
      }
      const voidIt = async () => {
        await repo.deletePendingSignIn(db, idHash);
        clear();
        return new ApiError(429, MFA_MESSAGES.tooManyTries);
      };
      if (pending.tries > PENDING_SIGN_IN_MAX_TRIES) throw await voidIt();
      const right = await proveFactor(pending.userId, cleanCode(code));
      if (!right) {
        if (pending.tries >= PENDING_SIGN_IN_MAX_TRIES) throw await voidIt();
        throw new ApiError(401, MFA_MESSAGES.wrongCode);
      }
      const user = (await repo.deletePendingSignIn(db, idHash))
        ? await accountsRepo.findUserById(db, pending.userId)
        : undefined;
      clear();
      if (!user) throw new ApiError(401, MFA_MESSAGES.signInExpired);
      return user;
    },

    /** The session a sign-in's second step started counts as a factor proven now. */
    async markFactorProven(sessionHash: string): Promise<void> {
      await repo.markFactor(db, sessionHash, STEP_UP_IDLE_SECONDS);
    },

    /** ADMIN_TOTP_SECRET: the start-up admin's TOTP is on with this secret (the last step used kept if unchanged). */
    async ensureTotp(userId: string, secret: string): Promise<void> {
      const current = await repo.findTotp(db, userId);
      let same = false;
      try {
        same = Boolean(current?.secret) && box.open(current!.secret!, userId) === secret;
      } catch {
        same = false;
      }
      await repo.setTotp(db, userId, box.seal(secret, userId), same);
    },
  };
}

export type MfaService = ReturnType<typeof mfaService>;
