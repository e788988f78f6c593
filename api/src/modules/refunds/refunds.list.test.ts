import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RefundListReply } from '@travel/contracts/refunds';
import { createUserSession } from '../accounts/testing';
import { orderBody, orderOf, postOrder, someFlight } from '../flight-checkout/testing';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { insertPaidBooking } from './testing/fixtures';

// GET /api/refunds: refund management's list, a page of 20 at a time, with the same filters as the page's URL.
// Every query names this run's tag, so refunds other tests leave in a shared database do not count.
describe('GET /api/refunds (refund management list)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  const tag = randomBytes(5).toString('hex');
  const hotelEmail = `hotel-${tag}@example.test`;
  const flightEmail = `flight-${tag}@example.test`;
  let hotelReference: string;
  let flightReference: string;

  async function insertRefund(refund: {
    n: number;
    gateway: 'razorpay' | 'stripe' | 'sandbox';
    status: 'pending' | 'processed' | 'failed';
    createdAt: string;
    bookingId?: string;
    flightOrderId?: string;
  }) {
    await t.app.db.execute(
      // Sent and accepted (a gateway id, live), so reading the list does not settle or reconcile them.
      sql`INSERT INTO refunds (id, gateway, mode, gateway_refund_id, payment_id, booking_id, flight_order_id, amount_minor, currency, reason,
                               status, request_fingerprint, created_at)
          VALUES (${`rf_${tag}_${String(refund.n).padStart(2, '0')}`}, ${refund.gateway}, 'live', ${`rfnd_${tag}_${refund.n}`}, ${`pay_${tag}`},
                  ${refund.bookingId ?? null}, ${refund.flightOrderId ?? null}::uuid, ${10_000 + refund.n}, 'INR',
                  'order_cancelled', ${refund.status}, 'fp', ${refund.createdAt}::timestamptz)`,
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserSession(t.app, { role: 'admin' })).cookie;
    customer = (await createUserSession(t.app, { role: 'customer' })).cookie;

    hotelReference = await insertPaidBooking(t.app.db, {
      paymentReference: `pay_${tag}`,
      amountPaidMinor: 1_000_000,
      gateway: 'razorpay',
      email: hotelEmail,
    });
    const flight = await someFlight(t.app);
    const created = await postOrder(
      t.app,
      orderBody(flight.id, { contact: { email: flightEmail, mobile: '9876543210' } }),
    );
    flightReference = orderOf(created).order.reference;
    const [order] = await queryRows<{ id: string }>(
      t.app.db,
      sql`SELECT id::text AS id FROM flight_orders WHERE reference = ${flightReference}`,
    );

    // 25 hotel refunds: the first 5 failed on 2 March in India (the first at its very start, 18:30 UTC the day
    // before), the others processed on 5 March; stripe for odd numbers, razorpay for even ones.
    for (let n = 0; n < 25; n++) {
      await insertRefund({
        n,
        gateway: n % 2 ? 'stripe' : 'razorpay',
        status: n < 5 ? 'failed' : 'processed',
        createdAt:
          n === 0
            ? '2026-03-01T18:30:00Z'
            : n < 5
              ? `2026-03-02T12:0${n}:00Z`
              : `2026-03-05T10:${String(n).padStart(2, '0')}:00Z`,
        bookingId: hotelReference,
      });
    }
    // 16 flight refunds through the sandbox, pending, on 10 March: the newest.
    for (let n = 25; n < 41; n++) {
      await insertRefund({
        n,
        gateway: 'sandbox',
        status: 'pending',
        createdAt: `2026-03-10T06:${n}:00Z`,
        flightOrderId: order.id,
      });
    }
    // Just before 2 March began in India: it must stay out of that day.
    await insertRefund({ n: 99, gateway: 'razorpay', status: 'processed', createdAt: '2026-03-01T18:29:59Z' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const list = (query: Record<string, string>, cookie = admin) =>
    t.app.inject({ method: 'GET', url: `/api/refunds?${new URLSearchParams(query)}`, headers: { cookie } });
  async function listed(query: Record<string, string>) {
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    return res.json() as RefundListReply;
  }
  const ids = (reply: RefundListReply) => reply.data.map((refund) => refund.id.replace(`rf_${tag}_`, ''));

  it('answers 401 without a session and 403 to a customer', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/refunds' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    const refused = await list({}, customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'You are not authorised to do this.' });
  });

  it('pages 20 at a time, newest first, up to the last page and an empty one past it', async () => {
    // The booking's reference is HB-…, and both emails hold the tag: searching the tag finds all 41.
    const first = await listed({ q: tag });
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 41, pages: 3 });
    expect(ids(first)).toEqual(Array.from({ length: 20 }, (_, i) => String(40 - i)));
    const second = await listed({ q: tag, page: '2' });
    expect(ids(second)).toEqual(Array.from({ length: 20 }, (_, i) => String(20 - i).padStart(2, '0')));
    const last = await listed({ q: tag, page: '3' });
    expect(ids(last)).toEqual(['00']);
    const past = await listed({ q: tag, page: '4' });
    expect(past).toMatchObject({ page: 4, total: 41, pages: 3, data: [] });
  });

  it('says which product each refund is for and whose booking it was', async () => {
    const first = await listed({ q: tag });
    expect(first.data[0]).toMatchObject({
      product: 'flight',
      customerEmail: flightEmail,
      reference: flightReference,
      bookingId: null,
      amountMinor: 10_040,
      status: 'pending',
    });
    const last = await listed({ q: tag, page: '3' });
    expect(last.data[0]).toMatchObject({
      product: 'hotel',
      customerEmail: hotelEmail,
      bookingId: hotelReference,
      reference: hotelReference,
    });
  });

  it('filters by status, product and gateway', async () => {
    expect((await listed({ q: tag, status: 'failed' })).total).toBe(5);
    expect((await listed({ q: tag, status: 'requires_action' })).total).toBe(0);
    const flights = await listed({ q: tag, product: 'flight' });
    expect(flights.total).toBe(16);
    expect(flights.data.every((refund) => refund.product === 'flight')).toBe(true);
    expect((await listed({ q: tag, product: 'hotel' })).total).toBe(25);
    const stripe = await listed({ q: tag, gateway: 'stripe' });
    expect(stripe.total).toBe(12);
    expect(stripe.data.every((refund) => refund.gateway === 'stripe')).toBe(true);
    expect((await listed({ q: tag, product: 'hotel', status: 'processed', gateway: 'razorpay' })).total).toBe(10);
  });

  it('takes a date range whose days are both included, in the reader’s time zone (India by default)', async () => {
    // The refund without a booking is found by date, not by the tag: it is looked for by id.
    const day = await listed({ from: '2026-03-02', to: '2026-03-02' });
    expect(ids(day).filter((id) => !id.startsWith('rf_'))).toEqual(['04', '03', '02', '01', '00']);
    const dayInUtc = await listed({ from: '2026-03-02', to: '2026-03-02', timeZone: 'UTC' });
    expect(ids(dayInUtc).filter((id) => !id.startsWith('rf_'))).toEqual(['04', '03', '02', '01']);
    const before = await listed({ to: '2026-03-01' });
    expect(ids(before)).toContain('99');
    expect(ids(before)).not.toContain('00');
    expect((await listed({ q: tag, from: '2026-03-03' })).total).toBe(36);
    expect((await listed({ q: tag, from: '2026-03-05', to: '2026-03-05' })).total).toBe(20);
  });

  it('searches by booking reference or email, any letter case', async () => {
    expect((await listed({ q: flightReference.toLowerCase() })).total).toBe(16);
    expect((await listed({ q: hotelReference })).total).toBe(25);
    expect((await listed({ q: flightEmail.toUpperCase() })).total).toBe(16);
    expect((await listed({ q: `hotel-${tag}` })).total).toBe(25);
    // Wildcards are searched as text.
    expect((await listed({ q: `${tag}%` })).total).toBe(0);
    expect((await listed({ q: `nobody-${tag}@example.test` })).data).toEqual([]);
  });

  it('refuses what the page would refuse, with a message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ page: '0' }, 'page'],
      [{ status: 'lost' }, 'status'],
      [{ product: 'car' }, 'product'],
      [{ gateway: 'paypal' }, 'gateway'],
      [{ from: '2 March' }, 'from'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const backwards = await list({ from: '2026-03-05', to: '2026-03-02' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      success: false,
      message: 'The start date must be on or before the end date',
    });
    // In the day's shape but not on the calendar (found by the fuzz test as a 500).
    for (const [query, message] of [
      [{ from: '2030-13-01' }, 'The start date must be a date (YYYY-MM-DD)'],
      [{ to: '2030-02-30' }, 'The end date must be a date (YYYY-MM-DD)'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const zone = await list({ timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toBe('timeZone must be an IANA time zone, such as Asia/Kolkata');
  });
});
