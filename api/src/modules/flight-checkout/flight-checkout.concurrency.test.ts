import { sql } from 'drizzle-orm';
import type { PayReply } from '@travel/contracts/flight-checkout';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { expireHold } from '../orders/testing/expireHold';
import { orderBody, orderOf, postOrder, sellAllBut, someFlight } from './testing';

const SUCCESS_CARD = '4111111111111111';
const DECLINED_CARD = '4000000000000002';

// Runs on PostgreSQL when DATABASE_URL is set (as in CI), with its real concurrent connections, on PGlite otherwise.
describe('the last seats of a flight, wanted by 20 checkouts at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' });
  }, 120_000);
  afterAll(() => t.close());

  it('20 concurrent checkouts for the last 3 seats make exactly 3 orders, and 3 paid bookings', async () => {
    const flight = await someFlight(t.app, 'BOM', 'DEL', 12);
    await sellAllBut(t.app, flight.id, ['30A', '30B', '30C']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOrder(
          t.app,
          orderBody(flight.id, {
            passengers: [{ type: 'adult', title: 'Mr', firstName: 'Buyer', lastName: `Number ${'x'.repeat(i + 1)}` }],
          }),
        ),
      ),
    );
    const created = answers.filter((res) => res.statusCode === 201);
    expect(created).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(17);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().reason).toBe('sold_out');
    const seats = created.map((res) => orderOf(res).order.passengers[0].seat).sort();
    expect(seats).toEqual(['30A', '30B', '30C']);

    for (const res of created) {
      const { order, accessToken } = orderOf(res);
      const pay = await t.app.inject({
        method: 'POST',
        url: `/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`,
        headers: { origin: t.config.publicUrl },
      });
      const { payment } = pay.json() as PayReply;
      if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
      await t.app.inject({
        method: 'POST',
        url: payment.redirectUrl,
        headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'cardNumber=4111111111111111',
      });
    }
    const paid = await queryRows(
      t.app.db,
      sql`SELECT 1 FROM flight_orders WHERE flight_id = ${flight.id}::bigint AND status = 'paid'`,
    );
    expect(paid).toHaveLength(3);
  });

  it('16 checkouts at once: the search offers exactly the seats nobody holds, and all again once the holds end', async () => {
    const flight = await someFlight(t.app, 'BOM', 'DEL', 15, 40);
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await queryRows<{ n: number }>(t.app.db, query))[0].n);
    const seatsLeft = () => count(sql`SELECT seats_left AS n FROM flights WHERE id = ${flight.id}::bigint`);
    const freeSeats = () =>
      count(sql`SELECT count(*) AS n FROM flight_seats WHERE flight_id = ${flight.id}::bigint AND status = 'free'`);
    const onSearch = async () => {
      const res = await t.app.inject({
        url: `/api/flights/search?from=BOM&to=DEL&date=${flight.date}&adults=1&pageSize=50`,
      });
      const { legs } = res.json() as { legs: { offers: { id: string; seatsLeft: number }[] }[] };
      return legs[0].offers.find((offer) => offer.id === flight.id)?.seatsLeft;
    };
    await t.app.inject({ method: 'GET', url: `/api/flight-checkout/flights/${flight.id}/seats` });
    const before = await seatsLeft();
    expect(before).toBe(await freeSeats());

    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postOrder(
          t.app,
          orderBody(flight.id, {
            passengers: [{ type: 'adult', title: 'Ms', firstName: 'Holder', lastName: `Number ${'y'.repeat(i + 1)}` }],
          }),
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(16).fill(201));
    expect(await seatsLeft()).toBe(before - 16);
    expect(await freeSeats()).toBe(before - 16);
    expect(await onSearch()).toBe(before - 16);

    await Promise.all(answers.map((res) => expireHold(t, 'flight', orderOf(res).order.reference)));
    expect(await seatsLeft()).toBe(before);
    expect(await freeSeats()).toBe(before);
    expect(await onSearch()).toBe(before);
  });

  it('Pay pressed as the hold runs out: the hold is made longer and the payment starts, or the order expired and Pay is refused', async () => {
    const flight = await someFlight(t.app, 'BOM', 'DEL', 16, 12);
    const outcomes: string[] = [];
    for (let round = 0; round < 10; round++) {
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      await t.app.db.execute(
        sql`UPDATE flight_orders SET hold_expires_at = now() + interval '60 milliseconds'
            WHERE reference = ${order.reference}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 40));
      const [pay] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`,
          headers: { origin: t.config.publicUrl },
        }),
        // The expiry job, due at the hold's end, comes a moment either side of the click.
        new Promise((resolve) => setTimeout(resolve, 15 + round * 3)).then(async () => {
          const [row] = await queryRows<{ id: string }>(
            t.app.db,
            sql`SELECT id::text AS id FROM flight_orders WHERE reference = ${order.reference}`,
          );
          await t.app.flightCheckout.expire(row.id);
        }),
      ]);
      const [after] = await queryRows<{ status: string; paymentId: string | null; longer: boolean }>(
        t.app.db,
        sql`SELECT status, payment_id AS "paymentId",
                   hold_expires_at >= created_at + interval '15 minutes' AS longer
            FROM flight_orders WHERE reference = ${order.reference}`,
      );
      if (pay.statusCode === 200) {
        // The payment is under way on an order still held, for the longer hold.
        expect(after).toMatchObject({ status: 'held', longer: true });
        expect(after.paymentId).not.toBeNull();
        outcomes.push('paying');
      } else {
        expect([pay.statusCode, pay.json().reason]).toEqual([409, 'hold_expired']);
        // No payment was started for an order whose seats went back on sale.
        expect(after).toMatchObject({ status: 'expired', paymentId: null });
        outcomes.push('expired');
      }
    }
    expect(outcomes).toHaveLength(10);
  });

  it('one seat chosen by 10 checkouts at once goes to one of them', async () => {
    const flight = await someFlight(t.app, 'BOM', 'DEL', 13);
    await sellAllBut(t.app, flight.id, ['15B', '15C', '15D']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(
          t.app,
          orderBody(flight.id, {
            passengers: [{ type: 'adult', title: 'Ms', firstName: 'Seat', lastName: 'Seeker', seat: '15C' }],
          }),
        ),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409).map((res) => res.json().reason)).toEqual(
      Array(9).fill('seat_taken'),
    );
  });

  it('a card paid while the expiry job runs: each order is paid once or expired once, its seat sold or free', async () => {
    const flight = await someFlight(t.app, 'BOM', 'DEL', 14, 30);
    const seatsLeft = async () =>
      (
        await queryRows<{ seatsLeft: number }>(
          t.app.db,
          sql`SELECT seats_left AS "seatsLeft" FROM flights WHERE id = ${flight.id}::bigint`,
        )
      )[0].seatsLeft;
    const before = await seatsLeft();
    const orders = [];
    for (let i = 0; i < 8; i++) {
      const { order, accessToken } = orderOf(await postOrder(t.app, orderBody(flight.id)));
      const pay = await t.app.inject({
        method: 'POST',
        url: `/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`,
        headers: { origin: t.config.publicUrl },
      });
      const { payment } = pay.json() as PayReply;
      if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
      const [{ id }] = await queryRows<{ id: string }>(
        t.app.db,
        sql`SELECT id::text AS id FROM flight_orders WHERE reference = ${order.reference}`,
      );
      // Every other payer's card is declined: that hold must simply run out.
      orders.push({ id, reference: order.reference, url: payment.redirectUrl, declined: i % 2 === 1 });
    }
    await expireHold(
      t,
      'flight',
      orders.map((order) => order.reference),
      { then: 'none' },
    );

    // The hold has run out: the expiry job and the card's capture (the sandbox's return) come at the same time,
    // the job a little later for each order, so that it meets the capture at each of its steps.
    await Promise.all(
      orders.flatMap((order, i) => [
        t.app.inject({
          method: 'POST',
          url: order.url,
          headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `cardNumber=${order.declined ? DECLINED_CARD : SUCCESS_CARD}`,
        }),
        new Promise((resolve) => setTimeout(resolve, i * 4)).then(() => t.app.flightCheckout.expire(order.id)),
      ]),
    );
    // A late expiry job changes nothing more.
    await Promise.all(orders.map((order) => t.app.flightCheckout.expire(order.id)));

    for (const order of orders) {
      const [{ status }] = await queryRows<{ status: string }>(
        t.app.db,
        sql`SELECT status FROM flight_orders WHERE id = ${order.id}::uuid`,
      );
      const events = (
        await queryRows<{ event: string }>(
          t.app.db,
          sql`SELECT event FROM flight_order_events WHERE order_id = ${order.id}::uuid ORDER BY id`,
        )
      ).map((row) => row.event);
      const count = (event: string) => events.filter((e) => e === event).length;
      const seats = await queryRows<{ status: string }>(
        t.app.db,
        sql`SELECT status FROM flight_seats WHERE order_id = ${order.id}::uuid`,
      );
      const refunds = await queryRows(t.app.db, sql`SELECT 1 FROM refunds WHERE flight_order_id = ${order.id}::uuid`);
      if (order.declined) {
        expect({ status, expired: count('expired'), paid: count('paid'), seats }).toEqual({
          status: 'expired',
          expired: 1,
          paid: 0,
          seats: [],
        });
      } else {
        // Paid once, whether the capture came first or the expiry did (its seat still free, taken again).
        expect({ status, paid: count('paid'), seats }).toEqual({
          status: 'paid',
          paid: 1,
          seats: [{ status: 'sold' }],
        });
        expect(count('expired')).toBe(count('payment_after_hold'));
        expect(count('expired')).toBeLessThanOrEqual(1);
      }
      expect(refunds).toHaveLength(0);
    }
    // Only the sold seats left the flight's count, each once.
    expect(await seatsLeft()).toBe(before - orders.filter((order) => !order.declined).length);
  });
});
