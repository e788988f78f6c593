import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account.routes';
import { ACCOUNT_MESSAGES } from './accounts.service';
import {
  accountErrorReplies as errorReplies,
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  MessageReply,
  MFA_MESSAGES,
  MfaCodeBody,
  ResetPasswordBody,
  SignupBody,
  UserReply,
  VerifySignupBody,
} from '@travel/contracts/accounts';
import { requireUser } from './guards';
import { clientAddressKey, LoginDelayedError } from './loginThrottle';
import { mfaRoutes } from './mfa.routes';
import { oauthRoutes } from './oauth/oauth.routes';
import { ACCOUNT_LIMITS, accountKey, IP_LIMITS, tooManyForAccount } from './rateLimits';
import { endSession, startSession, toSessionUser } from './sessions';

const tags = ['accounts'];

/** The customer calls under /api/v1/customer, GET /me, and social login under /api/v1/oAuth. */
export const accountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.accounts;
  const { publicUrl } = app.config;

  // A second limit per account, on top of the route's per-IP one (app.rateLimit() would be skipped once the
  // route's limiter has run for the request, so the checks are made by hand).
  const perAccount = (scope: 'codeRequest' | 'codeCheck'): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ ...ACCOUNT_LIMITS[scope], keyGenerator: accountKey(scope) });
    return async (request) => {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyForAccount(limit.ttlInSeconds);
    };
  };

  app.post(
    '/v1/customer/signup',
    {
      schema: { tags, body: SignupBody, response: { 200: MessageReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeRequest },
      preHandler: perAccount('codeRequest'),
    },
    async (request) => {
      await service.signup(request.body);
      return { success: true, message: ACCOUNT_MESSAGES.codeSent };
    },
  );

  app.post(
    '/v1/customer/verify-signup',
    {
      schema: { tags, body: VerifySignupBody, response: { 201: UserReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeCheck },
      preHandler: perAccount('codeCheck'),
    },
    async (request, reply) => {
      const user = await service.verifySignup(request.body);
      return reply.code(201).send({ success: true, message: ACCOUNT_MESSAGES.accountCreated, data: user });
    },
  );

  app.post(
    '/v1/customer/login',
    {
      schema: { tags, body: LoginBody, response: { 200: LoginReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.login },
    },
    async (request, reply) => {
      const user = await service.login(request.body, clientAddressKey(request.ip)).catch((error: unknown) => {
        if (error instanceof LoginDelayedError) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      // Asked only once the password is right, so nothing before tells who has TOTP (issue #40 point 3).
      if (await service.mfa.isOn(user.id)) {
        await service.mfa.startPendingSignIn(reply, publicUrl, user.id);
        return { success: true as const, mfaRequired: true as const, message: MFA_MESSAGES.codeRequired };
      }
      await startSession(app.db, reply, publicUrl, user.id);
      await service.signedIn(user.id);
      return { success: true, message: ACCOUNT_MESSAGES.loginSucceeded, data: toSessionUser(user) };
    },
  );

  /** The sign-in's second step: the pending sign-in's code (TOTP or recovery) answers as a login does. */
  app.post(
    '/v1/customer/login/mfa',
    {
      schema: { tags, body: MfaCodeBody, response: { 200: UserReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeCheck },
    },
    async (request, reply) => {
      const user = await service.mfa.completePendingSignIn(request, reply, publicUrl, request.body.code);
      const sessionHash = await startSession(app.db, reply, publicUrl, user.id);
      await service.mfa.markFactorProven(sessionHash);
      await service.signedIn(user.id);
      return { success: true, message: ACCOUNT_MESSAGES.loginSucceeded, data: toSessionUser(user) };
    },
  );

  app.post('/v1/customer/logout', { schema: { tags, response: { 200: MessageReply } } }, async (request, reply) => {
    await endSession(app.db, request, reply, publicUrl);
    return { success: true, message: ACCOUNT_MESSAGES.logoutSucceeded };
  });

  app.post(
    '/v1/customer/forgot-password',
    {
      schema: { tags, body: ForgotPasswordBody, response: { 200: MessageReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeRequest },
      preHandler: perAccount('codeRequest'),
    },
    async (request) => {
      await service.forgotPassword(request.body);
      return { success: true, message: ACCOUNT_MESSAGES.resetCodeSent };
    },
  );

  app.patch(
    '/v1/customer/reset-password',
    {
      schema: { tags, body: ResetPasswordBody, response: { 200: MessageReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.codeCheck },
      preHandler: perAccount('codeCheck'),
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { success: true, message: ACCOUNT_MESSAGES.passwordReset };
    },
  );

  app.get(
    '/v1/customer/me',
    {
      schema: { tags, response: { 200: UserReply, ...errorReplies } },
      config: { rateLimit: IP_LIMITS.profile },
      preHandler: requireUser,
    },
    async (request) => ({ success: true, message: 'Signed in', data: request.user! }),
  );

  await app.register(accountRoutes);
  await app.register(mfaRoutes);
  await app.register(oauthRoutes, { prefix: '/v1/oAuth' });
};
