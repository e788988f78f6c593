import type { FastifyInstance } from 'fastify';
import { OTP_LENGTH } from '@travel/contracts/validation';
import type { PendingSignIn } from '@travel/contracts/accounts';
import { ApiError } from '../../../plugins/errors';
import * as accounts from '../accounts.repository';
import type { UserRow } from '../accounts.repository';
import { loginThrottle } from '../loginThrottle';
import {
  ACCOUNT_MESSAGES,
  CODE_MAX_FAILED_ATTEMPTS,
  CODE_RESEND_AFTER_SECONDS,
  CODE_TTL_SECONDS,
} from '../accounts.service';
import { generateCode, hashCode, newCodeSalt, randomToken, sameHash, sha256, verifyPassword } from '../secrets';
import * as identities from './identities.repository';
import type { PendingLinkRow, ProviderIdentity } from './identities.repository';

/** How long a first social login may wait for its proof. */
export const PENDING_LINK_TTL_SECONDS = 15 * 60;
/** Codes one pending link may mail (each also waits CODE_RESEND_AFTER_SECONDS after the last). */
const MAX_CODES_PER_LINK = 3;

export const LINK_MESSAGES = {
  expired: 'This sign-in has expired. Please sign in with Google or Facebook again.',
  wrongPassword: (attemptsLeft: number) =>
    `Incorrect password. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  tooManyAttempts: 'Too many incorrect attempts. Please sign in with Google or Facebook again.',
  codeSent: (email: string) => `We have emailed a ${OTP_LENGTH}-digit code to ${email}.`,
  tooManyCodes: 'No more codes can be sent for this sign-in. Please sign in with Google or Facebook again.',
  noCode: 'Please request a code first.',
  notAllowed: 'This account cannot sign in with Google or Facebook. Please log in with your password.',
  alreadyLinked: 'This Google or Facebook account is already linked to another Travel Portal account.',
} as const;

const PROVIDER_LABELS: Record<string, string> = { google: 'Google', facebook: 'Facebook' };
export const providerLabel = (provider: string) => PROVIDER_LABELS[provider] ?? provider;

/** Why a social login may not go on: the route sends the browser to /failedAuth and logs the reason. */
export class SocialLoginRefused extends Error {}

/** What the identity provider asserted about the person, from the ID token. */
export interface AssertedProfile {
  email: string;
  /** Only a provider's explicit `email_verified: true` counts. */
  emailVerified: boolean;
  name: string;
}

export type SocialLoginOutcome =
  | { kind: 'signed-in'; userId: string }
  /** The identity waits for a proof; `token` goes in the pending-link cookie. */
  | { kind: 'pending'; token: string };

/**
 * Social login without account takeover. An identity is its provider's (issuer, subject); an email from a
 * provider is a hint, never a key:
 * - a linked identity signs its user in;
 * - a new identity with a provider-verified address nobody uses creates a customer account;
 * - a new identity whose address has an account, or whose address the provider does not vouch for, waits as
 *   a pending link until the person proves the account's password or a code mailed to the address;
 * - admin accounts never sign in socially.
 */
export function identityLinks(app: FastifyInstance) {
  const throttle = loginThrottle({ mailer: app.mailer, db: app.db });

  function refuseAdmin(user: UserRow): void {
    if (user.role === 'admin') throw new SocialLoginRefused('admin accounts cannot sign in through a social provider');
  }

  async function pendingOf(token: string | undefined): Promise<PendingLinkRow & { idHash: string }> {
    const idHash = token && token.length <= 100 ? sha256(token) : undefined;
    const pending = idHash ? await identities.findPending(app.db, idHash) : undefined;
    if (!idHash || !pending) throw new ApiError(400, LINK_MESSAGES.expired);
    return { ...pending, idHash };
  }

  /** Counts a wrong proof; after CODE_MAX_FAILED_ATTEMPTS the pending link is gone. */
  async function failedProof(idHash: string, message: (attemptsLeft: number) => string): Promise<never> {
    const failures = await identities.recordFailure(app.db, idHash);
    if (failures >= CODE_MAX_FAILED_ATTEMPTS) {
      await identities.takePending(app.db, idHash);
      throw new ApiError(400, LINK_MESSAGES.tooManyAttempts);
    }
    throw new ApiError(400, message(CODE_MAX_FAILED_ATTEMPTS - failures));
  }

  /** Links the pending identity to `user` (exactly once) and returns the user to start a session for. */
  async function completeLink(pending: PendingLinkRow & { idHash: string }, user: UserRow): Promise<UserRow> {
    if (user.role === 'admin') throw new ApiError(403, LINK_MESSAGES.notAllowed);
    if (!(await identities.takePending(app.db, pending.idHash))) throw new ApiError(400, LINK_MESSAGES.expired);
    if (!(await identities.link(app.db, pending, user.id, pending.email))) {
      const linkedTo = await identities.findLinkedUserId(app.db, pending);
      if (linkedTo !== user.id) throw new ApiError(409, LINK_MESSAGES.alreadyLinked);
    }
    return user;
  }

  return {
    /** The callback's decision for an identity the provider has just vouched for. */
    async signInOrHold(identity: ProviderIdentity, profile: AssertedProfile): Promise<SocialLoginOutcome> {
      const linkedUserId = await identities.findLinkedUserId(app.db, identity);
      if (linkedUserId) {
        const user = await accounts.findUserById(app.db, linkedUserId);
        if (!user) throw new SocialLoginRefused('the linked account no longer exists');
        refuseAdmin(user);
        return { kind: 'signed-in', userId: user.id };
      }
      if (!profile.email) throw new SocialLoginRefused('the provider gave no email');
      const existing = await accounts.findUserByEmail(app.db, profile.email);
      if (existing) refuseAdmin(existing);
      if (!existing && profile.emailVerified) {
        const created = await accounts.insertUser(app.db, {
          name: profile.name,
          email: profile.email,
          mobileNumber: null,
          passwordHash: null,
          role: 'customer',
        });
        await identities.link(app.db, identity, created.id, profile.email);
        return { kind: 'signed-in', userId: created.id };
      }
      await identities.deleteExpiredPending(app.db);
      const token = randomToken();
      await identities.insertPending(app.db, sha256(token), { ...identity, ...profile }, PENDING_LINK_TTL_SECONDS);
      return { kind: 'pending', token };
    },

    /** What the link page shows: the provider and the address it asserted (the same whether or not it has an account). */
    async describe(token: string | undefined): Promise<PendingSignIn> {
      const pending = await pendingOf(token);
      return { provider: pending.provider, email: pending.email };
    },

    /**
     * Proof by the account's password: links the identity to that account. Wrong passwords count toward the
     * same per-address throttle as the login form, so new pending links do not buy fresh guesses.
     */
    async linkWithPassword(token: string | undefined, password: string, clientAddress: string): Promise<UserRow> {
      const pending = await pendingOf(token);
      await throttle.refuseWhileDelayed(pending.email, clientAddress);
      const user = await accounts.findUserByEmail(app.db, pending.email);
      // Same argon2 work whether or not the address has an account (or a password).
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid || user.role === 'admin') {
        await throttle.recordFailure(pending.email, clientAddress, user);
        return failedProof(pending.idHash, LINK_MESSAGES.wrongPassword);
      }
      await throttle.forget(pending.email, clientAddress);
      return completeLink(pending, user);
    },

    /** Mails a one-time code to the asserted address (at most every 30 s, a few per pending link). */
    async sendCode(token: string | undefined): Promise<string> {
      const pending = await pendingOf(token);
      if (pending.codeAgeSeconds !== null && pending.codeAgeSeconds < CODE_RESEND_AFTER_SECONDS) {
        throw new ApiError(
          429,
          ACCOUNT_MESSAGES.resendTooSoon(Math.ceil(CODE_RESEND_AFTER_SECONDS - pending.codeAgeSeconds)),
        );
      }
      if (pending.codesSent >= MAX_CODES_PER_LINK) throw new ApiError(429, LINK_MESSAGES.tooManyCodes);
      const code = generateCode();
      const salt = newCodeSalt();
      await identities.saveCode(app.db, pending.idHash, { hash: hashCode(code, salt), salt });
      const provider = providerLabel(pending.provider);
      await app.mailer.send({
        to: pending.email,
        subject: `Your Travel Portal code to sign in with ${provider}`,
        text: [
          `Someone (hopefully you) is signing in to Travel Portal with ${provider} using this address.`,
          '',
          `Your one-time code is ${code}`,
          '',
          `It expires in ${CODE_TTL_SECONDS / 60} minutes and works once. If it was not you, ignore this email:`,
          `nothing is linked to your address without this code.`,
          '',
          'Travel Portal',
        ].join('\n'),
      });
      return LINK_MESSAGES.codeSent(pending.email);
    },

    /** Proof by the mailed code: links the identity to the address's account, or creates that account. */
    async linkWithCode(token: string | undefined, otp: string): Promise<UserRow> {
      const pending = await pendingOf(token);
      if (!pending.codeHash || !pending.codeSalt || pending.codeAgeSeconds === null) {
        throw new ApiError(400, LINK_MESSAGES.noCode);
      }
      if (pending.codeAgeSeconds > CODE_TTL_SECONDS) throw new ApiError(400, ACCOUNT_MESSAGES.codeInvalid);
      if (!sameHash(hashCode(otp, pending.codeSalt), pending.codeHash)) {
        return failedProof(pending.idHash, ACCOUNT_MESSAGES.wrongCode);
      }
      const user =
        (await accounts.findUserByEmail(app.db, pending.email)) ??
        (await accounts.insertUser(app.db, {
          name: pending.name,
          email: pending.email,
          mobileNumber: null,
          passwordHash: null,
          role: 'customer',
        }));
      return completeLink(pending, user);
    },
  };
}
