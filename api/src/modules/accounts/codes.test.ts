import { sql } from 'drizzle-orm';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call, codeIn } from './accounts.test-helpers';

describe('one-time codes: sign-up verification and password reset', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) => mailer.sent.filter((m) => m.to === to);
  const signup = (email: string, password = 'long-enough-1') =>
    call(t.app, 'POST', '/api/v1/customer/signup', { name: 'Ravi Kumar', email, password });
  // The code goes with the sign-up form's values, as the code screen sends them.
  const verify = (email: string, otp: string, password = 'long-enough-1') =>
    call(t.app, 'POST', '/api/v1/customer/verify-signup', { email, otp, name: 'Ravi Kumar', password });
  const ageCode = (email: string, seconds: number) =>
    t.app.db.execute(
      sql`UPDATE one_time_codes SET created_at = now() - make_interval(secs => ${seconds}) WHERE email_key = ${email}`,
    );

  it('mails a 6-digit code in the plain-text body and stores only its hash', async () => {
    await signup('hash@example.test');
    const code = codeIn(mailsTo('hash@example.test')[0]);
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await t.app.db.execute(
      sql`SELECT code_hash FROM one_time_codes WHERE email_key = 'hash@example.test'`,
    )) as unknown as { rows: { code_hash: string }[] };
    expect(stored.rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].code_hash).not.toContain(code);
  });

  it('refuses a resend within 30 s and allows it after', async () => {
    await signup('resend@example.test');
    const tooSoon = await signup('resend@example.test');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    await ageCode('resend@example.test', 31);
    const again = await signup('resend@example.test');
    expect(again.statusCode).toBe(200);
    const [first, second] = mailsTo('resend@example.test').map(codeIn);
    // The new code replaces the old one.
    if (first !== second) expect((await verify('resend@example.test', first)).statusCode).toBe(400);
    expect((await verify('resend@example.test', second)).statusCode).toBe(201);
  });

  it('invalidates the code after 5 wrong tries, even for the right code', async () => {
    await signup('five@example.test');
    const code = codeIn(mailsTo('five@example.test')[0]);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify('five@example.test', wrong)).json().message);
    expect(messages).toEqual([
      'Incorrect code. 4 attempts left.',
      'Incorrect code. 3 attempts left.',
      'Incorrect code. 2 attempts left.',
      'Incorrect code. 1 attempt left.',
      'Too many incorrect attempts. Please request a new code.',
    ]);
    const right = await verify('five@example.test', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('This code is invalid or has expired. Please request a new one.');
  });

  it('refuses an expired code (10 minutes)', async () => {
    await signup('expired@example.test');
    const code = codeIn(mailsTo('expired@example.test')[0]);
    await t.app.db.execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE email_key = 'expired@example.test'`,
    );
    const res = await verify('expired@example.test', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code is invalid or has expired. Please request a new one.');
  });

  it('sets the expiry 10 minutes after issuing', async () => {
    await signup('ttl@example.test');
    const result = (await t.app.db.execute(
      sql`SELECT EXTRACT(EPOCH FROM (expires_at - created_at))::int AS ttl FROM one_time_codes WHERE email_key = 'ttl@example.test'`,
    )) as unknown as { rows: { ttl: number }[] };
    expect(Number(result.rows[0].ttl)).toBe(600);
  });

  it('uses a code once', async () => {
    await signup('once@example.test');
    const code = codeIn(mailsTo('once@example.test')[0]);
    expect((await verify('once@example.test', code)).statusCode).toBe(201);
    expect((await verify('once@example.test', code)).statusCode).toBe(400);
  });

  it('answers a sign-up for a taken email like any other, and mails the owner instead of a code', async () => {
    await signup('taken@example.test');
    await verify('taken@example.test', codeIn(mailsTo('taken@example.test')[0]));
    await ageCode('taken@example.test', 31);
    const again = await signup('TAKEN@example.test');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: 'Otp sent successfully' });
    const last = mailsTo('taken@example.test').at(-1)!;
    expect(last.subject).toBe('You already have a Travel Portal account');
    expect(last.text).not.toMatch(/\d{6}/);
  });

  it('resets a password with the emailed code and ends existing sessions', async () => {
    await signup('forgot@example.test', 'old-password-1');
    await verify('forgot@example.test', codeIn(mailsTo('forgot@example.test')[0]), 'old-password-1');
    const login = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'forgot@example.test',
      password: 'old-password-1',
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];

    const forgot = await call(t.app, 'POST', '/api/v1/customer/forgot-password', { email: 'Forgot@Example.test' });
    expect(forgot.json()).toEqual({ success: true, message: 'Otp sent for password reset' });
    const code = codeIn(mailsTo('forgot@example.test').at(-1));

    const short = await call(t.app, 'PATCH', '/api/v1/customer/reset-password', {
      email: 'forgot@example.test',
      otp: code,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 9 characters long');

    const reset = await call(t.app, 'PATCH', '/api/v1/customer/reset-password', {
      email: 'forgot@example.test',
      otp: code,
      newPassword: 'new-password-2',
    });
    expect(reset.json()).toEqual({ success: true, message: 'Reset password successfully' });
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie)).statusCode).toBe(401);
    const oldLogin = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'forgot@example.test',
      password: 'old-password-1',
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'forgot@example.test',
      password: 'new-password-2',
    });
    expect(newLogin.statusCode).toBe(200);

    const reused = await call(t.app, 'PATCH', '/api/v1/customer/reset-password', {
      email: 'forgot@example.test',
      otp: code,
      newPassword: 'third-password-3',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('answers forgot-password the same for an unknown email, and mails it a notice with no code', async () => {
    const before = mailer.sent.length;
    const res = await call(t.app, 'POST', '/api/v1/customer/forgot-password', { email: 'nobody@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Otp sent for password reset' });
    await t.app.mailOutbox.drain();
    const mailed = mailer.sent.slice(before);
    expect(mailed).toHaveLength(1);
    expect(mailed[0].to).toBe('nobody@example.test');
    expect(mailed[0].text).toContain('no account uses it');
    expect(mailed[0].text).not.toMatch(/\d{6}/);
    // The 30 s rule applies too, so its answer does not reveal whether the account exists.
    const again = await call(t.app, 'POST', '/api/v1/customer/forgot-password', { email: 'nobody@example.test' });
    expect(again.statusCode).toBe(429);
    const reset = await call(t.app, 'PATCH', '/api/v1/customer/reset-password', {
      email: 'nobody@example.test',
      otp: '123456',
      newPassword: 'whatever-123',
    });
    expect(reset.statusCode).toBe(400);
  });
});
