import { sql } from 'drizzle-orm';
import type { HotelPayReply } from '@travel/contracts/hotel-checkout';
import { addDays } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { expireHold } from '../orders/testing/expireHold';
import { roomsFreeOn } from './hotel-checkout.repository';
import { hotelOrderBody, hotelOrderOf, leaveRooms, postHotelOrder, someHotel } from './testing';

// Runs on PostgreSQL when DATABASE_URL is set (as in CI), with its real concurrent connections, on PGlite otherwise.
describe('the last rooms of a night, wanted by 20 checkouts at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HOTEL_ORDER_LIMIT_PER_10_MIN: '1000' }, { seed: true });
  }, 180_000);
  afterAll(() => t.close());

  it('20 concurrent orders for the last 2 rooms of the second night make exactly 2', async () => {
    const stay = await someHotel(t.app, 40, 3);
    const night = addDays(stay.checkIn, 1);
    // Five rooms free on the first and last nights, two on the second.
    await leaveRooms(t.app, stay.hotel.id, 'standard', stay.checkIn, 5);
    await leaveRooms(t.app, stay.hotel.id, 'standard', night, 2);
    await leaveRooms(t.app, stay.hotel.id, 'standard', addDays(stay.checkIn, 2), 5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postHotelOrder(
          t.app,
          hotelOrderBody(stay, 'nr-ro', {
            guests: [{ title: 'Mr', firstName: 'Buyer', lastName: `N${'x'.repeat(i + 1)}` }],
          }),
        ),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(18);
    for (const res of refused) expect(res.json().reason).toBe('sold_out');
    expect(await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', night)).toBe(0);
    // The other nights lost exactly the two rooms held, no more.
    expect(await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', stay.checkIn)).toBe(3);
    expect(await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', addDays(stay.checkIn, 2))).toBe(3);
    const held = await queryRows(
      t.app.db,
      sql`SELECT 1 FROM hotel_orders WHERE hotel_id = ${stay.hotel.id} AND status = 'held'`,
    );
    expect(held).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode === 201)) {
      expect(hotelOrderOf(res).order.status).toBe('held');
    }
  });

  it('a card paid while the expiry job runs: each order is paid once, or expired once with its payment refunded once', async () => {
    const stay = await someHotel(t.app, 45, 1);
    await leaveRooms(t.app, stay.hotel.id, 'standard', stay.checkIn, 10);
    const orders = [];
    for (let i = 0; i < 8; i++) {
      const { order, accessToken } = hotelOrderOf(await postHotelOrder(t.app, hotelOrderBody(stay, 'nr-ro')));
      const pay = await t.app.inject({
        method: 'POST',
        url: `/api/hotel-checkout/orders/${order.reference}/pay?token=${accessToken}`,
        headers: { origin: t.config.publicUrl },
      });
      const { payment } = pay.json() as HotelPayReply;
      if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
      const [{ id }] = await queryRows<{ id: string }>(
        t.app.db,
        sql`SELECT id::text AS id FROM hotel_orders WHERE reference = ${order.reference}`,
      );
      orders.push({ id, reference: order.reference, url: payment.redirectUrl, payNowMinor: order.payNowMinor });
    }
    await expireHold(
      t,
      'hotel',
      orders.map((order) => order.reference),
      { then: 'none' },
    );

    // The hold has run out: the expiry job and the card's capture (the sandbox's return) come at the same time.
    // The job starts a little later for each order, so that it meets the capture at each of its steps.
    await Promise.all(
      orders.flatMap((order, i) => [
        t.app.inject({
          method: 'POST',
          url: order.url,
          headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'cardNumber=4111111111111111',
        }),
        new Promise((resolve) => setTimeout(resolve, i * 4)).then(() => t.app.hotelCheckout.expire(order.id)),
      ]),
    );
    // The capture told again, and a late expiry job: nothing more happens.
    await t.app.db.execute(
      sql`UPDATE payments SET notified_status = NULL WHERE order_id IN (${sql.join(
        orders.map((order) => sql`${order.id}`),
        sql`, `,
      )})`,
    );
    await t.app.payments.catchUp(60 * 60_000);
    await Promise.all(orders.map((order) => t.app.hotelCheckout.expire(order.id)));

    let paid = 0;
    for (const order of orders) {
      const [{ status }] = await queryRows<{ status: string }>(
        t.app.db,
        sql`SELECT status FROM hotel_orders WHERE id = ${order.id}::uuid`,
      );
      const events = (
        await queryRows<{ event: string }>(
          t.app.db,
          sql`SELECT event FROM hotel_order_events WHERE order_id = ${order.id}::uuid ORDER BY id`,
        )
      ).map((row) => row.event);
      const count = (event: string) => events.filter((e) => e === event).length;
      const refunds = await queryRows<{ amount: number }>(
        t.app.db,
        sql`SELECT amount_minor::integer AS amount FROM refunds
            WHERE payment_id IN (SELECT coalesce(gateway_payment_id, id) FROM payments WHERE order_id = ${order.id})`,
      );
      const bookings = await queryRows(t.app.db, sql`SELECT 1 FROM bookings WHERE id = ${order.reference}`);
      if (status === 'paid') {
        paid += 1;
        expect({ paid: count('paid'), expired: count('expired'), refunds, bookings: bookings.length }).toEqual({
          paid: 1,
          expired: 0,
          refunds: [],
          bookings: 1,
        });
      } else {
        expect(status).toBe('expired');
        expect({
          paid: count('paid'),
          expired: count('expired'),
          late: count('confirmed_after_hold'),
          refunds,
          bookings: bookings.length,
        }).toEqual({ paid: 0, expired: 1, late: 1, refunds: [{ amount: order.payNowMinor }], bookings: 0 });
      }
    }
    // The rooms of the paid orders stay taken; the others went back on sale, once each.
    expect(await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', stay.checkIn)).toBe(10 - paid);
  });
});
