import { sql } from 'drizzle-orm';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call, codeIn } from './accounts.test-helpers';

describe('a sign-up with someone else’s email cannot take their account', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) => mailer.sent.filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const signup = (body: object) => call(t.app, 'POST', '/api/v1/customer/signup', body);
  const verify = (body: object) => call(t.app, 'POST', '/api/v1/customer/verify-signup', body);
  const login = (email: string, password: string) => call(t.app, 'POST', '/api/v1/customer/login', { email, password });
  const ageCode = (email: string, seconds: number) =>
    t.app.db.execute(
      sql`UPDATE one_time_codes SET created_at = now() - make_interval(secs => ${seconds}) WHERE email_key = ${email}`,
    );

  it('makes the account with the password and name of whoever enters the mailed code', async () => {
    const email = 'victim@example.test';
    // Someone who cannot read the mailbox signs up with it first.
    const squatter = await signup({ name: 'Mallory Squatter', email, password: 'squatters-password-A' });
    await ageCode(email, 31);
    const owner = await signup({
      name: 'Vera Owner',
      email: 'Victim@Example.test',
      mobileNumber: '9876543210',
      password: 'owners-password-B',
    });
    // Neither learns anything about the other from the answer.
    expect(owner.json()).toEqual(squatter.json());
    expect(owner.json()).toEqual({ success: true, message: 'Otp sent successfully' });

    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    const verified = await verify({
      email,
      otp: codeIn(mails[1]),
      name: 'Vera Owner',
      mobileNumber: '9876543210',
      password: 'owners-password-B',
    });
    expect(verified.statusCode).toBe(201);
    expect(verified.json()).toMatchObject({ success: true, data: { name: 'Vera Owner', email } });

    expect((await login(email, 'owners-password-B')).statusCode).toBe(200);
    const squattersLogin = await login(email, 'squatters-password-A');
    expect(squattersLogin.statusCode).toBe(401);
    expect(squattersLogin.json()).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it('asks for the password with the code, and keeps the code for a second try', async () => {
    const email = 'no-password@example.test';
    await signup({ name: 'Priya Sharma', email, password: 'priyas-password-1' });
    const otp = codeIn(mailsTo(email)[0]);

    const withoutPassword = await verify({ email, otp, name: 'Priya Sharma' });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toEqual({ success: false, message: 'Password is required' });

    const withPassword = await verify({ email, otp, name: 'Priya Sharma', password: 'priyas-password-1' });
    expect(withPassword.statusCode).toBe(201);
    expect((await login(email, 'priyas-password-1')).statusCode).toBe(200);
  });

  it('names nobody in mail to an address that is not verified yet', async () => {
    const email = 'unverified@example.test';
    await signup({ name: 'Priya Sharma', email, password: 'first-password-1' });
    await ageCode(email, 31);
    await signup({ name: 'Visit evil.example now', email, password: 'second-password-2' });
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      for (const chosen of ['Priya', 'Sharma', 'evil.example']) {
        expect(mail.subject).not.toContain(chosen);
        expect(mail.text).not.toContain(chosen);
      }
    }
  });

  it('still refuses a repeated sign-up within 30 s, as for a first one', async () => {
    const email = 'quick-repeat@example.test';
    await signup({ name: 'Quick Repeat', email, password: 'first-password-1' });
    const again = await signup({ name: 'Someone Else', email, password: 'second-password-2' });
    expect(again.statusCode).toBe(429);
    expect(mailsTo(email)).toHaveLength(1);
  });
});
