import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OAuthCallbackQuery, OAuthProviderParams, OAuthRedirectReply } from '@travel/contracts/accounts';
import * as client from 'openid-client';
import * as repo from '../accounts.repository';
import { IP_LIMITS } from '../rateLimits';
import { randomToken, sha256 } from '../secrets';
import { cookieOptions, startSession } from '../sessions';
import {
  identityLinkRoutes,
  LINK_PAGE_PATH,
  PENDING_LINK_COOKIE,
  pendingLinkCookieOptions,
} from './identityLink.routes';
import { identityLinks } from './identityLinks';
import type { OAuthProviderConfig, OAuthProviderName } from '../../../config';

const FLOW_COOKIE = 'tp_oauth';
const FLOW_TTL_SECONDS = 10 * 60;
const SCOPE = 'openid email profile';
const SUCCESS_PATH = '/successAuth';
const FAILURE_PATH = '/failedAuth';
/** Where a social sign-in of an account with TOTP on continues: the login page, at its second step. */
export const MFA_PATH = '/login?mfa=required';

class OAuthFailure extends Error {}

/**
 * Social login: GET /google and /facebook start an authorization-code flow (PKCE S256, state, nonce);
 * GET /<provider>/callback finishes it. A known (issuer, subject) signs its user in; a new one with a
 * provider-verified email nobody uses creates an account; anything else waits for a proof on the link page
 * (see identityLinks). Signed in, the browser goes to /successAuth; any failure, admin accounts included,
 * goes to /failedAuth with the reason in the log.
 */
export const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const providers = app.config.oauth;
  const { publicUrl } = app.config;
  const flowCookie = { ...cookieOptions(publicUrl, FLOW_TTL_SECONDS), path: '/api/v1/oAuth' };
  const pendingLinkCookie = pendingLinkCookieOptions(publicUrl);
  const links = identityLinks(app);
  const discovered = new Map<OAuthProviderName, Promise<client.Configuration>>();

  const redirectUri = (name: OAuthProviderName) => `${publicUrl}/api/v1/oAuth/${name}/callback`;

  /** Discovery happens on first use and is cached; a failed discovery is retried next time. */
  function configurationOf(provider: OAuthProviderConfig): Promise<client.Configuration> {
    if (!provider.clientId || !provider.clientSecret) {
      return Promise.reject(new OAuthFailure(`${provider.name} login is not configured (no client id/secret)`));
    }
    let pending = discovered.get(provider.name);
    if (!pending) {
      const insecure = provider.issuer.startsWith('http:');
      pending = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        { client_secret: provider.clientSecret, redirect_uris: [redirectUri(provider.name)] },
        client.ClientSecretPost(provider.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      pending.catch(() => discovered.delete(provider.name));
      discovered.set(provider.name, pending);
    }
    return pending;
  }

  await app.register(identityLinkRoutes);

  app.get(
    '/:provider',
    {
      schema: { tags: ['accounts'], params: OAuthProviderParams, response: { 302: OAuthRedirectReply } },
      config: { rateLimit: IP_LIMITS.oauth },
    },
    async (request, reply) => {
      const provider = providers[request.params.provider];
      try {
        const configuration = await configurationOf(provider);
        const codeVerifier = client.randomPKCECodeVerifier();
        const state = client.randomState();
        const nonce = client.randomNonce();
        const flowId = randomToken();
        await repo.insertOAuthFlow(
          app.db,
          sha256(flowId),
          { provider: provider.name, state, nonce, codeVerifier },
          FLOW_TTL_SECONDS,
        );
        const url = client.buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri(provider.name),
          scope: SCOPE,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        reply.setCookie(FLOW_COOKIE, flowId, flowCookie);
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.warn({ err: error }, `${provider.name} login could not start: ${(error as Error).message}`);
        return reply.redirect(FAILURE_PATH, 302);
      }
    },
  );

  app.get(
    '/:provider/callback',
    {
      schema: {
        tags: ['accounts'],
        params: OAuthProviderParams,
        querystring: OAuthCallbackQuery,
        response: { 302: OAuthRedirectReply },
      },
      config: { rateLimit: IP_LIMITS.oauth },
    },
    async (request, reply) => {
      const provider = providers[request.params.provider];
      const flowId = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { ...flowCookie, maxAge: undefined });
      try {
        if (!flowId) throw new OAuthFailure('no login flow cookie');
        const flow = await repo.takeOAuthFlow(app.db, sha256(flowId));
        if (!flow || flow.provider !== provider.name) throw new OAuthFailure('unknown or expired login flow');
        const configuration = await configurationOf(provider);
        const currentUrl = new URL(request.url, publicUrl);
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims?.iss || !claims.sub) throw new OAuthFailure('the ID token names no issuer or subject');
        const email = typeof claims.email === 'string' ? claims.email.trim() : '';
        const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0];
        const outcome = await links.signInOrHold(
          { issuer: claims.iss, subject: claims.sub, provider: provider.name },
          { email, emailVerified: claims.email_verified === true, name },
        );
        if (outcome.kind === 'pending') {
          reply.setCookie(PENDING_LINK_COOKIE, outcome.token, pendingLinkCookie);
          return reply.redirect(LINK_PAGE_PATH, 302);
        }
        // An account with TOTP on signs in with its code too (issue #40): the login page's second step.
        if (await app.accounts.mfa.isOn(outcome.userId)) {
          await app.accounts.mfa.startPendingSignIn(reply, publicUrl, outcome.userId);
          return reply.redirect(MFA_PATH, 302);
        }
        await startSession(app.db, reply, publicUrl, outcome.userId);
        await app.accounts.signedIn(outcome.userId);
        return reply.redirect(SUCCESS_PATH, 302);
      } catch (error) {
        request.log.warn({ err: error }, `${provider.name} login failed: ${(error as Error).message}`);
        return reply.redirect(FAILURE_PATH, 302);
      }
    },
  );
};
