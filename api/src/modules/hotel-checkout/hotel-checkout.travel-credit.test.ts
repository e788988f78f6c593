import { sql } from 'drizzle-orm';
import type { HotelCreateOrderBody, HotelPayReply } from '@travel/contracts/hotel-checkout';
import type { CancelTripReply, CancellationPreviewReply, TripDetailReply } from '@travel/contracts/trips';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import type { TestSession } from '../accounts/testing';
import { expireHold } from '../orders/testing/expireHold';
import { travelCreditBalance, travellerWithCredit } from '../orders/testing/travelCredit';
import { bookableStay, hotelOrderBody, hotelOrderOf, newKey, postHotelOrder, someHotel } from './testing';

// Travel credit spent at hotel checkout (pay-now rates), as at flight checkout: the same ledger, the same checks. Runs
// on PostgreSQL when DATABASE_URL is set (as in CI), on PGlite otherwise.
describe('hotel checkout: paying with travel credit', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let stay: Awaited<ReturnType<typeof someHotel>>;

  beforeAll(async () => {
    t = await createTestApp({ HOTEL_ORDER_LIMIT_PER_10_MIN: '1000' }, { seed: true, mailer });
    stay = await bookableStay(t.app);
  }, 180_000);
  afterAll(() => t.close());

  const origin = () => ({ origin: t.config.publicUrl });

  const traveller = (creditMinor: number) => travellerWithCredit(t, creditMinor);
  const balance = (session: TestSession) => travelCreditBalance(t, session);

  const bodyFor = (session: TestSession, rate = 'fc-bb', overrides: Partial<HotelCreateOrderBody> = {}) =>
    hotelOrderBody(stay, rate, { contact: { email: session.user.email, mobile: '9876543210' }, ...overrides });

  const post = (session: TestSession, body: HotelCreateOrderBody, key = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/hotel-checkout/orders',
      headers: { ...origin(), cookie: session.cookie, 'idempotency-key': key },
      payload: body,
    });

  /** The all-inclusive total of a stay at the rate, from the re-price. */
  const totalOf = async (rate = 'fc-bb') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hotel-checkout/reprice',
      headers: origin(),
      payload: hotelOrderBody(stay, rate),
    });
    return res.json().price.totalMinor as number;
  };

  const orderCount = async (email: string) =>
    (await queryRows(t.app.db, sql`SELECT 1 FROM hotel_orders WHERE contact_email = ${email}`)).length;

  const trip = async (session: TestSession, reference: string) =>
    (
      (
        await t.app.inject({ url: `/api/trips/hotel/${reference}`, headers: { ...origin(), cookie: session.cookie } })
      ).json() as TripDetailReply
    ).trip;

  describe('refused with a reason, and nothing is spent', () => {
    it('a guest checkout cannot use travel credit', async () => {
      const res = await postHotelOrder(t.app, hotelOrderBody(stay, 'fc-bb', { travelCreditMinor: 100_00 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Travel credit can only be used when you are signed in.');
    });

    it('more than the balance', async () => {
      const meera = await traveller(500_00);
      const res = await post(meera, bodyFor(meera, 'fc-bb', { travelCreditMinor: 500_01 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You do not have that much travel credit.');
      expect(await balance(meera)).toBe(500_00);
      expect(await orderCount(meera.user.email)).toBe(0);
    });

    it('more than the total', async () => {
      const kiran = await traveller(1_000_000_00);
      const total = await totalOf();
      const res = await post(kiran, bodyFor(kiran, 'fc-bb', { travelCreditMinor: total + 1 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The travel credit applied is more than the booking’s total.');
      expect(await balance(kiran)).toBe(1_000_000_00);
      expect(await orderCount(kiran.user.email)).toBe(0);
    });

    it('a pay-at-the-hotel rate, where nothing is charged now', async () => {
      const dev = await traveller(500_00);
      const res = await post(dev, bodyFor(dev, 'pah-ro', { travelCreditMinor: 100_00 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Travel credit cannot be used on a pay-at-the-hotel rate: nothing is charged now.',
      );
      expect(await balance(dev)).toBe(500_00);
      expect(await orderCount(dev.user.email)).toBe(0);
    });
  });

  it('part of the total: the card pays the rest, the credit is spent once, the refund splits the same way', async () => {
    const asha = await traveller(1_000_00);
    const key = newKey();
    const body = bodyFor(asha, 'fc-bb', { travelCreditMinor: 1_000_00 });
    const created = await post(asha, body, key);
    expect(created.statusCode).toBe(201);
    const { order, accessToken } = hotelOrderOf(created);
    const total = order.price.totalMinor;
    expect(order).toMatchObject({
      status: 'held',
      payNowMinor: total,
      travelCreditMinor: 1_000_00,
      amountToPayMinor: total - 1_000_00,
    });
    expect(await balance(asha)).toBe(0);

    const again = await post(asha, body, key);
    expect(again.statusCode).toBe(200);
    expect(hotelOrderOf(again).order.reference).toBe(order.reference);
    expect(await balance(asha)).toBe(0);
    expect(await orderCount(asha.user.email)).toBe(1);

    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/hotel-checkout/orders/${order.reference}/pay?token=${accessToken}`,
      headers: origin(),
    });
    const { payment } = pay.json() as HotelPayReply;
    if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    const [charged] = await queryRows<{ amount: number }>(
      t.app.db,
      sql`SELECT amount_minor AS amount FROM payments WHERE id = ${payment.paymentId}`,
    );
    expect(Number(charged.amount)).toBe(total - 1_000_00);
    await t.app.inject({
      method: 'POST',
      url: payment.redirectUrl,
      headers: { ...origin(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4111111111111111',
    });
    expect((await trip(asha, order.reference)).summary.status).toBe('confirmed');

    // Before cancelling: the preview says how much goes back to credit and how much to the card.
    const preview = await t.app.inject({
      url: `/api/trips/hotel/${order.reference}/cancellation`,
      headers: { ...origin(), cookie: asha.cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as CancellationPreviewReply).preview).toMatchObject({
      refundMinor: total,
      currency: 'INR',
      split: { toCreditMinor: 1_000_00, toOriginalMinor: total - 1_000_00 },
    });

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/trips/hotel/${order.reference}/cancellation`,
      headers: { ...origin(), cookie: asha.cookie },
      payload: { request: 'within_rules' },
    });
    expect(cancel.statusCode).toBe(200);
    const { refund } = cancel.json() as CancelTripReply;
    expect(refund).toMatchObject({
      amountMinor: total,
      currency: 'INR',
      destination: 'original',
      split: { toCreditMinor: 1_000_00, toOriginalMinor: total - 1_000_00 },
    });
    expect(refund.timeline.map((event) => event.step)).toContain('credited');
    expect(await balance(asha)).toBe(1_000_00);
    const refunds = await queryRows<{ amount: number }>(
      t.app.db,
      sql`SELECT amount_minor AS amount FROM refunds WHERE booking_id = ${order.reference}`,
    );
    expect(refunds.map((row) => Number(row.amount))).toEqual([total - 1_000_00]);
    const detail = await trip(asha, order.reference);
    expect(detail.refunds[0].split).toEqual({ toCreditMinor: 1_000_00, toOriginalMinor: total - 1_000_00 });
  });

  it('all of the total: confirmed at once with the voucher, no gateway; cancelled, it all goes back to credit', async () => {
    const total = await totalOf();
    const ravi = await traveller(total + 250_00);
    const created = await post(ravi, bodyFor(ravi, 'fc-bb', { travelCreditMinor: total }));
    expect(created.statusCode).toBe(201);
    const { order, accessToken } = hotelOrderOf(created);
    expect(order).toMatchObject({ status: 'paid', travelCreditMinor: total, amountToPayMinor: 0 });
    expect(await balance(ravi)).toBe(250_00);
    const payments = await queryRows(
      t.app.db,
      sql`SELECT 1 FROM payments WHERE order_id = (SELECT id::text FROM hotel_orders WHERE reference = ${order.reference})`,
    );
    expect(payments).toHaveLength(0);
    const mail = mailer.sent.find((m) => m.subject.includes(order.reference));
    expect(mail?.subject).toBe(`Your hotel is booked: booking reference ${order.reference}`);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/hotel-checkout/orders/${order.reference}/pay?token=${accessToken}`,
      headers: origin(),
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This booking is already confirmed');

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/trips/hotel/${order.reference}/cancellation`,
      headers: { ...origin(), cookie: ravi.cookie },
      payload: { request: 'within_rules' },
    });
    expect(cancel.statusCode).toBe(200);
    const { refund } = cancel.json() as CancelTripReply;
    expect(refund).toMatchObject({ status: 'credited', split: { toCreditMinor: total, toOriginalMinor: 0 } });
    expect(await balance(ravi)).toBe(total + 250_00);
    const refunds = await queryRows(t.app.db, sql`SELECT 1 FROM refunds WHERE booking_id = ${order.reference}`);
    expect(refunds).toHaveLength(0);
  });

  it('an order left unpaid gives its credit back when its hold runs out, once', async () => {
    const neha = await traveller(700_00);
    const { order } = hotelOrderOf(await post(neha, bodyFor(neha, 'fc-bb', { travelCreditMinor: 700_00 })));
    expect(await balance(neha)).toBe(0);
    await expireHold(t, 'hotel', order.reference);
    await expireHold(t, 'hotel', order.reference);
    expect(await balance(neha)).toBe(700_00);
  });

  it('two checkouts of one account at once never spend more than its balance', async () => {
    const total = await totalOf();
    const share = Math.min(total, 600_00);
    const zoya = await traveller(share);
    const results = await Promise.all([
      post(zoya, bodyFor(zoya, 'fc-bb', { travelCreditMinor: share })),
      post(zoya, bodyFor(zoya, 'fc-bb', { travelCreditMinor: share })),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    expect(await balance(zoya)).toBe(0);
  });
});
