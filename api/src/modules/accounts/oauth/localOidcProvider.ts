import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/* eslint-disable @typescript-eslint/no-explicit-any -- oidc-provider is untyped here (see oidc-provider.d.ts) */
type KoaContextWithOIDC = any;

export interface LocalOidcProviderOptions {
  port?: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** What the provider asserts about the account it signs in. */
interface LocalAccount {
  email: string;
  emailVerified: boolean;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google in tests: its sign-in
 * page asks for an email, and the account it signs in has that address, verified. Optional fields make it
 * the provider an attacker would run: `sub` (another subject for the same address; default: the address)
 * and `unverified` (the ID token says `email_verified: false`).
 */
export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, LocalAccount>();

  const configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // openid-client reads the email from the ID token.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: async () => {
        const { email, emailVerified } = accounts.get(sub) ?? { email: sub, emailVerified: true };
        return { sub, email, email_verified: emailVerified, name: `Oidc ${email.split('@')[0]}` };
      },
    }),
    // First-party style: no consent screen, every requested scope is granted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existingId = session.grantIdFor(client.clientId);
      if (existingId) return ctx.oidc.provider.Grant.find(existingId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const providerCallback = provider.callback();

  server.on('request', async (req, res) => {
    const match = req.url?.match(/^\/interaction\/([\w-]+)/);
    if (!match) return providerCallback(req, res);
    try {
      if (req.method === 'POST') {
        const form = await formBody(req);
        const email = form.get('email')?.trim() ?? '';
        const accountId = form.get('sub')?.trim() || email;
        accounts.set(accountId, { email, emailVerified: form.get('unverified') !== 'on' });
        await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
        return;
      }
      await provider.interactionDetails(req, res);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html lang="en"><head><title>Local OpenID provider</title></head><body>
<h1>Sign in to the local OpenID provider</h1>
<form method="post" action="${escapeHtml(req.url ?? '')}">
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<p><label for="sub">Subject (optional; default: the address)</label> <input id="sub" name="sub"></p>
<p><input id="unverified" name="unverified" type="checkbox"> <label for="unverified">Do not vouch for the address</label></p>
<button type="submit">Sign in</button>
</form></body></html>`);
    } catch (error) {
      res.statusCode = 400;
      res.end(`interaction failed: ${(error as Error).message}`);
    }
  });

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
