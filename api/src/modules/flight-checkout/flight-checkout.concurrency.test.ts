import { sql } from 'drizzle-orm';
import type { PayReply } from '@travel/contracts/flight-checkout';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { orderBody, orderOf, postOrder, sellAllBut, someFlight } from './testing';

// Runs on PGlite and, in the 'api (postgres)' project, on PostgreSQL with its real concurrent connections.
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
});
