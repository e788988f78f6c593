import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../plugins/errors';
import type { Db } from '../../db/database';
import * as repo from './accounts.repository';
import type { UserRow } from './accounts.repository';

/**
 * Password guessing is slowed per account and client address: a few free failures, then a delay that
 * doubles with each further failure. Someone guessing elsewhere never locks the owner out, and the owner is
 * emailed (once per window) when an account sees repeated failures.
 */
export const LOGIN_THROTTLE = {
  /** Failures of one account from one address before the delays start. */
  freeFailures: 5,
  firstDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
  /** Failures older than this no longer count (a successful login from the address forgets them at once). */
  memorySeconds: 24 * 60 * 60,
  /** The owner is emailed when the account sees this many failures (from any addresses) within the window. */
  alertAfterFailures: 5,
  alertWindowSeconds: 15 * 60,
};

/** How long an address must wait after its latest failure, given its failures so far: 0, …, 15 s, 30 s, 60 s … */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.freeFailures) return 0;
  const doublings = failures - LOGIN_THROTTLE.freeFailures;
  return Math.min(LOGIN_THROTTLE.firstDelaySeconds * 2 ** Math.min(doublings, 30), LOGIN_THROTTLE.maxDelaySeconds);
}

/**
 * The address failures are counted under: IPv4 as is, IPv6 by its /64 network (one subscriber's
 * allocation, so that rotating through it does not reset the count).
 */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} ${seconds <= 60 ? 'minute' : 'minutes'}`;

export const tooManyFailedLogins = (seconds: number) =>
  `Too many failed attempts from your network. Please try again in ${waitText(seconds)}.`;

/** 429 while an address waits; the route sends `retryAfterSeconds` as Retry-After. */
export class LoginDelayedError extends ApiError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, tooManyFailedLogins(retryAfterSeconds));
  }
}

export function loginThrottle({ mailer, db }: { mailer: Mailer; db: Db }) {
  async function alertOwner(user: UserRow, failures: number): Promise<void> {
    if (failures < LOGIN_THROTTLE.alertAfterFailures) return;
    if (!(await repo.claimLoginFailureAlert(db, user.email, LOGIN_THROTTLE.alertWindowSeconds))) return;
    const minutes = LOGIN_THROTTLE.alertWindowSeconds / 60;
    await mailer.send({
      to: user.email,
      subject: 'Failed attempts to log in to your Travel Portal account',
      text: [
        `There were ${failures} failed attempts to log in to your Travel Portal account in the last ${minutes} minutes.`,
        '',
        'If that was you, there is nothing to do. If not, someone may be guessing your password: each address',
        'they try from is slowed down, and you can still log in as usual. If your password is used anywhere else,',
        'choose a new one with Forgot Password on the login page.',
        '',
        `We tell you about this at most once every ${minutes} minutes.`,
        '',
        'Travel Portal',
      ].join('\n'),
    });
  }

  return {
    /** 429 while this address must wait after its failures for this account. */
    async refuseWhileDelayed(email: string, address: string): Promise<void> {
      const { failures, secondsSinceLast } = await repo.loginFailuresOfPair(
        db,
        email,
        address,
        LOGIN_THROTTLE.memorySeconds,
      );
      const wait = Math.ceil(loginDelaySeconds(failures) - (secondsSinceLast ?? Infinity));
      if (wait > 0) throw new LoginDelayedError(wait);
    },

    /** Counts a failure (known or unknown account alike) and tells an existing account's owner when it repeats. */
    async recordFailure(email: string, address: string, user: UserRow | undefined): Promise<void> {
      const failures = await repo.recordLoginFailure(db, email, address, LOGIN_THROTTLE.alertWindowSeconds);
      if (user) await alertOwner(user, failures);
    },

    forget: (email: string, address: string) => repo.forgetLoginFailures(db, email, address),
  };
}
