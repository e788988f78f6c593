import { PERMISSIONS } from '@travel/contracts/admin';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call, codeIn, sessionCookieOf } from './accounts.test-helpers';

describe('sign-up, login, me, logout', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'Boss@Example.test', ADMIN_PASSWORD: 'admin-password-1' }, { mailer });
  });
  afterAll(() => t.close());

  const lastMailTo = (to: string) => [...mailer.sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());

  it('signs up with an emailed code, then logs in, reads /me and logs out', async () => {
    const signup = await call(t.app, 'POST', '/api/v1/customer/signup', {
      name: 'Asha Rao',
      email: 'asha@example.test',
      mobileNumber: '9876543210',
      password: 'correct-horse',
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json()).toEqual({ success: true, message: 'Otp sent successfully' });

    // Nothing usable before the code: the password does not log in yet.
    const early = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'asha@example.test',
      password: 'correct-horse',
    });
    expect(early.statusCode).toBe(401);

    // The code screen sends the sign-up form's values with the code; the account is made with them.
    const verify = await call(t.app, 'POST', '/api/v1/customer/verify-signup', {
      email: 'asha@example.test',
      otp: codeIn(lastMailTo('asha@example.test')),
      name: 'Asha Rao',
      mobileNumber: '9876543210',
      password: 'correct-horse',
    });
    expect(verify.statusCode).toBe(201);
    expect(verify.json()).toMatchObject({ success: true, message: 'Account created successfully' });

    const login = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'Asha@Example.test',
      password: 'correct-horse',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      success: true,
      message: 'Login Successfully',
      data: { name: 'Asha Rao', email: 'asha@example.test', role: 'customer' },
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const cookie = sessionCookieOf(login.headers['set-cookie']);

    const me = await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'asha@example.test', role: 'customer' });

    const logout = await call(t.app, 'POST', '/api/v1/customer/logout', undefined, cookie);
    expect(logout.json()).toEqual({ success: true, message: 'Logout Successfully' });
    const after = await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: 'Please log in to continue.' });
  });

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, who logs in on the same route', async () => {
    const login = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'boss@example.test',
      password: 'admin-password-1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.role).toBe('admin');
    // The start-up admin is a Super Admin (issue #40): every permission.
    const cookie = sessionCookieOf(login.headers['set-cookie']);
    const mine = await t.app.inject({ method: 'GET', url: '/api/admin/permissions', headers: { cookie } });
    expect(mine.json()).toEqual({ success: true, roles: ['super_admin'], permissions: [...PERMISSIONS] });
    // …and stays one: the role would come back at the next start anyway.
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${login.json().data.id}/roles`,
      headers: { cookie },
      payload: { roles: ['finance'] },
    });
    expect([demoted.statusCode, demoted.json().message]).toEqual([
      409,
      'The start-up administrator (ADMIN_EMAIL) is always a Super Admin.',
    ]);
  });
});
