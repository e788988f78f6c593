import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  AccountExport,
  accountErrorReplies as errorReplies,
  ChangePasswordBody,
  DeleteAccountBody,
  MessageReply,
  ProfileReply,
  SessionIdParams,
  SessionsReply,
  UpdateProfileBody,
  UpdateProfileReply,
} from '@travel/contracts/accounts';
import { ErrorReply } from '@travel/contracts';
import { ApiError } from '../../plugins/errors';
import { ACCOUNT_AREA_MESSAGES } from './account.service';
import { requireUser } from './guards';
import { IP_LIMITS } from './rateLimits';
import { clearSessionCookie, currentSessionHash } from './sessions';

const tags = ['account'];
const config = { rateLimit: IP_LIMITS.profile };
const withErrors = { ...errorReplies, 404: ErrorReply };

/**
 * The account area under /api/v1/customer: the profile (PATCH update, with a code for a new email), password
 * change, the signed-in sessions, the data export and deletion. Every route needs a session (401 without).
 */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const area = app.accounts.area;
  const { publicUrl } = app.config;

  // Codes mailed to new addresses and password guesses are limited per account as well as per address.
  const perUser = (
    scope: string,
    max: number,
  ): ((request: Parameters<preHandlerAsyncHookHandler>[0]) => Promise<void>) => {
    const check = app.createRateLimit({
      max,
      timeWindow: '1 hour',
      keyGenerator: (request) => `${scope}:user:${request.user?.id ?? ''}`,
    });
    return async (request) => {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new ApiError(
          429,
          `Too many attempts. Please try again in ${Math.ceil(limit.ttlInSeconds / 60)} minutes.`,
        );
      }
    };
  };
  const emailCodeLimit = perUser('emailChange', 20);
  const passwordLimit = perUser('passwordCheck', 20);

  const sessionHashOf = (request: Parameters<preHandlerAsyncHookHandler>[0]) => {
    const hash = currentSessionHash(request);
    if (!hash) throw new ApiError(401, 'Please log in to continue.');
    return hash;
  };

  app.get(
    '/v1/customer/profile',
    { schema: { tags, response: { 200: ProfileReply, ...withErrors } }, config, preHandler: requireUser },
    async (request) => ({ success: true, data: await area.profile(request.user!.id) }),
  );

  app.patch(
    '/v1/customer/update',
    {
      schema: { tags, body: UpdateProfileBody, response: { 200: UpdateProfileReply, ...withErrors } },
      config,
      preHandler: requireUser,
    },
    async (request) => {
      if (area.asksEmailChange(request.user!.email, request.body)) await emailCodeLimit(request);
      const result = await area.updateProfile(request.user!.id, request.body);
      return {
        success: true,
        message: result.message,
        data: result.profile,
        ...(result.pendingEmail ? { pendingEmail: result.pendingEmail } : {}),
      };
    },
  );

  app.post(
    '/v1/customer/change-password',
    {
      schema: { tags, body: ChangePasswordBody, response: { 200: MessageReply, ...withErrors } },
      config,
      preHandler: [requireUser, async (request) => passwordLimit(request)],
    },
    async (request) => {
      await area.changePassword(request.user!.id, sessionHashOf(request), request.body);
      return { success: true, message: ACCOUNT_AREA_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/v1/customer/sessions',
    { schema: { tags, response: { 200: SessionsReply, ...withErrors } }, config, preHandler: requireUser },
    async (request) => ({
      success: true,
      sessions: await area.listSessions(request.user!.id, currentSessionHash(request)),
    }),
  );

  app.delete(
    '/v1/customer/sessions/:id',
    {
      schema: { tags, params: SessionIdParams, response: { 200: MessageReply, ...withErrors } },
      config,
      preHandler: requireUser,
    },
    async (request, reply) => {
      const { endedHash } = await area.endSession(request.user!.id, request.params.id);
      if (endedHash === currentSessionHash(request)) clearSessionCookie(reply, publicUrl);
      return { success: true, message: ACCOUNT_AREA_MESSAGES.sessionEnded };
    },
  );

  app.post(
    '/v1/customer/sessions/sign-out-everywhere',
    { schema: { tags, response: { 200: MessageReply, ...withErrors } }, config, preHandler: requireUser },
    async (request, reply) => {
      await area.endAllSessions(request.user!.id);
      clearSessionCookie(reply, publicUrl);
      return { success: true, message: ACCOUNT_AREA_MESSAGES.signedOutEverywhere };
    },
  );

  app.get(
    '/v1/customer/export',
    { schema: { tags, response: { 200: AccountExport, ...withErrors } }, config, preHandler: requireUser },
    async (request, reply) => {
      const data = await area.exportData(request.user!.id, currentSessionHash(request));
      void reply.header('content-disposition', 'attachment; filename="travel-portal-my-data.json"');
      void reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/v1/customer/delete-account/code',
    { schema: { tags, response: { 200: MessageReply, ...withErrors } }, config, preHandler: requireUser },
    async (request) => {
      await emailCodeLimit(request);
      await area.sendDeletionCode(request.user!.id);
      return { success: true, message: ACCOUNT_AREA_MESSAGES.deletionCodeSent };
    },
  );

  app.post(
    '/v1/customer/delete-account',
    {
      schema: { tags, body: DeleteAccountBody, response: { 200: MessageReply, ...withErrors } },
      config,
      preHandler: [requireUser, async (request) => passwordLimit(request)],
    },
    async (request, reply) => {
      await area.deleteAccount(request.user!.id, request.body);
      clearSessionCookie(reply, publicUrl);
      return { success: true, message: ACCOUNT_AREA_MESSAGES.accountDeleted };
    },
  );
};
