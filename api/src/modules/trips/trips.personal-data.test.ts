import { sql } from 'drizzle-orm';
import type { AccountExport } from '@travel/contracts/accounts';
import { addDays, isoDate } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { call } from '../accounts/accounts.test-helpers';
import { createUserSession } from '../accounts/testing';
import { insertBooking } from '../bookings/bookings.repository';
import { insertTravelCredit } from '../orders/travel-credit';
import { orderBody, orderOf, payWithCard, postOrder, someFlight } from '../flight-checkout/testing';

// Account deletion and the data download, for My Trips' guest look-up codes and exception reasons.
describe('My Trips: personal data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' }, { mailer: memoryMailer() });
  }, 60_000);
  afterAll(() => t.close());

  const stayOf = (email: string) =>
    insertBooking(t.app.db, {
      hotelName: 'Sea Breeze',
      city: 'Mumbai',
      guestName: 'Meera Iyer',
      email,
      phone: '9123456780',
      checkIn: addDays(isoDate(), 20),
      checkOut: addDays(isoDate(), 22),
      guests: 2,
      rooms: 1,
      amountPaidMinor: 8_000_00,
      currency: 'INR',
      paymentReference: `pay_pd_${Math.random().toString(36).slice(2, 10)}`,
      gateway: 'sandbox',
      status: 'confirmed',
      cancellationPolicy: 'Free cancellation up to 48 hours before check-in.',
    });
  const codesFor = (email: string) =>
    queryRows<{ reference: string }>(
      t.app.db,
      sql`SELECT reference FROM trip_lookup_codes WHERE lower(email) = lower(${email})`,
    );

  it('exports the guest look-ups asked for the address, and deletion removes them but keeps the booking', async () => {
    const { cookie, user, password } = await createUserSession(t.app);
    const other = 'not.meera@example.test';
    const mine = await stayOf(user.email);
    const theirs = await stayOf(other);
    for (const [reference, email] of [
      [mine, user.email],
      [theirs, other],
    ]) {
      const asked = await call(t.app, 'POST', '/api/trips/lookup', { reference, email });
      expect(asked.statusCode).toBe(200);
    }
    expect(await codesFor(user.email)).toEqual([{ reference: mine }]);
    // Travel credit this account holds (a refund taken as credit) is in the download; another's is not.
    for (const [email, bookingId] of [
      [user.email, mine],
      [other, theirs],
    ]) {
      await insertTravelCredit(t.app.db, {
        email,
        amountMinor: 4_000_00,
        currency: 'INR',
        reason: `Refund of cancelled booking ${bookingId}`,
        bookingId,
        cancellationRequestId: null,
      });
    }

    const data = (await call(t.app, 'GET', '/api/v1/customer/export', undefined, cookie)).json() as AccountExport;
    expect(data.data.trips).toEqual({
      guestLookups: [expect.objectContaining({ kind: 'hotel', reference: mine, email: user.email, usedAt: null })],
      flightCancellations: [],
      travelCredit: [
        expect.objectContaining({
          amountMinor: 4_000_00,
          currency: 'INR',
          reason: `Refund of cancelled booking ${mine}`,
          bookingId: mine,
        }),
      ],
    });
    // The export carries what the person asked, never the code's hash or salt.
    expect(JSON.stringify(data.data.trips)).not.toMatch(/hash|salt/i);

    const deleted = await call(t.app, 'POST', '/api/v1/customer/delete-account', { password }, cookie);
    expect(deleted.statusCode).toBe(200);
    expect(await codesFor(user.email)).toEqual([]);
    expect(await codesFor(other)).toEqual([{ reference: theirs }]);
    const [booking] = await queryRows<{ amountPaidMinor: number; status: string }>(
      t.app.db,
      sql`SELECT amount_paid_minor AS "amountPaidMinor", status FROM bookings WHERE id = ${mine}`,
    );
    expect(booking).toEqual({ amountPaidMinor: 8_000_00, status: 'confirmed' });
  });

  it('exports the reason given for a flight exception, and deletion removes it but keeps the request', async () => {
    const { cookie, user, password } = await createUserSession(t.app);
    const flight = await someFlight(t.app, 'BOM', 'DEL', 15);
    const created = orderOf(
      await postOrder(t.app, orderBody(flight.id, { contact: { email: user.email, mobile: '9123456780' } }), {
        cookie,
      }),
    );
    await payWithCard(t.app, created.order.reference, created.accessToken!);
    const asked = await call(
      t.app,
      'POST',
      `/api/trips/flight/${created.order.reference}/cancellation`,
      { request: 'medical', details: 'Admitted to hospital with a fracture' },
      cookie,
    );
    expect(asked.statusCode).toBe(200);

    const data = (await call(t.app, 'GET', '/api/v1/customer/export', undefined, cookie)).json() as AccountExport;
    expect(data.data.trips).toMatchObject({
      flightCancellations: [
        expect.objectContaining({
          reference: created.order.reference,
          details: 'Admitted to hospital with a fracture',
        }),
      ],
    });
    await call(t.app, 'POST', '/api/v1/customer/delete-account', { password }, cookie);
    const kept = await queryRows<{ details: string | null; status: string; reason: string }>(
      t.app.db,
      sql`SELECT c.details, c.status, c.reason FROM flight_cancellations c JOIN flight_orders o ON o.id = c.order_id
          WHERE o.reference = ${created.order.reference}`,
    );
    expect(kept).toEqual([{ details: null, status: 'pending', reason: 'Medical emergency' }]);
  });
});
