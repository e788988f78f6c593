import { sql } from 'drizzle-orm';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call, codeIn } from './accounts.test-helpers';

describe('a sign-up waiting for its code cannot be taken over', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
  });
  afterAll(() => t.close());

  const mailsTo = (to: string) => mailer.sent.filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const signup = (body: object) => call(t.app, 'POST', '/api/v1/customer/signup', body);
  const login = (email: string, password: string) => call(t.app, 'POST', '/api/v1/customer/login', { email, password });
  const ageCode = (email: string, seconds: number) =>
    t.app.db.execute(
      sql`UPDATE one_time_codes SET created_at = now() - make_interval(secs => ${seconds}) WHERE email_key = ${email}`,
    );

  it('keeps the first password and name when a second sign-up for the address comes in', async () => {
    const email = 'owner@example.test';
    const first = await signup({ name: 'Olivia Owner', email, password: 'owners-password-1' });
    await ageCode(email, 31);
    const second = await signup({
      name: 'Mallory Intruder',
      email: 'Owner@Example.test',
      mobileNumber: '9876543210',
      password: 'intruders-password-2',
    });
    // The second requester learns nothing: the same answer as the first sign-up.
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(second.json()).toEqual({ success: true, message: 'Otp sent successfully' });

    // The address gets a fresh code; it finishes the first sign-up.
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    const verify = await call(t.app, 'POST', '/api/v1/customer/verify-signup', { email, otp: codeIn(mails[1]) });
    expect(verify.statusCode).toBe(201);
    expect(verify.json().data).toMatchObject({ name: 'Olivia Owner', email });

    expect((await login(email, 'intruders-password-2')).statusCode).toBe(401);
    expect((await login(email, 'owners-password-1')).statusCode).toBe(200);
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

  it('lets a sign-up that lapsed (a day without its code) start afresh', async () => {
    const email = 'lapsed@example.test';
    await signup({ name: 'Old Attempt', email, password: 'forgotten-password-1' });
    await t.app.db.execute(
      sql`UPDATE pending_signups SET created_at = now() - interval '25 hours' WHERE email_key = ${email}`,
    );
    await ageCode(email, 31);
    await signup({ name: 'New Attempt', email, password: 'fresh-password-2' });
    const verify = await call(t.app, 'POST', '/api/v1/customer/verify-signup', {
      email,
      otp: codeIn(mailsTo(email).at(-1)),
    });
    expect(verify.json().data).toMatchObject({ name: 'New Attempt' });
    expect((await login(email, 'fresh-password-2')).statusCode).toBe(200);
  });
});
