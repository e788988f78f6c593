import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  accountErrorReplies as errorReplies,
  MessageReply,
  MFA_MESSAGES,
  MfaCodeBody,
  MfaStatusReply,
  StepUpReply,
  TotpConfirmReply,
  TotpDisableBody,
  TotpSetupBody,
  TotpSetupReply,
} from '@travel/contracts/accounts';
import { ApiError } from '../../plugins/errors';
import { NOT_LOGGED_IN, requireUser } from './guards';
import { ACCOUNT_LIMITS, IP_LIMITS, tooManyForAccount } from './rateLimits';

const tags = ['accounts'];

/** The second factor of the signed-in person (issue #40 point 3), under /api/v1/customer/mfa. */
export const mfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const mfa = app.accounts.mfa;
  /** The full account row of the signed-in person (its password hash is needed to re-authenticate). */
  const account = async (userId: string) => {
    const user = await app.accounts.findUserById(userId);
    if (!user) throw new ApiError(401, NOT_LOGGED_IN);
    return user;
  };
  const stepUpLimit = app.createRateLimit({
    ...ACCOUNT_LIMITS.stepUp,
    keyGenerator: (request) => `stepUp:user:${request.user?.id ?? ''}`,
  });

  app.get(
    '/v1/customer/mfa',
    {
      schema: { tags, response: { 200: MfaStatusReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.profile },
      preHandler: requireUser,
    },
    async (request) => mfa.status(await account(request.user!.id)),
  );

  app.post(
    '/v1/customer/mfa/totp/setup',
    {
      schema: { tags, body: TotpSetupBody, response: { 200: TotpSetupReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeCheck },
      preHandler: requireUser,
    },
    async (request) => mfa.setup(await account(request.user!.id), request.body.password),
  );

  app.post(
    '/v1/customer/mfa/totp/confirm',
    {
      schema: { tags, body: MfaCodeBody, response: { 200: TotpConfirmReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeCheck },
      preHandler: requireUser,
    },
    async (request) => {
      const user = await account(request.user!.id);
      const recoveryCodes = await mfa.confirm(request, user, request.body.code);
      if (user.role === 'admin') {
        await app.audit.record(request, {
          action: 'staff.totp_enabled',
          target: { type: 'user', id: user.id },
          before: { totp: false },
          after: { totp: true },
        });
      }
      return { success: true as const, message: MFA_MESSAGES.totpOn, recoveryCodes };
    },
  );

  app.post(
    '/v1/customer/mfa/totp/disable',
    {
      schema: { tags, body: TotpDisableBody, response: { 200: MessageReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeCheck },
      preHandler: requireUser,
    },
    async (request) => {
      await mfa.disable(await account(request.user!.id), request.body.password, request.body.code);
      return { success: true, message: MFA_MESSAGES.totpOff };
    },
  );

  app.post(
    '/v1/customer/mfa/step-up',
    {
      schema: { tags, body: MfaCodeBody, response: { 200: StepUpReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeCheck },
      preHandler: [
        requireUser,
        async (request) => {
          const limit = await stepUpLimit(request);
          if (!limit.isAllowed && limit.isExceeded) throw tooManyForAccount(limit.ttlInSeconds);
        },
      ],
    },
    async (request) => {
      const validUntil = await mfa.stepUp(request, await account(request.user!.id), request.body.code);
      return { success: true as const, message: MFA_MESSAGES.confirmed, validUntil };
    },
  );
};
