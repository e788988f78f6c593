import { sql } from 'drizzle-orm';
import type { Role } from './accounts.repository';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { loginDelaySeconds } from './loginThrottle';
import { createUserSession } from './testing';

describe('failed logins slow the guessing address down, never the owner', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
  });
  afterAll(() => t.close());

  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      remoteAddress,
      headers: { origin: t.config.publicUrl },
      payload: { email, password },
    });
  const alertsTo = (email: string) =>
    mailer.sent.filter(
      (m) => m.to === email && m.subject === 'Failed attempts to log in to your Travel Portal account',
    );
  /** Moves this pair's failures back in time, as if the address had waited. */
  const wait = (email: string, address: string, seconds: number) =>
    t.app.db.execute(
      sql`UPDATE login_failures SET failed_at = failed_at - make_interval(secs => ${seconds})
          WHERE email_key = ${email.toLowerCase()} AND address = ${address}`,
    );

  it.each<Role>(['customer', 'admin'])(
    'lets the %s in from a new address while an attacker elsewhere keeps failing',
    async (role) => {
      const { user, password } = await createUserSession(t.app, { role });
      const attacker: number[] = [];
      for (let i = 0; i < 10; i++)
        attacker.push((await loginFrom('127.0.0.2', user.email, 'wrong-password')).statusCode);
      expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

      const owner = await loginFrom('127.0.0.3', user.email.toUpperCase(), password);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().data).toMatchObject({ email: user.email, role });

      const still = await loginFrom('127.0.0.2', user.email, 'wrong-password');
      expect(still.statusCode).toBe(429);
      expect(still.json()).toEqual({
        success: false,
        message: expect.stringMatching(
          /^Too many failed attempts from your network\. Please try again in \d+ seconds\.$/,
        ),
      });
    },
  );

  it('makes the address wait longer after each further failure', async () => {
    const { user, password } = await createUserSession(t.app);
    for (let i = 0; i < 5; i++) expect((await loginFrom('127.0.0.4', user.email, 'nope-nope-1')).statusCode).toBe(401);

    const first = await loginFrom('127.0.0.4', user.email, password);
    expect(first.statusCode).toBe(429); // even the right password waits at this address
    expect(first.headers['retry-after']).toBe('15');

    await wait(user.email, '127.0.0.4', 15);
    expect((await loginFrom('127.0.0.4', user.email, 'nope-nope-1')).statusCode).toBe(401);
    const second = await loginFrom('127.0.0.4', user.email, 'nope-nope-1');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('30');

    await wait(user.email, '127.0.0.4', 30);
    expect((await loginFrom('127.0.0.4', user.email, 'nope-nope-1')).statusCode).toBe(401);
    expect((await loginFrom('127.0.0.4', user.email, 'nope-nope-1')).headers['retry-after']).toBe('60');

    // Waited out, the right password gets in and the address starts afresh.
    await wait(user.email, '127.0.0.4', 60);
    expect((await loginFrom('127.0.0.4', user.email, password)).statusCode).toBe(200);
    expect((await loginFrom('127.0.0.4', user.email, 'nope-nope-1')).statusCode).toBe(401);
  });

  it('grows the delay to at most 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 11, 20].map(loginDelaySeconds)).toEqual([0, 15, 30, 60, 120, 240, 480, 900, 900]);
  });

  it('counts unknown addresses alike, so the answers do not tell which accounts exist', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await loginFrom('127.0.0.5', 'nobody-here@example.test', 'wrong-password')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(mailer.sent.filter((m) => m.to === 'nobody-here@example.test')).toHaveLength(0);
  });

  it('emails the owner about repeated failures once per window, not once per attempt', async () => {
    const { user, password } = await createUserSession(t.app);
    for (let i = 0; i < 4; i++) await loginFrom(`127.0.1.${i + 1}`, user.email, 'wrong-password');
    expect(alertsTo(user.email)).toHaveLength(0);

    for (let i = 4; i < 12; i++) await loginFrom(`127.0.1.${i + 1}`, user.email, 'wrong-password');
    const alerts = alertsTo(user.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain('There were 5 failed attempts to log in to your Travel Portal account');
    expect(alerts[0].text).not.toContain(password);

    // A new window: the next failures are told again, once.
    await t.app.db.execute(
      sql`UPDATE login_failure_alerts SET sent_at = sent_at - interval '16 minutes' WHERE email_key = ${user.email}`,
    );
    for (let i = 12; i < 15; i++) await loginFrom(`127.0.1.${i + 1}`, user.email, 'wrong-password');
    expect(alertsTo(user.email)).toHaveLength(2);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const { user } = await createUserSession(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await loginFrom(`2001:db8:1:2::${i + 1}`, user.email, 'wrong-password')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await loginFrom('2001:db8:1:3::1', user.email, 'wrong-password')).statusCode).toBe(401);
  });
});
