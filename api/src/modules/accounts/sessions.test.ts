import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call, sessionCookieOf } from './accounts.test-helpers';
import { accountsService } from './accounts.service';
import { sha256 } from './secrets';
import { createUserSession } from './testing';

const idOf = (cookie: string) => cookie.split('=')[1];

describe('session cookie in production (https)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: 'https://travel.example', NODE_ENV: 'production' },
      { mailer: memoryMailer() },
    );
  });
  afterAll(() => t.close());

  it('is __Host- prefixed, Secure, HttpOnly, for path / and no Domain', async () => {
    const { user, password } = await createUserSession(t.app);
    const login = await call(t.app, 'POST', '/api/v1/customer/login', { email: user.email, password });
    expect(login.statusCode).toBe(200);
    const [setCookie] = [login.headers['set-cookie']].flat() as string[];
    expect(setCookie).toMatch(/^__Host-tp_session=[\w-]{43}; /);
    const attributes = setCookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']));
    expect(attributes.some((a) => /^Domain=/i.test(a))).toBe(false);

    const cookie = sessionCookieOf(login.headers['set-cookie']);
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie)).statusCode).toBe(200);
    // The same id under the unprefixed name (a cookie anyone on a sibling host could set) is not read.
    const planted = `tp_session=${idOf(cookie)}`;
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, planted)).statusCode).toBe(401);

    const logout = await call(t.app, 'POST', '/api/v1/customer/logout', undefined, cookie);
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-tp_session=;/);
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie)).statusCode).toBe(401);
  });
});

describe('sessions: idle timeout and new ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mailer: memoryMailer() });
  });
  afterAll(() => t.close());

  const me = (cookie: string) => call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie);
  const login = async (email: string, password: string, cookie?: string) => {
    const res = await call(t.app, 'POST', '/api/v1/customer/login', { email, password }, cookie);
    expect(res.statusCode).toBe(200);
    return sessionCookieOf(res.headers['set-cookie']);
  };
  /** Pretends the session was last used `seconds` ago. */
  const idleFor = (cookie: string, seconds: number) =>
    t.app.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - make_interval(secs => ${seconds}) WHERE id_hash = ${sha256(idOf(cookie))}`,
    );
  const secondsSinceSeen = async (cookie: string) => {
    const [row] = await queryRows<{ seconds: number }>(
      t.app.db,
      sql`SELECT EXTRACT(EPOCH FROM (now() - last_seen_at))::float8 AS seconds FROM sessions WHERE id_hash = ${sha256(idOf(cookie))}`,
    );
    return Number(row.seconds);
  };

  it('is plain tp_session without Secure over http (development)', async () => {
    const { user, password } = await createUserSession(t.app);
    const res = await call(t.app, 'POST', '/api/v1/customer/login', { email: user.email, password });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^tp_session=[\w-]{43}; /);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('ends an admin session after 30 minutes unused', async () => {
    const { cookie } = await createUserSession(t.app, { role: 'admin' });
    await idleFor(cookie, 29 * 60);
    expect((await me(cookie)).statusCode).toBe(200);
    await idleFor(cookie, 31 * 60);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: 'Please log in to continue.' });
  });

  it('keeps a customer session while it is used within 7 days (sliding), and ends it after 7 idle days', async () => {
    const { cookie } = await createUserSession(t.app);
    await idleFor(cookie, 31 * 60);
    expect((await me(cookie)).statusCode).toBe(200);
    await idleFor(cookie, 7 * 24 * 3600 - 3600);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await secondsSinceSeen(cookie)).toBeLessThan(5); // the use moved the idle clock
    await idleFor(cookie, 7 * 24 * 3600 + 60);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('writes last-seen at most once a minute', async () => {
    const { cookie } = await createUserSession(t.app);
    await idleFor(cookie, 30);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await secondsSinceSeen(cookie)).toBeGreaterThanOrEqual(30);
    await idleFor(cookie, 61);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await secondsSinceSeen(cookie)).toBeLessThan(5);
  });

  it('gives a new session id on login and ends the one the browser came with', async () => {
    const { user, password } = await createUserSession(t.app);
    const before = await login(user.email, password);
    const after = await login(user.email, password, before);
    expect(idOf(after)).not.toBe(idOf(before));
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });

  it('ends the sessions of an account whose role changes; the next login gets a new id with the new role', async () => {
    const { user, password } = await createUserSession(t.app);
    const customerSession = await login(user.email, password);
    await accountsService({ db: t.app.db, mailer: t.app.mailer, log: t.app.log }).ensureAdmin(user.email, password);
    expect((await me(customerSession)).statusCode).toBe(401);

    const adminSession = await login(user.email, password);
    expect(idOf(adminSession)).not.toBe(idOf(customerSession));
    expect((await me(adminSession)).json().data).toMatchObject({ role: 'admin' });

    await t.app.db.execute(sql`UPDATE users SET role = 'customer' WHERE id::text = ${user.id}`);
    expect((await me(adminSession)).statusCode).toBe(401);
  });
});
