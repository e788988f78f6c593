import { createTestApp, type TestApp } from '../../../test/testApp';
import { startLocalOidcProvider, type LocalOidcProvider } from './localOidcProvider';

const PUBLIC_URL = 'http://localhost:3999';
const CLIENT = { clientId: 'travel-portal-test', clientSecret: 'a-long-test-client-secret-for-hs256-signing' };

describe('social login against a local OpenID provider', () => {
  let oidc: LocalOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    oidc = await startLocalOidcProvider({ ...CLIENT, redirectUris: [`${PUBLIC_URL}/api/v1/oAuth/google/callback`] });
    process.env.GOOGLE_ISSUER = oidc.issuer;
    process.env.GOOGLE_CLIENT_ID = CLIENT.clientId;
    process.env.GOOGLE_CLIENT_SECRET = CLIENT.clientSecret;
    t = await createTestApp({ PUBLIC_URL });
  });
  afterAll(async () => {
    delete process.env.GOOGLE_ISSUER;
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
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

  it('logs the person in through the provider and redirects to /successAuth', async () => {
    const email = 'social.user@example.test';
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/oAuth/google' });
    const flowCookie = String(start.headers['set-cookie']).split(';')[0];
    // The browser's trip through the provider, by hand: authorize, sign in, back to the callback.
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
      body: new URLSearchParams({ email }),
    });
    remember(res);
    let next = new URL(res.headers.get('location')!, oidc.issuer);
    while (next.origin === oidc.issuer) {
      res = await fetch(next, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      remember(res);
      next = new URL(res.headers.get('location')!, oidc.issuer);
    }
    expect(next.pathname).toBe('/api/v1/oAuth/google/callback');

    const callback = await t.app.inject({
      method: 'GET',
      url: next.pathname + next.search,
      headers: { cookie: flowCookie },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/successAuth');
    const session = (callback.headers['set-cookie'] as string[]).find((c) => c.startsWith('tp_session='))!;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customer/me',
      headers: { cookie: session.split(';')[0] },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, role: 'customer' });

    // The same code cannot be used twice (the flow is consumed).
    const replay = await t.app.inject({
      method: 'GET',
      url: next.pathname + next.search,
      headers: { cookie: flowCookie },
    });
    expect(replay.headers.location).toBe('/failedAuth');
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
