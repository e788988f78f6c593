import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call } from './accounts.test-helpers';
import { createUserSession } from './testing';

/** The API answers 400 with the very messages that the forms show. */
describe('account routes reject bad input with the form messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer() });
  });
  afterAll(() => t.close());

  const cases: [string, 'POST' | 'PATCH', string, object, string][] = [
    ['signup without a name', 'POST', 'signup', { email: 'a@b.co', password: '123456789' }, 'Full name is required'],
    ['signup without an email', 'POST', 'signup', { name: 'A', password: '123456789' }, 'Email is required'],
    [
      'signup with a bad email',
      'POST',
      'signup',
      { name: 'A', email: 'a b@c.d', password: '123456789' },
      'Please enter a valid email address',
    ],
    [
      'signup with a 9-digit mobile',
      'POST',
      'signup',
      { name: 'A', email: 'a@b.co', mobileNumber: '987654321', password: '123456789' },
      'Mobile number must be exactly 10 digits',
    ],
    ['signup without a password', 'POST', 'signup', { name: 'A', email: 'a@b.co' }, 'Password is required'],
    [
      'signup with an 8-character password',
      'POST',
      'signup',
      { name: 'A', email: 'a@b.co', password: '12345678' },
      'Password must be at least 9 characters long',
    ],
    [
      'signup with a 129-character password',
      'POST',
      'signup',
      { name: 'A', email: 'a@b.co', password: 'x'.repeat(129) },
      'Password must be at most 128 characters long',
    ],
    ['login without an email', 'POST', 'login', { password: 'x' }, 'Email is required'],
    ['login without a password', 'POST', 'login', { email: 'a@b.co' }, 'Password is required'],
    ['forgot-password without an email', 'POST', 'forgot-password', {}, 'Email is required for password reset'],
    [
      'forgot-password with a bad email',
      'POST',
      'forgot-password',
      { email: 'nope' },
      'Please enter a valid email address',
    ],
    [
      'verify-signup with a 5-digit code',
      'POST',
      'verify-signup',
      { email: 'a@b.co', otp: '12345' },
      'The code must be exactly 6 digits',
    ],
    [
      'verify-signup with letters',
      'POST',
      'verify-signup',
      { email: 'a@b.co', otp: '12a456' },
      'The code must be exactly 6 digits',
    ],
    ['verify-signup without a code', 'POST', 'verify-signup', { email: 'a@b.co' }, 'Please enter the 6-digit code'],
    [
      'reset-password with a short password',
      'PATCH',
      'reset-password',
      { email: 'a@b.co', otp: '123456', newPassword: 'short' },
      'Password must be at least 9 characters long',
    ],
  ];

  it.each(cases)('%s', async (_name, method, route, body, message) => {
    const res = await call(t.app, method, `/api/v1/customer/${route}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  // Keys named like Object.prototype's members reached yup, which took them for schema fields: 500.
  describe.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])('a field named %s', (key) => {
    const routes: [string, 'POST' | 'PATCH', string, Record<string, unknown>][] = [
      ['signup', 'POST', 'signup', { name: 'Asha Rao', email: 'asha@example.test', password: 'Str0ng!pass' }],
      ['verify-signup', 'POST', 'verify-signup', { email: 'asha@example.test', otp: '123456' }],
      [
        'reset-password',
        'PATCH',
        'reset-password',
        { email: 'asha@example.test', otp: '123456', newPassword: 'Str0ng!pass' },
      ],
    ];
    it.each(routes)('is refused by %s with 400 naming it', async (_name, method, route, fields) => {
      // Written as JSON text: an object literal cannot hold an own "__proto__" key.
      const payload = JSON.stringify(fields).replace(/}$/, `,${JSON.stringify(key)}:"x"}`);
      const res = await t.app.inject({
        method,
        url: `/api/v1/customer/${route}`,
        headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: `body must not have a field named "${key}"` });
    });
  });

  it('answers a wrong-typed field with 400 naming the field', async () => {
    const res = await call(t.app, 'POST', '/api/v1/customer/login', { email: { nested: true }, password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email /);
  });

  it('says "Invalid email or password" for an unknown email and for a wrong password alike', async () => {
    const { user } = await createUserSession(t.app, { password: 'the-right-one' });
    const unknown = await call(t.app, 'POST', '/api/v1/customer/login', { email: 'ghost@example.test', password: 'x' });
    const wrong = await call(t.app, 'POST', '/api/v1/customer/login', { email: user.email, password: 'the-wrong-one' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('updates the profile of the signed-in person', async () => {
    const { cookie } = await createUserSession(t.app, { name: 'Old Name' });
    const res = await call(
      t.app,
      'PATCH',
      '/api/v1/customer/update',
      { name: 'New Name', mobileNumber: '9123456780' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { name: 'New Name' } });
    const me = await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie);
    expect(me.json().data.name).toBe('New Name');
    const bad = await call(t.app, 'PATCH', '/api/v1/customer/update', { mobileNumber: '12' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Mobile number must be exactly 10 digits');
  });

  it('refuses a profile update and /me without a session', async () => {
    const update = await call(t.app, 'PATCH', '/api/v1/customer/update', { name: 'X' });
    expect(update.statusCode).toBe(401);
    expect(update.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    const me = await call(t.app, 'GET', '/api/v1/customer/me');
    expect(me.statusCode).toBe(401);
  });

  it('answers logout without a session with success (nothing to end)', async () => {
    const res = await call(t.app, 'POST', '/api/v1/customer/logout');
    expect(res.json()).toEqual({ success: true, message: 'Logout Successfully' });
  });
});
