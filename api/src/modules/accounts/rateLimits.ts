import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { emailKey } from './accounts.repository';

/**
 * Per-IP limits (route config, @fastify/rate-limit) and per-account limits (app.rateLimit preHandlers keyed
 * by the address in the body). Failed logins are limited per account and address by loginThrottle. Generous enough for a family behind one NAT and for the e2e suite.
 */
export const IP_LIMITS = {
  login: { max: 100, timeWindow: '1 minute' },
  codeRequest: { max: 30, timeWindow: '1 minute' },
  codeCheck: { max: 60, timeWindow: '1 minute' },
  profile: { max: 60, timeWindow: '1 minute' },
  oauth: { max: 60, timeWindow: '1 minute' },
};

export const ACCOUNT_LIMITS = {
  /** Codes mailed to one address (the 30 s resend rule also applies). */
  codeRequest: { max: 10, timeWindow: '1 hour' },
  /** Code checks for one address across codes (each code also dies after 5 wrong tries). */
  codeCheck: { max: 30, timeWindow: '1 hour' },
  /**
   * Step-up codes from one signed-in account, right or wrong, whatever the address: a session cannot try the
   * authenticator's million codes from many addresses (one step-up lasts 15 idle minutes, so 10 is plenty).
   */
  stepUp: { max: 10, timeWindow: '15 minutes' },
};

/** The 429 of a per-account limit, saying when to try again. */
export const tooManyForAccount = (ttlInSeconds: number) =>
  new ApiError(429, `Too many attempts for this account. Please try again in ${Math.ceil(ttlInSeconds / 60)} minutes.`);

/** The account a request is about, by the address in its JSON body. */
export const accountKey = (scope: string) => (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? emailKey(body.email) : '';
  return `${scope}:account:${email}`;
};
