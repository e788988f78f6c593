import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_MESSAGES, OTP_PATTERN } from '@travel/contracts/validation';
import { ApiError } from '../../../plugins/errors';
import { ACCOUNT_MESSAGES } from '../accounts.service';
import {
  accountErrorReplies as errorReplies,
  LinkCodeBody,
  LinkPasswordBody,
  LoginReply,
  MessageReply,
  MFA_MESSAGES,
  PendingSignInReply,
} from '@travel/contracts/accounts';
import { IP_LIMITS } from '../rateLimits';
import { cookieOptions, startSession, toSessionUser } from '../sessions';
import { identityLinks, PENDING_LINK_TTL_SECONDS } from './identityLinks';

/** The mf-auth page where a first social login proves the account's password or a mailed code. */
export const LINK_PAGE_PATH = '/social-link';
export const PENDING_LINK_COOKIE = 'tp_social_link';

/** HttpOnly, and sent only to the social-login API: the page never sees the token. */
export const pendingLinkCookieOptions = (publicUrl: string) => ({
  ...cookieOptions(publicUrl, PENDING_LINK_TTL_SECONDS),
  path: '/api/v1/oAuth',
});

const tags = ['accounts'];

/**
 * The link step of social login, under /api/v1/oAuth/link: GET describes the waiting sign-in, POST /password
 * or POST /code + /verify prove it; on success the identity is linked, a session starts and the pending cookie
 * is cleared.
 */
export const identityLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const links = identityLinks(app);
  const { publicUrl } = app.config;
  const cookie = pendingLinkCookieOptions(publicUrl);
  const config = { rateLimit: IP_LIMITS.oauth };

  app.get(
    '/link',
    { config, schema: { tags, response: { 200: PendingSignInReply, ...errorReplies } } },
    async (request) => ({
      success: true,
      data: await links.describe(request.cookies[PENDING_LINK_COOKIE]),
    }),
  );

  app.post(
    '/link/password',
    { config, schema: { tags, body: LinkPasswordBody, response: { 200: LoginReply, ...errorReplies } } },
    async (request, reply) => {
      const { password } = request.body;
      if (!password) throw new ApiError(400, AUTH_MESSAGES.passwordRequired);
      const user = await links.linkWithPassword(request.cookies[PENDING_LINK_COOKIE], password, request.ip);
      reply.clearCookie(PENDING_LINK_COOKIE, { ...cookie, maxAge: undefined });
      if (await app.accounts.mfa.isOn(user.id)) {
        await app.accounts.mfa.startPendingSignIn(reply, publicUrl, user.id);
        return { success: true as const, mfaRequired: true as const, message: MFA_MESSAGES.codeRequired };
      }
      await startSession(app.db, reply, publicUrl, user.id);
      await app.accounts.signedIn(user.id);
      return { success: true, message: ACCOUNT_MESSAGES.loginSucceeded, data: toSessionUser(user) };
    },
  );

  app.post(
    '/link/code',
    { config, schema: { tags, response: { 200: MessageReply, ...errorReplies } } },
    async (request) => ({ success: true, message: await links.sendCode(request.cookies[PENDING_LINK_COOKIE]) }),
  );

  app.post(
    '/link/verify',
    { config, schema: { tags, body: LinkCodeBody, response: { 200: LoginReply, ...errorReplies } } },
    async (request, reply) => {
      const { otp } = request.body;
      if (!otp) throw new ApiError(400, AUTH_MESSAGES.otpRequired);
      if (!OTP_PATTERN.test(otp)) throw new ApiError(400, AUTH_MESSAGES.otpInvalid);
      const user = await links.linkWithCode(request.cookies[PENDING_LINK_COOKIE], otp);
      reply.clearCookie(PENDING_LINK_COOKIE, { ...cookie, maxAge: undefined });
      if (await app.accounts.mfa.isOn(user.id)) {
        await app.accounts.mfa.startPendingSignIn(reply, publicUrl, user.id);
        return { success: true as const, mfaRequired: true as const, message: MFA_MESSAGES.codeRequired };
      }
      await startSession(app.db, reply, publicUrl, user.id);
      await app.accounts.signedIn(user.id);
      return { success: true, message: ACCOUNT_MESSAGES.loginSucceeded, data: toSessionUser(user) };
    },
  );
};
