import type { HotelCancellationRules } from '@travel/contracts/rules';
import { addDays, isoDate } from '@travel/contracts/rules';
import type { HotelPayReply } from '@travel/contracts/hotel-checkout';
import { clockAt } from '../../test/clock';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { guestTokenFor } from '../trips/testing';
import { hotelOrderBody, hotelOrderOf, postHotelOrder } from './testing';

/**
 * Each policy shape a booked rate carries, asked through the API one minute before and one minute after its
 * free-cancellation moment: that moment is the hotel's check-in time N days before check-in on the hotel's own
 * clock (Paris), and the wizard's figures and the refund actually filed follow the booking's stored rules.
 */
describe("a booked hotel rate's cancellation policy at its free-cancellation moment, on the hotel's clock", () => {
  let t: TestApp;
  const origin = () => ({ origin: t.config.publicUrl });
  const mailer = memoryMailer();
  const checkIn = addDays(isoDate(), 40);
  const checkOut = addDays(checkIn, 2);
  type Room = { hotelId: string; roomTypeId: string };
  let hotels: { nights: Room; percent: Room };

  beforeAll(async () => {
    t = await createTestApp({ HOTEL_ORDER_LIMIT_PER_10_MIN: '1000' }, { seed: true, mailer });
    const search = await t.app.hotels.search({
      destination: 'Paris',
      checkIn,
      checkOut,
      adults: 2,
      rooms: 1,
      freeCancellation: true,
      sort: 'cheapest',
      pageSize: 50,
    });
    // The penalty after the free moment is the hotel's own (hotels.rates.ts): one night for some, 50% for others.
    const refundableRoomOf = async (hotelId: string) => {
      const res = await t.app.inject({
        url: `/api/hotels/${hotelId}/rooms?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&rooms=1`,
      });
      const [roomType] = (
        res.json() as {
          roomTypes: { id: string; rates: { id: string; cancellation: { rules: HotelCancellationRules } }[] }[];
        }
      ).roomTypes;
      const rules = roomType?.rates.find((rate) => rate.id === 'fc-ro')?.cancellation.rules;
      return rules?.type === 'refundable' ? { penalty: rules.penalty.type, roomTypeId: roomType.id } : undefined;
    };
    const found: Partial<Record<'nights' | 'percent', Room>> = {};
    for (const hotel of search.hotels) {
      const room = await refundableRoomOf(hotel.id);
      if (room && !found[room.penalty]) found[room.penalty] = { hotelId: hotel.id, roomTypeId: room.roomTypeId };
      if (found.nights && found.percent) break;
    }
    expect(found).toEqual({ nights: expect.any(Object), percent: expect.any(Object) });
    hotels = found as typeof hotels;
  }, 180_000);
  afterEach(() => jest.useRealTimers());
  afterAll(() => t.close());

  /** Books `rate` at the hotel for two adults, two nights, paid now with the sandbox card. */
  const book = async ({ hotelId, roomTypeId }: Room, rate: string) => {
    const res = await postHotelOrder(
      t.app,
      hotelOrderBody({ hotel: { id: hotelId }, checkIn, checkOut }, rate, { roomTypeId }),
    );
    expect(res.statusCode).toBe(201);
    const created = hotelOrderOf(res);
    expect(created.order.status).toBe('held');
    const pay = (
      await t.app.inject({
        method: 'POST',
        url: `/api/hotel-checkout/orders/${created.order.reference}/pay?token=${created.accessToken}`,
        headers: origin(),
      })
    ).json() as HotelPayReply;
    if (pay.payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    await t.app.inject({
      method: 'POST',
      url: pay.payment.redirectUrl,
      headers: { ...origin(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=4111111111111111',
    });
    return created.order;
  };
  /** The wizard's calls, with the token of the code it emails to the booking's address (asked once a booking). */
  const tokens = new Map<string, Promise<string>>();
  const wizard = async (path: string, reference: string) => {
    if (!tokens.has(reference)) tokens.set(reference, guestTokenFor(t.app, mailer, reference, 'asha@example.test'));
    return t.app.inject({
      method: 'POST',
      url: `/api/bookings/${path}`,
      headers: origin(),
      payload: {
        bookingId: reference,
        email: 'asha@example.test',
        reason: 'Change of travel plans',
        token: await tokens.get(reference),
      },
    });
  };
  /** What the wizard says cancelling now would refund, at `at`. */
  const refundAt = async (reference: string, at: number) => {
    clockAt(at);
    const res = await wizard('lookup', reference);
    expect(res.statusCode).toBe(200);
    return res.json().booking.refund as { refundPercentage: number; netRefundMinor: number };
  };
  const minute = 60_000;

  /**
   * Where the booking's policy says free cancellation ends: 1 to 3 days before check-in at the hotel's check-in
   * time as a Paris wall clock shows it, whatever the server's own zone.
   */
  const freeUntilOf = (order: { stay: { cancellation: { rules: HotelCancellationRules }; checkInTime: string } }) => {
    const { rules } = order.stay.cancellation;
    if (rules.type !== 'refundable') throw new Error('expected a refundable rate');
    expect(rules.timeZone).toBe('Europe/Paris');
    const moment = Date.parse(rules.freeUntil);
    const paris = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(moment);
    const [day, time] = paris.split(', ');
    expect(time).toBe(order.stay.checkInTime);
    expect([1, 2, 3].map((n) => addDays(checkIn, -n))).toContain(day);
    return moment;
  };

  it('first night charged: all back a minute before, all but the first night a minute after, and that is filed', async () => {
    const order = await book(hotels.nights, 'fc-ro');
    const moment = freeUntilOf(order);
    const total = order.price.totalMinor;
    expect(await refundAt(order.reference, moment - minute)).toMatchObject({ netRefundMinor: total });
    const after = await refundAt(order.reference, moment + minute);
    // The first night, all rooms with its tax, is what the policy keeps.
    expect(after.netRefundMinor).toBe(total - order.price.nights[0].totalMinor);
    expect(after.netRefundMinor).toBeGreaterThan(0);
    const filed = await wizard('cancellations', order.reference);
    expect(filed.statusCode).toBe(201);
    expect(filed.json().request).toMatchObject({ status: 'approved', netRefundMinor: after.netRefundMinor });
  });

  it('a percentage charged: all back a minute before, half a minute after, and that is filed', async () => {
    const order = await book(hotels.percent, 'fc-ro');
    const moment = freeUntilOf(order);
    const total = order.price.totalMinor;
    expect(await refundAt(order.reference, moment - minute)).toMatchObject({
      refundPercentage: 100,
      netRefundMinor: total,
    });
    expect(await refundAt(order.reference, moment + minute)).toMatchObject({
      refundPercentage: 50,
      netRefundMinor: Math.floor(total / 2),
    });
    const filed = await wizard('cancellations', order.reference);
    expect(filed.json().request).toMatchObject({ status: 'approved', netRefundMinor: Math.floor(total / 2) });
  });

  it('non-refundable: nothing back a minute before or after the moment its refundable sibling has', async () => {
    const refundable = await book(hotels.percent, 'fc-ro');
    const moment = freeUntilOf(refundable);
    const order = await book(hotels.percent, 'nr-ro');
    expect(order.stay.cancellation.rules).toEqual({ type: 'non_refundable' });
    expect(await refundAt(order.reference, moment - minute)).toMatchObject({ refundPercentage: 0, netRefundMinor: 0 });
    expect(await refundAt(order.reference, moment + minute)).toMatchObject({ refundPercentage: 0, netRefundMinor: 0 });
  });
});
