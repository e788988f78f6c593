import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call, codeIn, sessionCookieOf } from '../accounts/accounts.test-helpers';
import { createUserSession } from '../accounts/testing';
import { orderBody, orderOf, postOrder, someFlight } from './testing';

describe("a guest's booking is attached to the account of its email on sign-up or sign-in", () => {
  let t: TestApp;
  let flightId: string;
  const mailer = memoryMailer();

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' }, { mailer });
    flightId = (await someFlight(t.app, 'BOM', 'DEL', 10)).id;
  }, 120_000);
  afterAll(() => t.close());

  const guestOrder = async (email: string) =>
    orderOf(await postOrder(t.app, orderBody(flightId, { contact: { email, mobile: '9876543210' } }))).order;
  const seenBy = (reference: string, cookie: string) =>
    t.app.inject({ url: `/api/flight-checkout/orders/${reference}`, headers: { cookie } });
  const eventsOf = (reference: string) =>
    queryRows<{ event: string }>(
      t.app.db,
      sql`SELECT e.event FROM flight_order_events e JOIN flight_orders o ON o.id = e.order_id
          WHERE o.reference = ${reference} ORDER BY e.id`,
    ).then((rows) => rows.map((row) => row.event));

  it('on login with the same email (in any case), and not the bookings of another email', async () => {
    const mine = await guestOrder('meera.nair@example.test');
    const other = await guestOrder('someone.else@example.test');
    const { password } = await createUserSession(t.app, { email: 'Meera.Nair@example.test' });

    const login = await call(t.app, 'POST', '/api/v1/customer/login', {
      email: 'meera.nair@example.test',
      password,
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookieOf(login.headers['set-cookie']);
    const seen = await seenBy(mine.reference, cookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().order.reference).toBe(mine.reference);
    expect(await eventsOf(mine.reference)).toEqual(['held', 'attached_to_account']);
    expect((await seenBy(other.reference, cookie)).statusCode).toBe(404);
  });

  it('on sign-up once the emailed code is verified', async () => {
    const email = 'dev.rao@example.test';
    const order = await guestOrder(email);
    const password = 'long-enough-password-1';
    expect(
      (await call(t.app, 'POST', '/api/v1/customer/signup', { name: 'Dev Rao', email, password })).statusCode,
    ).toBe(200);
    const code = codeIn(mailer.sent.filter((m) => m.to === email).at(-1));
    // Before the code is verified the booking stays a guest's.
    expect(
      await queryRows(
        t.app.db,
        sql`SELECT 1 FROM flight_orders WHERE reference = ${order.reference} AND user_id IS NOT NULL`,
      ),
    ).toHaveLength(0);
    const verified = await call(t.app, 'POST', '/api/v1/customer/verify-signup', {
      email,
      otp: code,
      name: 'Dev Rao',
      password,
    });
    expect(verified.statusCode).toBe(201);

    const login = await call(t.app, 'POST', '/api/v1/customer/login', { email, password });
    const cookie = sessionCookieOf(login.headers['set-cookie']);
    expect((await seenBy(order.reference, cookie)).statusCode).toBe(200);
  });

  it("leaves a booking made signed in with someone else's email on that account", async () => {
    const booker = await createUserSession(t.app);
    const { order } = orderOf(
      await postOrder(t.app, orderBody(flightId, { contact: { email: 'gift@example.test', mobile: '9876543210' } }), {
        cookie: booker.cookie,
      }),
    );
    const { password } = await createUserSession(t.app, { email: 'gift@example.test' });
    await call(t.app, 'POST', '/api/v1/customer/login', { email: 'gift@example.test', password });
    expect((await seenBy(order.reference, booker.cookie)).statusCode).toBe(200);
  });
});
