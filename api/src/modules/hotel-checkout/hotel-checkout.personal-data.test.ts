import { sql } from 'drizzle-orm';
import type { AccountExport } from '@travel/contracts/accounts';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call } from '../accounts/accounts.test-helpers';
import { createUserSession } from '../accounts/testing';
import { hotelOrderBody, hotelOrderOf, postHotelOrder, someHotel } from './testing';

// Account deletion and the data download, for the hotel checkout's orders.
describe('hotel checkout orders: personal data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HOTEL_ORDER_LIMIT_PER_10_MIN: '1000' }, { seed: true, mailer: memoryMailer() });
  }, 60_000);
  afterAll(() => t.close());

  const orderFor = async (email: string, firstName: string, daysAhead: number) => {
    const stay = await someHotel(t.app, daysAhead);
    const res = await postHotelOrder(
      t.app,
      hotelOrderBody(stay, 'fc-bb', {
        guests: [{ title: 'Ms', firstName, lastName: 'Iyer' }],
        contact: { email, mobile: '9123456780', gstin: '27AAPFU0939F1ZV', companyName: 'Iyer Travels' },
        specialRequests: 'Ground floor, please',
        arrivalTime: '18:00',
      }),
    );
    expect([res.statusCode, res.json().message]).toEqual([201, undefined]);
    return hotelOrderOf(res).order.reference;
  };
  const stored = (reference: string) =>
    queryRows<Record<string, unknown>>(
      t.app.db,
      sql`SELECT guests, contact_email, contact_mobile, special_requests, arrival_time, gstin, total_minor, status
          FROM hotel_orders WHERE reference = ${reference}`,
    );

  it('exports the orders booked with the account’s address, and deletion keeps them without the person', async () => {
    const { cookie, user, password } = await createUserSession(t.app, { name: 'Meera Iyer' });
    const mine = await orderFor(user.email.toUpperCase(), 'Meera', 40);
    const someoneElses = await orderFor('someone.else@example.test', 'Ravi', 45);

    const data = (await call(t.app, 'GET', '/api/v1/customer/export', undefined, cookie)).json() as AccountExport;
    expect(data.data.hotelOrders).toEqual([
      expect.objectContaining({
        reference: mine,
        contactMobile: '9123456780',
        specialRequests: 'Ground floor, please',
        guests: [{ title: 'Ms', firstName: 'Meera', lastName: 'Iyer' }],
      }),
    ]);

    const [before] = await stored(mine);
    const deleted = await call(t.app, 'POST', '/api/v1/customer/delete-account', { password }, cookie);
    expect(deleted.json()).toEqual({ success: true, message: 'Your account has been deleted' });

    const [kept] = await stored(mine);
    expect(kept).toEqual({
      guests: [{ title: '', firstName: 'Deleted', lastName: 'Traveller' }],
      contact_email: `deleted-${user.id}@deleted.invalid`,
      contact_mobile: '',
      special_requests: null,
      arrival_time: null,
      // What the tax invoice and the accounts need stays.
      gstin: '27AAPFU0939F1ZV',
      total_minor: before.total_minor,
      status: before.status,
    });
    const events = await queryRows<{ event: string }>(
      t.app.db,
      sql`SELECT e.event FROM hotel_order_events e JOIN hotel_orders o ON o.id = e.order_id WHERE o.reference = ${mine}`,
    );
    expect(events.map((e) => e.event)).toContain('personal_data_erased');

    const [untouched] = await stored(someoneElses);
    expect(untouched).toMatchObject({
      contact_email: 'someone.else@example.test',
      guests: [{ title: 'Ms', firstName: 'Ravi', lastName: 'Iyer' }],
    });
  });
});
