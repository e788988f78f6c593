import { sql } from 'drizzle-orm';
import type { PayReply } from '@travel/contracts/flight-checkout';
import type { CancelTripReply, TripDetailReply } from '@travel/contracts/trips';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import type { TestSession } from '../accounts/testing';
import { expireHold } from '../orders/testing/expireHold';
import { travelCreditBalance, travellerWithCredit } from '../orders/testing/travelCredit';
import { orderBody, orderOf, newKey, payWithCard, postOrder, someFlight } from './testing';

// Travel credit spent at flight checkout (issue #16). Runs on PostgreSQL when DATABASE_URL is set (as in CI), where the
// checkouts at once below run on real concurrent connections; on PGlite otherwise.
describe('flight checkout: paying with travel credit', () => {
  let t: TestApp;
  let flight: Awaited<ReturnType<typeof someFlight>>;

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' }, { mailer: memoryMailer() });
    flight = await someFlight(t.app, 'BOM', 'DEL', 11, 30);
  }, 120_000);
  afterAll(() => t.close());

  const traveller = (creditMinor: number) => travellerWithCredit(t, creditMinor);
  const balance = (session: TestSession) => travelCreditBalance(t, session);

  const bodyFor = (session: TestSession, overrides: Parameters<typeof orderBody>[1] = {}) =>
    orderBody(flight.id, { contact: { email: session.user.email, mobile: '9876543210' }, ...overrides });

  /** The all-inclusive total of the order a body makes, from an order without credit. */
  async function totalOf(session: TestSession, fare: 'Saver' | 'Standard' | 'Flexi' = 'Standard') {
    const res = await postOrder(t.app, bodyFor(session, { fare }), { cookie: session.cookie });
    return orderOf(res).order.price.totalMinor;
  }

  const orderCount = async (email: string) =>
    (await queryRows(t.app.db, sql`SELECT 1 FROM flight_orders WHERE contact_email = ${email}`)).length;

  describe('bad input is refused with a reason, and nothing is spent', () => {
    it('a guest checkout cannot use travel credit', async () => {
      const res = await postOrder(t.app, orderBody(flight.id, { travelCreditMinor: 100_00 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Travel credit can only be used when you are signed in.');
    });

    it('more than the balance', async () => {
      const meera = await traveller(500_00);
      const res = await postOrder(t.app, bodyFor(meera, { travelCreditMinor: 500_01 }), { cookie: meera.cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You do not have that much travel credit.');
      expect(await balance(meera)).toBe(500_00);
      expect(await orderCount(meera.user.email)).toBe(0);
    });

    it('more than the total', async () => {
      const kiran = await traveller(1_000_000_00);
      const total = await totalOf(kiran);
      const res = await postOrder(t.app, bodyFor(kiran, { travelCreditMinor: total + 1 }), { cookie: kiran.cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The travel credit applied is more than the booking’s total.');
      expect(await balance(kiran)).toBe(1_000_000_00);
    });
  });

  it('part of the total: the card pays the rest through the payments module, the credit is spent once', async () => {
    const asha = await traveller(1_000_00);
    const key = newKey();
    const body = bodyFor(asha, { travelCreditMinor: 1_000_00 });
    const created = await postOrder(t.app, body, { cookie: asha.cookie, key });
    expect(created.statusCode).toBe(201);
    const { order, accessToken } = orderOf(created);
    expect(order.status).toBe('held');
    expect(order.travelCreditMinor).toBe(1_000_00);
    expect(order.amountToPayMinor).toBe(order.price.totalMinor - 1_000_00);
    expect(await balance(asha)).toBe(0);

    // The same Idempotency-Key: the same order, and the credit is not spent again.
    const again = await postOrder(t.app, body, { cookie: asha.cookie, key });
    expect(again.statusCode).toBe(200);
    expect(orderOf(again).order.reference).toBe(order.reference);
    expect(await balance(asha)).toBe(0);
    expect(await orderCount(asha.user.email)).toBe(1);

    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`,
      headers: { origin: t.config.publicUrl },
    });
    const { payment } = pay.json() as PayReply;
    const [charged] = await queryRows<{ amount: number }>(
      t.app.db,
      sql`SELECT amount_minor AS amount FROM payments WHERE id = ${payment.paymentId}`,
    );
    expect(Number(charged.amount)).toBe(order.price.totalMinor - 1_000_00);
    await payWithCard(t.app, order.reference, accessToken!);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/trips/flight/${order.reference}`,
        headers: { origin: t.config.publicUrl, cookie: asha.cookie },
      })
    ).json() as TripDetailReply;
    expect(detail.trip.payments.map((entry) => [entry.gateway, entry.amountMinor])).toEqual([
      ['travel_credit', 1_000_00],
      ['sandbox', order.price.totalMinor - 1_000_00],
    ]);
  });

  it('all of the total: confirmed at once, no gateway payment', async () => {
    const probe = await traveller(1);
    const total = await totalOf(probe);
    const ravi = await traveller(total + 250_00);
    const created = await postOrder(t.app, bodyFor(ravi, { travelCreditMinor: total }), { cookie: ravi.cookie });
    expect(created.statusCode).toBe(201);
    const { order, accessToken } = orderOf(created);
    expect(order).toMatchObject({ status: 'paid', travelCreditMinor: total, amountToPayMinor: 0 });
    expect(await balance(ravi)).toBe(250_00);
    const payments = await queryRows(
      t.app.db,
      sql`SELECT 1 FROM payments WHERE order_id = (SELECT id::text FROM flight_orders WHERE reference = ${order.reference})`,
    );
    expect(payments).toHaveLength(0);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`,
      headers: { origin: t.config.publicUrl },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This booking is already paid');
  });

  it('an order left unpaid gives its credit back when its hold runs out', async () => {
    const neha = await traveller(700_00);
    const { order } = orderOf(
      await postOrder(t.app, bodyFor(neha, { travelCreditMinor: 700_00 }), { cookie: neha.cookie }),
    );
    expect(await balance(neha)).toBe(0);
    await expireHold(t, 'flight', order.reference);
    await expireHold(t, 'flight', order.reference);
    expect(await balance(neha)).toBe(700_00);
  });

  describe('a cancelled booking gives the credit part back as credit, the card part to the card', () => {
    const cancel = async (session: TestSession, reference: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/trips/flight/${reference}/cancellation`,
        headers: { origin: t.config.publicUrl, cookie: session.cookie },
        payload: { request: 'within_rules' },
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as CancelTripReply).refund;
    };
    const cardRefunds = (cancellationId: string) =>
      queryRows<{ amount: number }>(
        t.app.db,
        sql`SELECT amount_minor AS amount FROM refunds WHERE cancellation_id = ${cancellationId} ORDER BY created_at`,
      );

    it('paid all with credit: the whole refund is credit, nothing goes to a gateway', async () => {
      const probe = await traveller(1);
      const total = await totalOf(probe, 'Flexi');
      const isha = await traveller(total);
      const { order } = orderOf(
        await postOrder(t.app, bodyFor(isha, { fare: 'Flexi', travelCreditMinor: total }), { cookie: isha.cookie }),
      );
      expect(await balance(isha)).toBe(0);
      const refund = await cancel(isha, order.reference);
      expect(refund.amountMinor).toBeGreaterThan(0);
      expect(await balance(isha)).toBe(refund.amountMinor);
      expect(await cardRefunds(refund.cancellationId)).toEqual([]);
    });

    it('paid partly with credit: each part goes back the way it was paid', async () => {
      const dev = await traveller(1_000_00);
      const { order, accessToken } = orderOf(
        await postOrder(t.app, bodyFor(dev, { fare: 'Flexi', travelCreditMinor: 1_000_00 }), { cookie: dev.cookie }),
      );
      await payWithCard(t.app, order.reference, accessToken!);
      const refund = await cancel(dev, order.reference);
      const creditPart = Math.round((refund.amountMinor * 1_000_00) / order.price.totalMinor);
      expect(await balance(dev)).toBe(creditPart);
      expect((await cardRefunds(refund.cancellationId)).map((row) => Number(row.amount))).toEqual([
        refund.amountMinor - creditPart,
      ]);
      // My Trips tells each part, as made.
      expect(refund.split).toEqual({ toCreditMinor: creditPart, toOriginalMinor: refund.amountMinor - creditPart });
    });
  });

  it('two checkouts at once spending the same credit: one gets it, the balance never goes below 0', async () => {
    const sam = await traveller(1_500_00);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postOrder(t.app, bodyFor(sam, { travelCreditMinor: 1_000_00 }), { cookie: sam.cookie }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json().message).toBe('You do not have that much travel credit.');
    }
    expect(await balance(sam)).toBe(500_00);
    expect(await orderCount(sam.user.email)).toBe(1);
  });
});
