import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { createUserSession } from './testing';

describe('CSRF, rate limits and cookie flags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://travel.example' }, { mailer: memoryMailer() });
  });
  afterAll(() => t.close());

  it('refuses a state-changing call from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
  });

  it('refuses a cross-site request that sends no Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a form-encoded or text body (what a cross-site form can send)', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/login',
        headers: { origin: 'https://travel.example', 'content-type': contentType },
        payload: 'email=a@b.co&password=x',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Request bodies must be sent as application/json.');
    }
  });

  it('accepts the site’s own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/logout',
      headers: { origin: 'https://travel.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('marks the session cookie Secure when the site is served over https', async () => {
    const { user, password } = await createUserSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      headers: { origin: 'https://travel.example' },
      payload: { email: user.email, password },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-tp_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  const loginFrom = (ip: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      remoteAddress: ip,
      headers: { origin: 'https://travel.example' },
      payload: { email, password },
    });

  it('does not count successful logins against the account', async () => {
    const { user, password } = await createUserSession(t.app);
    for (let i = 0; i < 12; i++) expect((await loginFrom('10.2.2.2', user.email, password)).statusCode).toBe(200);
  });

  it('limits code requests per IP', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/forgot-password',
        remoteAddress: '10.9.9.9',
        headers: { origin: 'https://travel.example' },
        payload: { email: `ip-${i}@example.test` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
