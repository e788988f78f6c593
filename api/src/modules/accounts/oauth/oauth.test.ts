import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret } from 'otpauth';
import { queryRows } from '../../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../../test/testApp';
import { createUserSession } from '../testing';
import { startLocalOidcProvider, type LocalOidcProvider } from './localOidcProvider';

const PUBLIC_URL = 'http://localhost:3999';
const CLIENT = { clientId: 'travel-portal-test', clientSecret: 'a-long-test-client-secret-for-hs256-signing' };

describe('social login against a local OpenID provider', () => {
  let oidc: LocalOidcProvider;
  let t: TestApp;
  const mailer = memoryMailer();

  /**
   * The browser's whole trip, by hand: start at the API, sign in at the provider with these form fields
   * (email; optional sub and unverified), follow the redirects, and land on the API's callback.
   */
  async function socialLogin(fields: Record<string, string>) {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/oAuth/google' });
    const flowCookie = String(start.headers['set-cookie']).split(';')[0];
    const jar = new Map<string, string>();
    const remember = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [name, value] = pair.split('=');
        jar.set(name, value);
      }
    };
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let res = await fetch(start.headers.location as string, { redirect: 'manual' });
    remember(res);
    const interaction = new URL(res.headers.get('location')!, oidc.issuer);
    res = await fetch(interaction, { headers: { cookie: cookieHeader() } });
    expect(await res.text()).toContain('Sign in to the local OpenID provider');
    res = await fetch(interaction, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    remember(res);
    let next = new URL(res.headers.get('location')!, oidc.issuer);
    while (next.origin === oidc.issuer) {
      res = await fetch(next, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      remember(res);
      next = new URL(res.headers.get('location')!, oidc.issuer);
    }
    expect(next.pathname).toBe('/api/v1/oAuth/google/callback');
    const callbackUrl = next.pathname + next.search;
    const callback = await t.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie: flowCookie } });
    return { callback, callbackUrl, flowCookie };
  }

  const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat().map(String);
  const sessionCookieOf = (res: LightMyRequestResponse) =>
    setCookies(res)
      .find((c) => /^tp_session=[^;]/.test(c))
      ?.split(';')[0];
  const pendingCookieOf = (res: LightMyRequestResponse) => setCookies(res).find((c) => /^tp_social_link=[^;]/.test(c));

  /** Who a session cookie signs in, from GET /me. */
  async function whoIs(cookie: string | undefined) {
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/customer/me', headers: { cookie: cookie! } });
    expect(me.statusCode).toBe(200);
    return me.json().data;
  }

  const link = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    });

  const linkedIdentities = async (userId: string) =>
    (await queryRows(t.app.db, sql`SELECT 1 FROM user_identities WHERE user_id::text = ${userId}`)).length;
  const usersWithEmail = async (email: string) =>
    (await queryRows(t.app.db, sql`SELECT 1 FROM users WHERE email_key = ${email.toLowerCase()}`)).length;

  beforeAll(async () => {
    oidc = await startLocalOidcProvider({ ...CLIENT, redirectUris: [`${PUBLIC_URL}/api/v1/oAuth/google/callback`] });
    t = await createTestApp(
      {
        PUBLIC_URL,
        GOOGLE_ISSUER: oidc.issuer,
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      },
      { mailer },
    );
  });
  afterAll(async () => {
    await t.close();
    await oidc.close();
  });

  it('starts a code flow with PKCE, state and nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/oAuth/google' });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(oidc.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v1/oAuth/google/callback`);
  });

  it('logs a new person in through the provider, creating the account, and redirects to /successAuth', async () => {
    const email = 'social.user@example.test';
    const { callback, callbackUrl, flowCookie } = await socialLogin({ email });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/successAuth');
    expect(await whoIs(sessionCookieOf(callback))).toMatchObject({ email, role: 'customer' });

    // The same code cannot be used twice (the flow is consumed).
    const replay = await t.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie: flowCookie } });
    expect(replay.headers.location).toBe('/failedAuth');
  });

  it('never signs an admin in socially, even when the provider vouches for the admin’s address', async () => {
    const admin = await createUserSession(t.app, { role: 'admin' });
    const { callback } = await socialLogin({ email: admin.user.email });
    expect(callback.headers.location).toBe('/failedAuth');
    expect(sessionCookieOf(callback)).toBeUndefined();
    expect(pendingCookieOf(callback)).toBeUndefined();
    expect(await linkedIdentities(admin.user.id)).toBe(0);
  });

  it('holds a first social login for a password account until the password is proven, then links it', async () => {
    const customer = await createUserSession(t.app);
    const first = await socialLogin({ email: customer.user.email });
    expect(first.callback.headers.location).toBe('/social-link');
    expect(sessionCookieOf(first.callback)).toBeUndefined();
    const pending = pendingCookieOf(first.callback)!;
    expect(pending).toMatch(/HttpOnly/i);
    expect(pending).toMatch(/Path=\/api\/v1\/oAuth/);
    const cookie = pending.split(';')[0];

    const described = await link('GET', '/api/v1/oAuth/link', cookie);
    expect(described.json()).toEqual({ success: true, data: { provider: 'google', email: customer.user.email } });

    const wrong = await link('POST', '/api/v1/oAuth/link/password', cookie, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Incorrect password. 4 attempts left.' });
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect(await linkedIdentities(customer.user.id)).toBe(0);

    const right = await link('POST', '/api/v1/oAuth/link/password', cookie, { password: customer.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true, message: 'Login Successfully', data: customer.user });
    expect(await whoIs(sessionCookieOf(right))).toMatchObject({ id: customer.user.id });
    expect(await linkedIdentities(customer.user.id)).toBe(1);
    // The pending link is spent.
    const again = await link('POST', '/api/v1/oAuth/link/password', cookie, { password: customer.password });
    expect(again.json()).toEqual({
      success: false,
      message: 'This sign-in has expired. Please sign in with Google or Facebook again.',
    });

    // Linked: the next social login goes straight in.
    const next = await socialLogin({ email: customer.user.email });
    expect(next.callback.headers.location).toBe('/successAuth');
    expect(await whoIs(sessionCookieOf(next.callback))).toMatchObject({ id: customer.user.id });
  });

  it('asks an account with TOTP on for its code after a social sign-in too (issue #40)', async () => {
    const customer = await createUserSession(t.app);
    await t.app.accounts.mfa.ensureTotp(customer.user.id, new Secret({ size: 20 }).base32);
    const first = await socialLogin({ email: customer.user.email });
    const cookie = pendingCookieOf(first.callback)!.split(';')[0];
    const linked = await link('POST', '/api/v1/oAuth/link/password', cookie, { password: customer.password });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({
      success: true,
      mfaRequired: true,
      message: 'Enter the code from your authenticator app.',
    });
    expect(sessionCookieOf(linked)).toBeUndefined();
    expect(String(linked.headers['set-cookie'])).toMatch(/tp_mfa=[\w-]{43}/);

    const next = await socialLogin({ email: customer.user.email });
    expect(next.callback.headers.location).toBe('/login?mfa=required');
    expect(sessionCookieOf(next.callback)).toBeUndefined();
    expect(String(next.callback.headers['set-cookie'])).toMatch(/tp_mfa=[\w-]{43}/);
  });

  it('drops a pending link after 5 wrong passwords', async () => {
    const customer = await createUserSession(t.app);
    const { callback } = await socialLogin({ email: customer.user.email });
    const cookie = pendingCookieOf(callback)!.split(';')[0];
    for (let i = 0; i < 4; i++) await link('POST', '/api/v1/oAuth/link/password', cookie, { password: `guess-${i}` });
    const last = await link('POST', '/api/v1/oAuth/link/password', cookie, { password: 'guess-5' });
    expect(last.json().message).toBe('Too many incorrect attempts. Please sign in with Google or Facebook again.');
    const right = await link('POST', '/api/v1/oAuth/link/password', cookie, { password: customer.password });
    expect(right.statusCode).toBe(400);
    expect(sessionCookieOf(right)).toBeUndefined();
  });

  it('counts wrong link passwords toward the login throttle, so a fresh pending link buys no fresh guesses', async () => {
    const customer = await createUserSession(t.app);
    const first = pendingCookieOf((await socialLogin({ email: customer.user.email })).callback)!.split(';')[0];
    for (let i = 0; i < 5; i++) await link('POST', '/api/v1/oAuth/link/password', first, { password: `guess-${i}` });

    const again = pendingCookieOf((await socialLogin({ email: customer.user.email })).callback)!.split(';')[0];
    const delayed = await link('POST', '/api/v1/oAuth/link/password', again, { password: 'guess-6' });
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().message).toMatch(/^Too many failed attempts from your network/);

    // The owner, elsewhere, still gets in with the right password.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oAuth/link/password',
      payload: { password: customer.password },
      remoteAddress: '127.0.0.2',
      headers: { origin: PUBLIC_URL, cookie: again },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('does not trust an address the provider does not vouch for: an emailed code proves it', async () => {
    const customer = await createUserSession(t.app);
    const { callback } = await socialLogin({ email: customer.user.email, sub: 'attacker-1', unverified: 'on' });
    expect(callback.headers.location).toBe('/social-link');
    expect(sessionCookieOf(callback)).toBeUndefined();
    const cookie = pendingCookieOf(callback)!.split(';')[0];

    expect((await link('POST', '/api/v1/oAuth/link/verify', cookie, { otp: '123456' })).json().message).toBe(
      'Please request a code first.',
    );
    const sent = await link('POST', '/api/v1/oAuth/link/code', cookie);
    expect(sent.json()).toEqual({
      success: true,
      message: `We have emailed a 6-digit code to ${customer.user.email}.`,
    });
    const mail = mailer.sent.filter((m) => m.to === customer.user.email).at(-1)!;
    expect(mail.subject).toBe('Your Travel Portal code to sign in with Google');
    const code = /one-time code is (\d{6})/.exec(mail.text)![1];
    const tooSoon = await link('POST', '/api/v1/oAuth/link/code', cookie);
    expect(tooSoon.statusCode).toBe(429);

    const wrong = await link('POST', '/api/v1/oAuth/link/verify', cookie, {
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toEqual({ success: false, message: 'Incorrect code. 4 attempts left.' });
    const right = await link('POST', '/api/v1/oAuth/link/verify', cookie, { otp: code });
    expect(right.statusCode).toBe(200);
    expect(await whoIs(sessionCookieOf(right))).toMatchObject({ id: customer.user.id });
  });

  it('creates no account for an unvouched new address until its mailed code is entered', async () => {
    const email = 'unvouched.new@example.test';
    const { callback } = await socialLogin({ email, unverified: 'on' });
    expect(callback.headers.location).toBe('/social-link');
    expect(await usersWithEmail(email)).toBe(0);
    const cookie = pendingCookieOf(callback)!.split(';')[0];
    await link('POST', '/api/v1/oAuth/link/code', cookie);
    const code = /one-time code is (\d{6})/.exec(mailer.sent.filter((m) => m.to === email).at(-1)!.text)![1];
    const verified = await link('POST', '/api/v1/oAuth/link/verify', cookie, { otp: code });
    expect(verified.statusCode).toBe(200);
    expect(await whoIs(sessionCookieOf(verified))).toMatchObject({ email, role: 'customer' });
    expect(await usersWithEmail(email)).toBe(1);
  });

  it('answers the link step without a pending sign-in with 400, and checks its fields', async () => {
    const none = await link('POST', '/api/v1/oAuth/link/password', undefined, { password: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('This sign-in has expired. Please sign in with Google or Facebook again.');
    expect((await link('POST', '/api/v1/oAuth/link/password', undefined, {})).json().message).toBe(
      'Password is required',
    );
    expect((await link('POST', '/api/v1/oAuth/link/verify', undefined, { otp: '12ab' })).json().message).toBe(
      'The code must be exactly 6 digits',
    );
  });

  it('redirects to /failedAuth for a callback without its flow cookie or with a forged state', async () => {
    const noCookie = await t.app.inject({ method: 'GET', url: '/api/v1/oAuth/google/callback?code=x&state=y' });
    expect(noCookie.statusCode).toBe(302);
    expect(noCookie.headers.location).toBe('/failedAuth');

    const start = await t.app.inject({ method: 'GET', url: '/api/v1/oAuth/google' });
    const flowCookie = String(start.headers['set-cookie']).split(';')[0];
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/oAuth/google/callback?code=stolen&state=not-the-state',
      headers: { cookie: flowCookie },
    });
    expect(forged.headers.location).toBe('/failedAuth');
  });

  it('redirects to /failedAuth when a provider is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/oAuth/facebook' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/failedAuth');
  });

  it('answers 400 for an unknown provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/oAuth/twitter' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
