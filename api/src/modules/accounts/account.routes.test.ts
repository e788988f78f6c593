import { sql } from 'drizzle-orm';
import { addDays, isoDate } from '@travel/contracts/rules';
import type { AccountExport, SessionsReply } from '@travel/contracts/accounts';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { orderBody, orderOf, postOrder, someFlight } from '../flight-checkout/testing';
import { call, codeIn, sessionCookieOf } from './accounts.test-helpers';
import { createUserSession } from './testing';

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the account area: profile, email change, password, sessions, export and deletion', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' }, { mailer });
  }, 120_000);
  afterAll(() => t.close());

  const mailsTo = (to: string) => mailer.sent.filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const lastMailTo = (to: string) => mailsTo(to).at(-1);

  /** Logs in through the API from a browser with this user agent; returns its cookie. */
  async function login(email: string, password: string, userAgent = CHROME_UA) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/login',
      payload: { email, password },
      headers: { origin: t.config.publicUrl, 'user-agent': userAgent },
    });
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response.headers['set-cookie']);
  }

  it('answers 401 with the login message on every route when logged out', async () => {
    const routes: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/api/v1/customer/profile'],
      ['PATCH', '/api/v1/customer/update', { name: 'X' }],
      ['POST', '/api/v1/customer/change-password', { currentPassword: 'a', newPassword: 'b' }],
      ['GET', '/api/v1/customer/sessions'],
      ['DELETE', '/api/v1/customer/sessions/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/v1/customer/sessions/sign-out-everywhere'],
      ['GET', '/api/v1/customer/export'],
      ['POST', '/api/v1/customer/delete-account/code'],
      ['POST', '/api/v1/customer/delete-account', { password: 'x' }],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(t.app, method, url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 401,
        body: { success: false, message: 'Please log in to continue.' },
      });
    }
  });

  it('reads and changes name and mobile, with the form’s messages for bad input', async () => {
    const { cookie, user } = await createUserSession(t.app, { name: 'Asha Rao' });
    const profile = await call(t.app, 'GET', '/api/v1/customer/profile', undefined, cookie);
    expect(profile.json()).toEqual({
      success: true,
      data: { ...user, mobileNumber: null, hasPassword: true },
    });

    for (const [body, message] of [
      [{ name: '   ' }, 'Full name is required'],
      [{ mobileNumber: '12345' }, 'Mobile number must be exactly 10 digits'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: 'new@example.test', emailOtp: '12ab56' }, 'The code must be exactly 6 digits'],
    ] as const) {
      const response = await call(t.app, 'PATCH', '/api/v1/customer/update', body, cookie);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }

    const update = await call(
      t.app,
      'PATCH',
      '/api/v1/customer/update',
      { name: ' Asha Verma ', mobileNumber: '9876543210', email: user.email.toUpperCase() },
      cookie,
    );
    expect(update.statusCode).toBe(200);
    expect(update.json()).toEqual({
      success: true,
      message: 'Profile updated successfully',
      data: { ...user, name: 'Asha Verma', mobileNumber: '9876543210', hasPassword: true },
    });
    const cleared = await call(t.app, 'PATCH', '/api/v1/customer/update', { mobileNumber: '' }, cookie);
    expect(cleared.json().data.mobileNumber).toBeNull();
  });

  it('changes the email only with the code mailed to the new address: single use, attempt-limited', async () => {
    const { cookie, user, password } = await createUserSession(t.app);
    await t.app.db.execute(sql`INSERT INTO price_alerts
        (email, from_code, to_code, departure_date, price_at_creation_minor, confirmed_at)
      VALUES (${user.email}, 'DEL', 'BOM', ${addDays(isoDate(), 20)}::date, 500000, now())`);
    const ask = await call(t.app, 'PATCH', '/api/v1/customer/update', { email: 'Moved@Example.test' }, cookie);
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toMatchObject({
      message: 'We sent a 6-digit code to Moved@Example.test. Enter it to confirm your new email.',
      pendingEmail: 'Moved@Example.test',
      data: { email: user.email },
    });
    const mail = lastMailTo('moved@example.test')!;
    expect(mail.subject).toBe('Confirm your new Travel Portal email');
    const code = codeIn(mail);
    // Stored hashed: the code itself is nowhere in the database.
    const stored = await queryRows<{ code_hash: string }>(
      t.app.db,
      sql`SELECT code_hash FROM one_time_codes WHERE purpose = 'email_change'`,
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => row.code_hash !== code && !row.code_hash.includes(code))).toBe(true);

    // A resend within 30 seconds is refused; the code does not work for another address.
    const again = await call(t.app, 'PATCH', '/api/v1/customer/update', { email: 'moved@example.test' }, cookie);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    const elsewhere = await call(
      t.app,
      'PATCH',
      '/api/v1/customer/update',
      { email: 'other@example.test', emailOtp: code },
      cookie,
    );
    expect(elsewhere.json()).toEqual({ success: false, message: expect.stringMatching(/code/) });

    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await call(
      t.app,
      'PATCH',
      '/api/v1/customer/update',
      { email: 'moved@example.test', emailOtp: wrong },
      cookie,
    );
    expect(miss.json()).toEqual({ success: false, message: 'Incorrect code. 4 attempts left.' });

    const confirm = await call(
      t.app,
      'PATCH',
      '/api/v1/customer/update',
      { email: 'moved@example.test', emailOtp: code },
      cookie,
    );
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      message: 'Your email has been changed',
      data: { email: 'moved@example.test' },
    });
    expect(confirm.json().pendingEmail).toBeUndefined();
    expect(lastMailTo(user.email)!.text).toContain('was changed to moved@example.test');

    const reuse = await call(
      t.app,
      'PATCH',
      '/api/v1/customer/update',
      { email: 'moved-again@example.test', emailOtp: code },
      cookie,
    );
    expect(reuse.statusCode).toBe(400);
    // The account's price alerts follow its address.
    const alerts = await queryRows<{ email: string }>(
      t.app.db,
      sql`SELECT email FROM price_alerts WHERE from_code = 'DEL' AND to_code = 'BOM'`,
    );
    expect(alerts).toEqual([{ email: 'moved@example.test' }]);
    await login('moved@example.test', password);
    const oldLogin = await call(t.app, 'POST', '/api/v1/customer/login', { email: user.email, password });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('kills a code after five wrong tries, and refuses an address another account took meanwhile', async () => {
    const { cookie } = await createUserSession(t.app);
    await call(t.app, 'PATCH', '/api/v1/customer/update', { email: 'wanted@example.test' }, cookie);
    const code = codeIn(lastMailTo('wanted@example.test'));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const miss = await call(
        t.app,
        'PATCH',
        '/api/v1/customer/update',
        { email: 'wanted@example.test', emailOtp: wrong },
        cookie,
      );
      answers.push(miss.json().message);
    }
    expect(answers.at(-1)).toBe('Too many incorrect attempts. Please request a new code.');
    const late = await call(
      t.app,
      'PATCH',
      '/api/v1/customer/update',
      { email: 'wanted@example.test', emailOtp: code },
      cookie,
    );
    expect(late.json().message).toBe('This code is invalid or has expired. Please request a new one.');

    const second = await createUserSession(t.app);
    await call(t.app, 'PATCH', '/api/v1/customer/update', { email: 'taken@example.test' }, second.cookie);
    const takenCode = codeIn(lastMailTo('taken@example.test'));
    await createUserSession(t.app, { email: 'taken@example.test' });
    const taken = await call(
      t.app,
      'PATCH',
      '/api/v1/customer/update',
      { email: 'taken@example.test', emailOtp: takenCode },
      second.cookie,
    );
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 409,
      body: { success: false, message: 'An account with this email already exists.' },
    });
  });

  it('changes the password with the current one and ends every other session, keeping this one', async () => {
    const { user, password } = await createUserSession(t.app);
    const here = await login(user.email, password, CHROME_UA);
    const there = await login(user.email, password, FIREFOX_UA);

    for (const [body, message] of [
      [{ newPassword: 'a-new-password' }, 'Current password is required'],
      [{ currentPassword: password, newPassword: 'short' }, 'Password must be at least 9 characters long'],
      [{ currentPassword: password, newPassword: password }, 'New password must be different from the current one'],
      [{ currentPassword: 'wrong-password', newPassword: 'a-new-password' }, 'Current password is incorrect'],
    ] as const) {
      const response = await call(t.app, 'POST', '/api/v1/customer/change-password', body, here);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, there)).statusCode).toBe(200);

    const change = await call(
      t.app,
      'POST',
      '/api/v1/customer/change-password',
      { currentPassword: password, newPassword: 'a-new-password' },
      here,
    );
    expect(change.json()).toEqual({
      success: true,
      message: 'Password changed. You have been signed out everywhere else.',
    });
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, there)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, here)).statusCode).toBe(200);
    expect(lastMailTo(user.email)!.subject).toBe('Your Travel Portal password was changed');
    await login(user.email, 'a-new-password');
    const old = await call(t.app, 'POST', '/api/v1/customer/login', { email: user.email, password });
    expect(old.statusCode).toBe(401);
  });

  it('lists the sessions with their browser, ends one (only one’s own) and signs out everywhere', async () => {
    const { user, password } = await createUserSession(t.app);
    const here = await login(user.email, password, CHROME_UA);
    const there = await login(user.email, password, FIREFOX_UA);
    const list = (await call(t.app, 'GET', '/api/v1/customer/sessions', undefined, here)).json() as SessionsReply;
    // The helper's own session (no user agent) and the two logins.
    expect(list.sessions).toHaveLength(3);
    const mine = list.sessions.find((s) => s.current)!;
    expect(mine.device).toBe('Chrome on Windows');
    const firefox = list.sessions.find((s) => s.device === 'Firefox on Linux')!;
    expect(firefox).toMatchObject({ current: false, userAgent: FIREFOX_UA });
    expect(firefox.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(list.sessions.find((s) => s.userAgent === null)!.device).toBe('Unknown browser');

    const stranger = await createUserSession(t.app);
    const foreign = await call(t.app, 'DELETE', `/api/v1/customer/sessions/${firefox.id}`, undefined, stranger.cookie);
    expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({
      status: 404,
      body: { success: false, message: 'Session not found' },
    });
    const end = await call(t.app, 'DELETE', `/api/v1/customer/sessions/${firefox.id}`, undefined, here);
    expect(end.json()).toEqual({ success: true, message: 'Session signed out' });
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, there)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, here)).statusCode).toBe(200);

    const everywhere = await call(t.app, 'POST', '/api/v1/customer/sessions/sign-out-everywhere', undefined, here);
    expect(everywhere.json()).toEqual({ success: true, message: 'Signed out everywhere' });
    expect(String(everywhere.headers['set-cookie'])).toMatch(/tp_session=;/);
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, here)).statusCode).toBe(401);
  });

  it('exports profile, sessions, bookings and alerts; deletion keeps bookings without personal data', async () => {
    const { cookie, user, password } = await createUserSession(t.app, { name: 'Meera Iyer' });
    const flight = await someFlight(t.app, 'BOM', 'DEL', 12);
    const order = await postOrder(
      t.app,
      orderBody(flight.id, {
        contact: { email: user.email, mobile: '9123456780' },
        passengers: [{ type: 'adult', title: 'Ms', firstName: 'Meera', lastName: 'Iyer' }],
      }),
      { cookie },
    );
    expect(order.statusCode).toBe(201);
    const { reference } = orderOf(order).order;
    const alert = await call(
      t.app,
      'POST',
      '/api/price-alerts',
      { from: 'BOM', to: 'DEL', date: addDays(isoDate(), 12) },
      cookie,
    );
    expect(alert.statusCode).toBe(201);

    await t.app.db
      .execute(sql`INSERT INTO bookings (id, hotel_name, city, guest_name, email, phone, check_in, check_out,
        guests, rooms, amount_paid_minor, cancellation_policy)
      VALUES ('HB-990001', 'Sea View', 'Mumbai', 'Meera Iyer', ${user.email}, '9123456780', '2026-12-20', '2026-12-22',
        2, 1, 1200000, 'Free cancellation until 48 hours before check-in')`);
    const download = await call(t.app, 'GET', '/api/v1/customer/export', undefined, cookie);
    expect(download.headers['content-disposition']).toBe('attachment; filename="travel-portal-my-data.json"');
    const data = download.json() as AccountExport;
    expect(data.profile).toMatchObject({ name: 'Meera Iyer', email: user.email });
    expect(data.sessions).toHaveLength(1);
    expect(data.data.flightBookings).toEqual([
      expect.objectContaining({
        reference,
        contactEmail: user.email,
        passengers: [expect.objectContaining({ firstName: 'Meera', lastName: 'Iyer' })],
      }),
    ]);
    expect(data.data.hotelBookings).toEqual([
      expect.objectContaining({ reference: 'HB-990001', guestName: 'Meera Iyer', amountPaidMinor: 1200000 }),
    ]);
    expect(data.data.priceAlerts).toEqual([expect.objectContaining({ from: 'BOM', to: 'DEL', confirmed: true })]);

    for (const [body, message] of [
      [{}, 'Enter your password or the code we emailed you'],
      [{ password: 'not-my-password' }, 'Password is incorrect'],
    ] as const) {
      const refused = await call(t.app, 'POST', '/api/v1/customer/delete-account', body, cookie);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 400,
        body: { success: false, message },
      });
    }

    const deleted = await call(t.app, 'POST', '/api/v1/customer/delete-account', { password }, cookie);
    expect(deleted.json()).toEqual({ success: true, message: 'Your account has been deleted' });
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/v1/customer/login', { email: user.email, password })).statusCode).toBe(401);

    // The booking stays, with its money, but without a name or a way to reach the person.
    const [kept] = await queryRows<Record<string, unknown>>(
      t.app.db,
      sql`SELECT o.reference, o.total_minor, o.contact_email, o.contact_mobile, p.first_name, p.last_name
          FROM flight_orders o JOIN flight_order_passengers p ON p.order_id = o.id WHERE o.reference = ${reference}`,
    );
    expect(kept).toMatchObject({ reference, contact_mobile: '', first_name: 'Deleted', last_name: 'Traveller' });
    expect(String(kept.contact_email)).toMatch(/@deleted\.invalid$/);
    const [hotel] = await queryRows<Record<string, unknown>>(
      t.app.db,
      sql`SELECT guest_name, email, phone, amount_paid_minor FROM bookings WHERE id = 'HB-990001'`,
    );
    expect(hotel).toEqual({
      guest_name: 'Deleted account',
      email: `deleted-${user.id}@deleted.invalid`,
      phone: null,
      amount_paid_minor: 1200000,
    });
    const [account] = await queryRows<Record<string, unknown>>(
      t.app.db,
      sql`SELECT name, email, mobile_number, password_hash FROM users WHERE id::text = ${user.id}`,
    );
    expect(account).toEqual({
      name: 'Deleted account',
      email: `deleted-${user.id}@deleted.invalid`,
      mobile_number: null,
      password_hash: null,
    });
    const alerts = await queryRows(t.app.db, sql`SELECT id FROM price_alerts WHERE lower(email) = ${user.email}`);
    expect(alerts).toEqual([]);

    // The address can sign up again.
    const signup = await call(t.app, 'POST', '/api/v1/customer/signup', {
      name: 'Meera Again',
      email: user.email,
      password: 'a-fresh-password',
    });
    expect(signup.statusCode).toBe(200);
    const verify = await call(t.app, 'POST', '/api/v1/customer/verify-signup', {
      email: user.email,
      otp: codeIn(lastMailTo(user.email)),
      name: 'Meera Again',
      password: 'a-fresh-password',
    });
    expect(verify.statusCode).toBe(201);
  });

  it('deletes an account without a password with a code mailed to its address', async () => {
    const { cookie, user } = await createUserSession(t.app);
    await t.app.db.execute(sql`UPDATE users SET password_hash = NULL WHERE id::text = ${user.id}`);
    const profile = await call(t.app, 'GET', '/api/v1/customer/profile', undefined, cookie);
    expect(profile.json().data.hasPassword).toBe(false);
    const sent = await call(t.app, 'POST', '/api/v1/customer/delete-account/code', undefined, cookie);
    expect(sent.json()).toEqual({
      success: true,
      message: 'We sent a 6-digit code to your email. Enter it to delete your account.',
    });
    const code = codeIn(lastMailTo(user.email));
    const wrong = code === '000000' ? '111111' : '000000';
    const miss = await call(t.app, 'POST', '/api/v1/customer/delete-account', { otp: wrong }, cookie);
    expect(miss.json().message).toBe('Incorrect code. 4 attempts left.');
    const done = await call(t.app, 'POST', '/api/v1/customer/delete-account', { otp: code }, cookie);
    expect(done.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/customer/me', undefined, cookie)).statusCode).toBe(401);
  });

  it('exports the saved travellers and deletes them with the account', async () => {
    const { cookie, user, password } = await createUserSession(t.app);
    const saved = await call(
      t.app,
      'POST',
      '/api/account/travellers',
      { type: 'adult', title: 'Mr', firstName: 'Ravi', lastName: 'Shah', passportNumber: 'K1234567' },
      cookie,
    );
    expect(saved.statusCode).toBe(201);
    const data = (await call(t.app, 'GET', '/api/v1/customer/export', undefined, cookie)).json() as AccountExport;
    expect(data.data.savedTravellers).toEqual([
      expect.objectContaining({ firstName: 'Ravi', passportNumber: 'K1234567' }),
    ]);

    await call(t.app, 'POST', '/api/v1/customer/delete-account', { password }, cookie);
    const left = await queryRows(t.app.db, sql`SELECT id FROM saved_travellers WHERE user_id::text = ${user.id}`);
    expect(left).toEqual([]);
  });
});
