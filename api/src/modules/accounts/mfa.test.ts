import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { TEST_ENV } from '../../test/testEnv';
import { call, sessionCookieOf } from './accounts.test-helpers';
import { sha256 } from './secrets';
import { createUserSession, signInStaffWithFactor, type TestSession } from './testing';

// A second factor (issue #40 point 3): TOTP with recovery codes, the sign-in's second step, and step-up for money.

const totpOf = (secret: string) => new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
/** The code of the step `stepsAhead` after the current one (±1 is accepted, each step once). */
const codeAt = (secret: string, stepsAhead = 0) =>
  totpOf(secret).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
const cookieIn = (setCookie: string | string[] | undefined, name: string) => {
  const found = [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookie)}`);
  return found.split(';')[0];
};

describe('TOTP, recovery codes and the sign-in second step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer() });
  }, 60_000);
  afterAll(() => t.close());

  /** A customer with TOTP on: their secret, recovery codes and a session. */
  async function enrolled(): Promise<TestSession & { secret: string; recoveryCodes: string[] }> {
    const session = await createUserSession(t.app);
    const setup = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/setup',
      { password: session.password },
      session.cookie,
    );
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const confirm = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/confirm',
      { code: codeAt(secret) },
      session.cookie,
    );
    expect(confirm.statusCode).toBe(200);
    return { ...session, secret, recoveryCodes: confirm.json().recoveryCodes };
  }

  async function login(session: TestSession) {
    const res = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: session.user.email,
      password: session.password,
    });
    expect(res.statusCode).toBe(200);
    return { res, pending: res.json().mfaRequired ? cookieIn(res.headers['set-cookie'], 'tp_mfa') : undefined };
  }

  it('sets up with the password, confirms with the current code and gives 10 recovery codes once', async () => {
    const session = await createUserSession(t.app);
    const status = await call(t.app, 'GET', '/api/v1/customer/mfa', undefined, session.cookie);
    expect(status.json()).toEqual({
      success: true,
      totp: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      staff: false,
    });

    const wrongPassword = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/setup',
      { password: 'nope' },
      session.cookie,
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Your password is not right.');

    const first = (
      await call(t.app, 'POST', '/api/v1/customer/mfa/totp/setup', { password: session.password }, session.cookie)
    ).json();
    const setup = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/setup',
      { password: session.password },
      session.cookie,
    );
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrDataUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(first.secret);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Travel%20Portal:/);
    expect(otpauthUri).toContain(encodeURIComponent(session.user.email));
    expect(otpauthUri).toContain('issuer=Travel%20Portal');
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

    // The replaced pending secret's code does not confirm; a wrong code neither.
    const replaced = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/confirm',
      { code: codeAt(first.secret) },
      session.cookie,
    );
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().message).toBe('That code is not right. Enter the 6 digits your app shows now.');

    const confirm = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/confirm',
      { code: codeAt(secret) },
      session.cookie,
    );
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe('Two-step sign-in is on.');
    const codes: string[] = confirm.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);

    const stored = await queryRows<{ secret: string; codeHash: string }>(
      t.app.db,
      sql`SELECT t.secret, r.code_hash AS "codeHash" FROM user_totp t JOIN mfa_recovery_codes r USING (user_id)
          WHERE t.user_id::text = ${session.user.id}`,
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.secret).not.toContain(secret);
      expect(codes.some((code) => row.codeHash.includes(code))).toBe(false);
    }
    const after = (await call(t.app, 'GET', '/api/v1/customer/mfa', undefined, session.cookie)).json();
    expect(after.totp).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
  });

  it('asks for the second step at login (no session), and the right code gives the session', async () => {
    const account = await enrolled();
    const { res, pending } = await login(account);
    expect(res.json()).toEqual({
      success: true,
      mfaRequired: true,
      message: 'Enter the code from your authenticator app.',
    });
    expect(String(res.headers['set-cookie'])).not.toMatch(/tp_session=[^;]/);
    const attributes = [res.headers['set-cookie']]
      .flat()
      .find((c) => c!.startsWith('tp_mfa='))!
      .split('; ');
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Max-Age=300']));

    const wrong = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('That code is not right.');

    // The confirm used the current step, so the next one signs in (±1 step of drift).
    const right = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: codeAt(account.secret, 1) }, pending);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      success: true,
      message: 'Login Successfully',
      data: { id: account.user.id, name: account.user.name, email: account.user.email, role: 'customer' },
    });
    const cookie = sessionCookieOf(right.headers['set-cookie']);
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie)).statusCode).toBe(200);

    // The pending sign-in is over.
    const again = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: codeAt(account.secret) }, pending);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Your sign-in has expired. Sign in again.');
  });

  it('refuses a TOTP code used before, and one of a step before it', async () => {
    const account = await enrolled();
    const first = await login(account);
    const code = codeAt(account.secret, 1);
    expect((await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code }, first.pending)).statusCode).toBe(200);
    const second = await login(account);
    const replay = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code }, second.pending);
    expect(replay.statusCode).toBe(401);
    const older = await call(
      t.app,
      'POST',
      '/api/v1/customer/login/mfa',
      { code: codeAt(account.secret) },
      second.pending,
    );
    expect(older.statusCode).toBe(401);
  });

  it('accepts a recovery code once', async () => {
    const account = await enrolled();
    const [recovery] = account.recoveryCodes;
    const first = await login(account);
    const used = await call(
      t.app,
      'POST',
      '/api/v1/customer/login/mfa',
      { code: recovery.toUpperCase() },
      first.pending,
    );
    expect(used.statusCode).toBe(200);
    const second = await login(account);
    const reused = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: recovery }, second.pending);
    expect(reused.statusCode).toBe(401);
    const status = (await call(t.app, 'GET', '/api/v1/customer/mfa', undefined, account.cookie)).json();
    expect(status.totp.recoveryCodesLeft).toBe(9);
  });

  it('voids the pending sign-in at the 5th wrong code (429), and then the right code does not sign in', async () => {
    const account = await enrolled();
    const { pending } = await login(account);
    for (let i = 1; i <= 4; i++) {
      const res = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: '000000' }, pending);
      expect(res.statusCode).toBe(401);
    }
    const fifth = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: '000000' }, pending);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many tries. Sign in again.');
    const right = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: codeAt(account.secret, 1) }, pending);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe('Your sign-in has expired. Sign in again.');
  });

  it('answers 401 expired without a pending sign-in, or once it is older than 5 minutes', async () => {
    const none = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Your sign-in has expired. Sign in again.');
    const account = await enrolled();
    const { pending } = await login(account);
    await t.app.db.execute(
      sql`UPDATE mfa_pending_sign_ins SET expires_at = now() - interval '1 second'
          WHERE id_hash = ${sha256(pending!.split('=')[1])}`,
    );
    const late = await call(t.app, 'POST', '/api/v1/customer/login/mfa', { code: codeAt(account.secret, 1) }, pending);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Your sign-in has expired. Sign in again.');
  });

  it('tells nothing about TOTP before the password is right', async () => {
    const account = await enrolled();
    const res = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: account.user.email,
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('tp_mfa');
  });

  it('turns off for a customer with password and code; a staff member keeps it', async () => {
    const account = await enrolled();
    const wrong = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/disable',
      { password: account.password, code: '000000' },
      account.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    const off = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/disable',
      { password: account.password, code: account.recoveryCodes[0] },
      account.cookie,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ success: true, message: 'Two-step sign-in is off.' });
    expect((await login(account)).pending).toBeUndefined();

    const staff = await signInStaffWithFactor(t.app);
    const refused = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/totp/disable',
      { password: staff.password, code: codeAt(staff.totpSecret) },
      staff.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Staff accounts keep two-step sign-in.');
    expect((await call(t.app, 'GET', '/api/v1/customer/mfa', undefined, staff.cookie)).json()).toMatchObject({
      totp: { enabled: true },
      staff: true,
    });
  });

  it('records in the audit log when a staff member turns TOTP on', async () => {
    const staff = await createUserSession(t.app, { staffRoles: ['support_agent'] });
    const { secret } = (
      await call(t.app, 'POST', '/api/v1/customer/mfa/totp/setup', { password: staff.password }, staff.cookie)
    ).json();
    await call(t.app, 'POST', '/api/v1/customer/mfa/totp/confirm', { code: codeAt(secret) }, staff.cookie);
    const entries = await queryRows<{ action: string; targetId: string }>(
      t.app.db,
      sql`SELECT action, target_id AS "targetId" FROM audit_log WHERE actor_id::text = ${staff.user.id}`,
    );
    expect(entries).toEqual([{ action: 'staff.totp_enabled', targetId: staff.user.id }]);
  });
});

describe('step-up before moving money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  // A refund of an unknown payment: past the guards it is a 400 or 404, which is all this needs to tell them apart.
  const refund = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/refunds/initiate',
      headers: { cookie, 'idempotency-key': `k-${Math.random()}` },
      payload: {
        paymentId: '00000000-0000-4000-8000-000000000000',
        cancellationId: '00000000-0000-4000-8000-000000000000',
        amountMinor: 100,
        currency: 'INR',
        reason: 'order_cancelled',
      },
    });
  const setFactorAge = (cookie: string, minutes: number) =>
    t.app.db.execute(
      sql`UPDATE sessions SET factor_at = now() - make_interval(mins => ${minutes})
          WHERE id_hash = ${sha256(cookie.split('=')[1])}`,
    );

  it('asks a staff member without TOTP to enrol first', async () => {
    const finance = await createUserSession(t.app, { staffRoles: ['finance'] });
    const res = await refund(finance.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'Set up two-step sign-in in your account before you move money.',
      stepUp: 'enrol',
    });
  });

  it('asks for the code again after 15 idle minutes, passes after step-up, and slides with each action', async () => {
    const finance = await signInStaffWithFactor(t.app, { staffRoles: ['finance'] });
    expect([400, 404]).toContain((await refund(finance.cookie)).statusCode);

    await setFactorAge(finance.cookie, 16);
    const stale = await refund(finance.cookie);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      success: false,
      message: 'Enter the code from your authenticator app to continue.',
      stepUp: 'code',
    });
    const decide = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/cancellations/00000000-0000-4000-8000-000000000000',
      headers: { cookie: finance.cookie },
      payload: { action: 'approve' },
    });
    expect(decide.statusCode).toBe(403);
    expect(decide.json().stepUp).toBe('code');

    const wrong = await call(t.app, 'POST', '/api/v1/customer/mfa/step-up', { code: '000000' }, finance.cookie);
    expect(wrong.statusCode).toBe(400);
    const stepUp = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/step-up',
      { code: codeAt(finance.totpSecret) },
      finance.cookie,
    );
    expect(stepUp.statusCode).toBe(200);
    expect(stepUp.json()).toEqual({ success: true, message: 'Confirmed.', validUntil: expect.any(String) });
    const until = Date.parse(stepUp.json().validUntil);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    expect([400, 404]).toContain((await refund(finance.cookie)).statusCode);

    // 10 minutes later a money action passes and starts the 15 minutes again.
    await setFactorAge(finance.cookie, 10);
    expect([400, 404]).toContain((await refund(finance.cookie)).statusCode);
    const [row] = await queryRows<{ age: number }>(
      t.app.db,
      sql`SELECT EXTRACT(EPOCH FROM now() - factor_at)::float8 AS age FROM sessions
          WHERE id_hash = ${sha256(finance.cookie.split('=')[1])}`,
    );
    expect(Number(row.age)).toBeLessThan(60);
    // The code used for the step-up is not accepted again.
    const replay = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/step-up',
      { code: codeAt(finance.totpSecret) },
      finance.cookie,
    );
    expect(replay.statusCode).toBe(400);
  });

  it('limits step-up codes per account, whatever the address: the 11th in 15 minutes is refused, even a right one', async () => {
    const finance = await signInStaffWithFactor(t.app, { staffRoles: ['finance'] });
    const stepUpFrom = (code: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/mfa/step-up',
        headers: { cookie: finance.cookie, 'x-forwarded-for': ip },
        remoteAddress: ip,
        payload: { code },
      });
    for (let i = 0; i < 10; i++) expect((await stepUpFrom('000000', `10.0.0.${i + 1}`)).statusCode).toBe(400);
    const limited = await stepUpFrom(codeAt(finance.totpSecret), '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many attempts for this account\. Please try again in 1[45] minutes\.$/,
    );

    // Another account is not held back by it.
    const other = await signInStaffWithFactor(t.app, { staffRoles: ['finance'] });
    const theirs = await call(
      t.app,
      'POST',
      '/api/v1/customer/mfa/step-up',
      { code: codeAt(other.totpSecret) },
      other.cookie,
    );
    expect(theirs.statusCode).toBe(200);
  });

  it('counts the sign-in second step as a factor proven', async () => {
    const finance = await signInStaffWithFactor(t.app, { staffRoles: ['finance'] });
    const login = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: finance.user.email,
      password: finance.password,
    });
    expect(login.json().mfaRequired).toBe(true);
    const second = await call(
      t.app,
      'POST',
      '/api/v1/customer/login/mfa',
      { code: codeAt(finance.totpSecret) },
      cookieIn(login.headers['set-cookie'], 'tp_mfa'),
    );
    expect(second.statusCode).toBe(200);
    expect([400, 404]).toContain((await refund(sessionCookieOf(second.headers['set-cookie']))).statusCode);
  });
});

describe('ADMIN_TOTP_SECRET', () => {
  const secret = new Secret({ size: 20 }).base32;

  it('is refused at start-up unless base32 of 16 characters or more', () => {
    expect(() => loadConfig({ ...TEST_ENV, ADMIN_TOTP_SECRET: 'short' })).toThrow(/ADMIN_TOTP_SECRET must be a base32/);
    expect(() => loadConfig({ ...TEST_ENV, ADMIN_TOTP_SECRET: 'ABCDEFGH01234567' })).toThrow(/ADMIN_TOTP_SECRET/);
    expect(loadConfig({ ...TEST_ENV, ADMIN_TOTP_SECRET: secret.toLowerCase() }).adminTotpSecret).toBe(secret);
  });

  it('refuses the development MFA_ENCRYPTION_KEY in production', () => {
    expect(() => loadConfig({ ...TEST_ENV, NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'false' })).toThrow(
      /MFA_ENCRYPTION_KEY/,
    );
  });

  it('turns the start-up admin TOTP on with that secret', async () => {
    const t = await createTestApp({
      ADMIN_EMAIL: 'boss@example.test',
      ADMIN_PASSWORD: 'start-up-password-1',
      ADMIN_TOTP_SECRET: secret,
    });
    try {
      const login = await call(t.app, 'POST', '/api/v1/customer/login', {
        email: 'boss@example.test',
        password: 'start-up-password-1',
      });
      expect(login.json().mfaRequired).toBe(true);
      const second = await call(
        t.app,
        'POST',
        '/api/v1/customer/login/mfa',
        { code: codeAt(secret) },
        cookieIn(login.headers['set-cookie'], 'tp_mfa'),
      );
      expect(second.statusCode).toBe(200);
      expect(second.json().data.role).toBe('admin');
    } finally {
      await t.close();
    }
  });
});
