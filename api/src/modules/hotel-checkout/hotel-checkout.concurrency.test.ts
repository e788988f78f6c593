import { sql } from 'drizzle-orm';
import { addDays } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { roomsFreeOn } from './hotel-checkout.repository';
import { hotelOrderBody, hotelOrderOf, leaveRooms, postHotelOrder, someHotel } from './testing';

// Runs on PGlite and, in the 'api (postgres)' project, on PostgreSQL with its real concurrent connections.
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
});
