import { sql } from 'drizzle-orm';
import type { HotelOrderEventsReply, HotelOrderReply, HotelPayReply } from '@travel/contracts/hotel-checkout';
import type { HotelSearchReply } from '@travel/contracts/hotels';
import { addDays, isoDate } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { createUserSession } from '../accounts/testing';
import * as couponsRepo from '../coupons/coupons.repository';
import { guestTokenFor } from '../trips/testing';
import { pdfText } from '../documents/testing';
import { expireHold } from '../orders/testing/expireHold';
import { roomsFreeOn } from './hotel-checkout.repository';
import { bookableStay, hotelOrderBody, hotelOrderOf, leaveRooms, newKey, postHotelOrder, someHotel } from './testing';

describe('hotel checkout', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let stay: Awaited<ReturnType<typeof someHotel>>;
  beforeAll(async () => {
    t = await createTestApp({ HOTEL_ORDER_LIMIT_PER_10_MIN: '1000' }, { seed: true, mailer });
    stay = await bookableStay(t.app);
  }, 180_000);
  afterAll(() => t.close());

  const origin = () => ({ origin: t.config.publicUrl });
  const message = async (overrides: Parameters<typeof hotelOrderBody>[2], rate = 'fc-bb') => {
    const res = await postHotelOrder(t.app, hotelOrderBody(stay, rate, overrides));
    return { status: res.statusCode, message: res.json().message as string };
  };
  const guaranteeOrPay = async (order: HotelOrderReply) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/hotel-checkout/orders/${order.order.reference}/pay?token=${order.accessToken}`,
      headers: origin(),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as HotelPayReply;
  };
  const submitCard = (url: string, card = '4111111111111111') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...origin(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cardNumber=${card}`,
    });
  const read = async (order: HotelOrderReply) =>
    (
      (
        await t.app.inject({ url: `/api/hotel-checkout/orders/${order.order.reference}?token=${order.accessToken}` })
      ).json() as HotelOrderReply
    ).order;

  it('re-prices the chosen rate with room nights, GST by the slab, the fee and the total', async () => {
    const rate = stay.rooms.roomTypes[0].rates.find((r) => r.id === 'fc-bb')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hotel-checkout/reprice',
      headers: origin(),
      payload: { ...hotelOrderBody(stay), expectedTotalMinor: rate.stay.totalMinor },
    });
    expect(res.statusCode).toBe(200);
    const { price, stay: chosen } = res.json();
    expect(price.totalMinor).toBe(rate.stay.totalMinor);
    expect(price.roomNightsMinor + price.gstMinor + price.feesMinor).toBe(price.totalMinor);
    expect(chosen.cancellation.text).toBe(rate.cancellation.text);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/hotel-checkout/reprice',
      headers: origin(),
      payload: { ...hotelOrderBody(stay), expectedTotalMinor: rate.stay.totalMinor - 100 },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ reason: 'price_changed', newTotalMinor: rate.stay.totalMinor });
  });

  it('pays now: held rooms, the sandbox card, then paid, an email with the voucher and the GST invoice', async () => {
    const before = await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', stay.checkIn);
    const res = await postHotelOrder(t.app, hotelOrderBody(stay, 'fc-bb', { specialRequests: 'High floor' }));
    expect(res.statusCode).toBe(201);
    const created = hotelOrderOf(res);
    expect(created.order.reference).toMatch(/^[A-HJ-KM-NP-Z2-9]{10}$/);
    expect(created.order.status).toBe('held');
    expect(await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', stay.checkIn)).toBe(before - 1);
    const pay = await guaranteeOrPay(created);
    expect(pay.mode).toBe('pay_now');
    if (pay.payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    const back = await submitCard(pay.payment.redirectUrl);
    expect(back.headers.location).toMatch(
      new RegExp(`^/hotel-checkout/confirmation\\?reference=${created.order.reference}&paymentId=pmt_`),
    );
    const order = await read(created);
    expect(order.status).toBe('paid');
    const mail = mailer.sent.find((m) => m.subject.includes(created.order.reference))!;
    expect(mail.subject).toBe(`Your hotel is booked: booking reference ${created.order.reference}`);
    expect(mail.attachments).toHaveLength(2);
    const voucher = await pdfText(mail.attachments![0].content as Buffer);
    expect(voucher).toContain(`Booking reference: ${created.order.reference}`);
    expect(voucher).toContain('Room 1: Ms Asha Verma');
    expect(voucher).toContain('Special requests: High floor');
    const invoice = await pdfText(mail.attachments![1].content as Buffer);
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain('SAC 996311');
    // Paying again is refused; the rooms stay taken.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/hotel-checkout/orders/${created.order.reference}/pay?token=${created.accessToken}`,
      headers: origin(),
    });
    expect(again.statusCode).toBe(409);
  });

  it("lists every guest of each room on the voucher: the lead guest's name, the other adults, each child's age", async () => {
    const res = await postHotelOrder(
      t.app,
      hotelOrderBody(stay, 'fc-bb', {
        rooms: 2,
        adults: 3,
        childAges: [6],
        room: ['2', '1-6'],
        guests: [
          { title: 'Ms', firstName: 'Asha', lastName: 'Verma' },
          { title: 'Mr', firstName: 'Ravi', lastName: 'Kapoor' },
        ],
        contact: { email: 'asha.rooms@example.test', mobile: '9876543210' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = hotelOrderOf(res);
    const pay = await guaranteeOrPay(created);
    if (pay.payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    await submitCard(pay.payment.redirectUrl);
    expect((await read(created)).status).toBe('paid');
    const mail = mailer.sent.find((m) => m.subject.includes(created.order.reference))!;
    const voucher = await pdfText(mail.attachments![0].content as Buffer);
    expect(voucher).toContain('Guests: 3 adults, 1 child');
    expect(voucher).toContain('Room 1: Ms Asha Verma (lead guest), 1 more adult');
    expect(voucher).toContain('Room 2: Mr Ravi Kapoor (lead guest), child aged 6');
    // My Trips shows the same rooms.
    const asha = await createUserSession(t.app, { email: 'asha.rooms@example.test' });
    const trip = await t.app.inject({
      url: `/api/trips/hotel/${created.order.reference}`,
      headers: { cookie: asha.cookie },
    });
    expect(trip.json().trip.hotel.roomGuests).toEqual([
      { leadGuest: 'Ms Asha Verma', adults: 2, children: 0, childAges: [] },
      { leadGuest: 'Mr Ravi Kapoor', adults: 1, children: 1, childAges: [6] },
    ]);
  });

  it('pays at the hotel: a card guarantee, no charge, the voucher and no invoice', async () => {
    const res = await postHotelOrder(t.app, hotelOrderBody(stay, 'pah-ro'));
    expect(res.statusCode).toBe(201);
    const created = hotelOrderOf(res);
    expect(created.order.payNowMinor).toBe(0);
    expect(created.order.payAtHotelMinor).toBe(created.order.price.totalMinor);
    const pay = await guaranteeOrPay(created);
    expect(pay.mode).toBe('pay_at_hotel');
    if (pay.payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    const page = await t.app.inject({ url: pay.payment.redirectUrl });
    expect(page.body).toContain('Nothing is charged now.');
    // Its form is posted with the page's Origin (no-referrer would send Origin: null, refused as cross-site).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const declined = await submitCard(pay.payment.redirectUrl, '4000000000000002');
    expect(declined.statusCode).toBe(422);
    expect(declined.body).toContain('Your card was declined.');
    const back = await submitCard(pay.payment.redirectUrl);
    expect(back.headers.location).toBe(`/hotel-checkout/confirmation?reference=${created.order.reference}`);
    expect((await read(created)).status).toBe('guaranteed');
    // No payment was started: nothing was charged.
    const payments = await queryRows(
      t.app.db,
      sql`SELECT 1 FROM payments p JOIN hotel_orders o ON p.order_id = o.id::text
          WHERE o.reference = ${created.order.reference}`,
    );
    expect(payments).toHaveLength(0);
    const mail = mailer.sent.find((m) => m.subject.includes(created.order.reference))!;
    expect(mail.attachments!.map((a) => a.filename)).toEqual([`hotel-voucher-${created.order.reference}.pdf`]);
    expect(mail.text).toContain('nothing was charged now');
  });

  it('answers a retry with the same Idempotency-Key with the same order, another body with 409', async () => {
    const key = newKey();
    const first = await postHotelOrder(t.app, hotelOrderBody(stay, 'nr-ro'), key);
    const second = await postHotelOrder(t.app, hotelOrderBody(stay, 'nr-ro'), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(hotelOrderOf(second).order.reference).toBe(hotelOrderOf(first).order.reference);
    const other = await postHotelOrder(t.app, hotelOrderBody(stay, 'fc-ro'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().reason).toBe('idempotency_key_reused');
  });

  it('hides another guest’s booking (404) and expires an unconfirmed hold, putting the rooms back', async () => {
    const created = hotelOrderOf(await postHotelOrder(t.app, hotelOrderBody(stay, 'nr-ro')));
    const stranger = await t.app.inject({ url: `/api/hotel-checkout/orders/${created.order.reference}?token=nope` });
    expect(stranger.statusCode).toBe(404);
    const before = await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', stay.checkIn);
    await expireHold(t, 'hotel', created.order.reference, { then: 'job' });
    expect((await read(created)).status).toBe('expired');
    expect(await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', stay.checkIn)).toBe(before + 1);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/hotel-checkout/orders/${created.order.reference}/pay?token=${created.accessToken}`,
      headers: origin(),
    });
    expect(pay.json()).toMatchObject({ reason: 'hold_expired' });
  });

  it('refunds a payment captured after the hold ended (its rooms back on sale), once', async () => {
    const created = hotelOrderOf(await postHotelOrder(t.app, hotelOrderBody(stay, 'nr-ro')));
    const { payment } = await guaranteeOrPay(created);
    if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    await expireHold(t, 'hotel', created.order.reference, { then: 'job' });
    expect((await read(created)).status).toBe('expired');

    expect((await submitCard(payment.redirectUrl)).statusCode).toBe(303);
    expect((await read(created)).status).toBe('expired');
    const refundsOf = () =>
      queryRows<{ id: string; amount: number; status: string; bookingId: string | null }>(
        t.app.db,
        sql`SELECT id, amount_minor::integer AS amount, status, booking_id AS "bookingId" FROM refunds
            WHERE payment_id IN (SELECT coalesce(gateway_payment_id, id) FROM payments WHERE id = ${payment.paymentId})`,
      );
    const [refund] = await refundsOf();
    expect(refund).toMatchObject({ amount: created.order.payNowMinor, bookingId: null });
    expect(refund.status).not.toBe('failed');
    const events = () =>
      queryRows<{ detail: string }>(
        t.app.db,
        sql`SELECT e.detail FROM hotel_order_events e JOIN hotel_orders o ON o.id = e.order_id
            WHERE o.reference = ${created.order.reference} AND e.event = 'confirmed_after_hold'`,
      );
    expect((await events()).map((e) => e.detail)).toEqual([expect.stringContaining(`refund ${refund.id} filed`)]);
    // The payer hears of it, as of any refund: the step mail to the order's contact.
    const refundMails = () =>
      mailer.sent.filter((mail) => mail.subject.startsWith(`Refund for booking ${created.order.reference}`));
    expect(refundMails().map((mail) => [mail.to, mail.subject])).toEqual([
      ['asha@example.test', `Refund for booking ${created.order.reference} sent to the payment gateway`],
    ]);
    // The capture told again (a listener failed, or a webhook came again): still one refund, one event.
    await queryRows(t.app.db, sql`UPDATE payments SET notified_status = NULL WHERE id = ${payment.paymentId}`);
    await t.app.payments.catchUp(60 * 60_000);
    expect(await refundsOf()).toHaveLength(1);
    expect(await events()).toHaveLength(1);
    expect(refundMails()).toHaveLength(1);
  });

  it('takes a hotel off the (cached) search once its last room for a night is booked', async () => {
    const later = await someHotel(t.app, 60, 1);
    for (const roomType of later.rooms.roomTypes)
      await leaveRooms(t.app, later.hotel.id, roomType.id, later.checkIn, roomType.id === 'standard' ? 1 : 0);
    const searchPage = async () =>
      (
        await t.app.inject({
          url: `/api/hotels/search?destination=Paris&checkIn=${later.checkIn}&checkOut=${later.checkOut}&adults=2&rooms=1&sort=cheapest&freeCancellation=true&payOnArrival=true&breakfastIncluded=true`,
        })
      ).json() as HotelSearchReply;
    expect((await searchPage()).hotels.map((hotel) => hotel.id)).toContain(later.hotel.id);
    expect(hotelOrderOf(await postHotelOrder(t.app, hotelOrderBody(later, 'nr-ro'))).order.status).toBe('held');
    expect((await searchPage()).hotels.map((hotel) => hotel.id)).not.toContain(later.hotel.id);
  });

  it('answers sold out with 409 when a night has too few rooms', async () => {
    await leaveRooms(t.app, stay.hotel.id, 'deluxe-king', addDays(stay.checkIn, 1), 0);
    const res = await postHotelOrder(t.app, hotelOrderBody(stay, 'nr-ro', { roomTypeId: 'deluxe-king' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('sold_out');
  });

  it('holds the rooms 10 minutes until the payment starts, then until 15 minutes after the order was made', async () => {
    const created = hotelOrderOf(await postHotelOrder(t.app, hotelOrderBody(stay, 'nr-ro')));
    const made = Date.parse(created.order.holdExpiresAt) - 10 * 60_000;
    expect(made).toBeLessThanOrEqual(Date.now());
    await guaranteeOrPay(created);
    const seen = await t.app.inject({
      url: `/api/hotel-checkout/orders/${created.order.reference}?token=${created.accessToken}`,
    });
    expect(Date.parse(seen.json().order.holdExpiresAt) - made).toBe(15 * 60_000);
  });

  it('prices a hotel coupon into the order', async () => {
    await couponsRepo.insert(t.app.db, {
      code: 'STAYHOTEL',
      description: '10% off hotels',
      kind: 'percentage',
      percentOff: 10,
      amountOffMinor: null,
      currency: 'INR',
      minOrderMinor: 0,
      product: 'hotel',
    });
    const { order } = hotelOrderOf(
      await postHotelOrder(t.app, hotelOrderBody(stay, 'nr-ro', { couponCode: 'stayhotel' })),
    );
    expect(order.couponCode).toBe('STAYHOTEL');
    expect(order.price.discountMinor).toBe(Math.floor(order.price.subtotalMinor / 10));
    expect(order.price.totalMinor).toBe(order.price.subtotalMinor - order.price.discountMinor);
  });

  describe("cancelling through the wizard follows the booking's own policy", () => {
    const book = async (rate: string) => {
      const created = hotelOrderOf(await postHotelOrder(t.app, hotelOrderBody(stay, rate)));
      const pay = await guaranteeOrPay(created);
      if (pay.payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
      await submitCard(pay.payment.redirectUrl);
      return created;
    };
    /** The cancellation wizard's calls, with the token of the code it emails to the booking's address. */
    const wizard = async (path: string, payload: { bookingId: string; email: string; reason?: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${path}`,
        headers: origin(),
        payload: { ...payload, token: await guestTokenFor(t.app, mailer, payload.bookingId, payload.email) },
      });

    it('a refundable rate cancelled before its free moment: a full refund filed and approved at once, rooms back', async () => {
      const created = await book('fc-bb');
      const reference = created.order.reference;
      const lookup = await wizard('lookup', { bookingId: reference, email: 'asha@example.test' });
      expect(lookup.statusCode).toBe(200);
      const { booking } = lookup.json();
      expect(booking.cancellationPolicy).toBe(created.order.stay.cancellation.text);
      expect(booking.refund).toMatchObject({ refundPercentage: 100, netRefundMinor: created.order.price.totalMinor });
      const before = await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', stay.checkIn);
      // Within the booking's own policy, the wizard's request is approved through the approval center's decision.
      const filed = await wizard('cancellations', {
        bookingId: reference,
        email: 'asha@example.test',
        reason: 'Plans changed',
      });
      expect(filed.statusCode).toBe(201);
      expect(filed.json().request).toMatchObject({
        status: 'approved',
        netRefundMinor: created.order.price.totalMinor,
      });
      const refunds = await queryRows<{ amount: number }>(
        t.app.db,
        sql`SELECT amount_minor AS amount FROM refunds WHERE cancellation_id = ${filed.json().request.id}`,
      );
      expect(refunds.map((r) => Number(r.amount))).toEqual([created.order.price.totalMinor]);
      expect((await read(created)).status).toBe('cancelled');
      expect(await roomsFreeOn(t.app.db, stay.hotel.id, 'standard', stay.checkIn)).toBe(before + 1);
    });

    it("an admin reads the order's trail, oldest first with its times, up to the cancellation; 401, 403, 404 otherwise", async () => {
      const admin = await createUserSession(t.app, { role: 'admin' });
      const customer = await createUserSession(t.app);
      const created = await book('fc-ro');
      await wizard('cancellations', {
        bookingId: created.order.reference,
        email: 'asha@example.test',
        reason: 'Plans changed',
      });
      const url = `/api/admin/hotel-orders/${created.order.reference.toLowerCase()}/events`;
      const res = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(200);
      const trail = res.json() as HotelOrderEventsReply;
      expect(trail).toMatchObject({ reference: created.order.reference, status: 'cancelled' });
      expect(trail.events.map((e) => e.event)).toEqual(['held', 'payment_started', 'paid', 'cancelled']);
      const times = trail.events.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(trail.events.find((e) => e.event === 'payment_started')?.detail).toMatch(/^sandbox payment /);

      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
      const unknown = await t.app.inject({
        url: '/api/admin/hotel-orders/ZZZZZZ/events',
        headers: { cookie: admin.cookie },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No such booking');
    });

    it('a non-refundable rate: the wizard says nothing will be refunded before anything is filed', async () => {
      const created = await book('nr-ro');
      const lookup = await wizard('lookup', { bookingId: created.order.reference, email: 'asha@example.test' });
      const { booking } = lookup.json();
      expect(booking.cancellationPolicy).toBe('Non-refundable: nothing is refunded if you cancel.');
      expect(booking.refund).toMatchObject({ refundPercentage: 0, netRefundMinor: 0 });
    });
  });

  describe('every validation rule answers 400 with its message', () => {
    const cases: [string, Parameters<typeof hotelOrderBody>[2], string][] = [
      ['check-in not a date', { checkIn: '2030-02-30' }, 'Check-in must be a date (YYYY-MM-DD)'],
      ['check-out not a date', { checkOut: 'soon' }, 'Check-out must be a date (YYYY-MM-DD)'],
      [
        'check-in in the past',
        { checkIn: '2020-01-01', checkOut: '2020-01-03' },
        'Check-in date cannot be in the past',
      ],
      [
        'check-out before check-in',
        { checkOut: addDays(isoDate(), 29) },
        'Check-out date must be after the check-in date',
      ],
      ['too many nights', { checkOut: addDays(isoDate(), 30 + 31) }, 'A stay can be at most 30 nights'],
      ['a room without an adult', { rooms: 2, adults: 1 }, 'Each room needs at least one adult'],
      ['too many adults', { rooms: 1, adults: 11 }, 'At most 10 adults per room'],
      ['guests for fewer rooms', { rooms: 2, adults: 2 }, "Give the lead guest's name for each of the 2 room(s)"],
      [
        'no first name',
        { guests: [{ title: 'Ms', firstName: ' ', lastName: 'Verma' }] },
        'Room 1: first name is required',
      ],
      [
        'a last name with digits',
        { guests: [{ title: 'Ms', firstName: 'Asha', lastName: 'V3rma' }] },
        'Room 1: last name may only contain letters, spaces, apostrophes and hyphens',
      ],
      ['a bad email', { contact: { email: 'asha@', mobile: '9876543210' } }, 'Enter a valid email address'],
      ['a short mobile', { contact: { email: 'a@b.co', mobile: '98765' } }, 'Mobile number must be 10 digits'],
      [
        'a bad GSTIN',
        { contact: { email: 'a@b.co', mobile: '9876543210', gstin: 'XYZ' } },
        'GSTIN must be 15 characters, like 27AAPFU0939F1ZV',
      ],
      [
        'a GSTIN with a wrong check character',
        { contact: { email: 'a@b.co', mobile: '9876543210', gstin: '27AAPFU0939F1ZW', companyName: 'Acme' } },
        'GSTIN must be 15 characters, like 27AAPFU0939F1ZV',
      ],
      [
        'a GSTIN without the company',
        { contact: { email: 'a@b.co', mobile: '9876543210', gstin: '27AAPFU0939F1ZV' } },
        'Company name is required with a GSTIN',
      ],
      ['an arrival time that is not a time', { arrivalTime: '25:00' }, 'Arrival time must be a time of day, HH:MM'],
    ];
    it.each(cases)('%s', async (_name, overrides, expected) => {
      expect(await message(overrides)).toEqual({ status: 400, message: expected });
    });

    it('lists every mistake of the stay and the guests in one 400, each with its field', async () => {
      const res = await postHotelOrder(
        t.app,
        hotelOrderBody(stay, 'fc-bb', {
          rooms: 2,
          guests: [
            { title: 'Ms', firstName: '', lastName: 'V3rma' },
            { title: 'Mr', firstName: 'Ravi', lastName: '' },
          ],
          contact: { email: 'asha@', mobile: '98765' },
          arrivalTime: '25:00',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Room 1: first name is required',
        problems: [
          { field: 'guests[0].firstName', message: 'Room 1: first name is required' },
          {
            field: 'guests[0].lastName',
            message: 'Room 1: last name may only contain letters, spaces, apostrophes and hyphens',
          },
          { field: 'guests[1].lastName', message: 'Room 2: last name is required' },
          { field: 'contact.email', message: 'Enter a valid email address' },
          { field: 'contact.mobile', message: 'Mobile number must be 10 digits' },
          { field: 'arrivalTime', message: 'Arrival time must be a time of day, HH:MM' },
        ],
      });
    });

    it('a party the room cannot host', async () => {
      expect(await message({ adults: 3 }, 'nr-ro')).toEqual({
        status: 400,
        message: 'Room 1: the Standard Room takes at most 2 adults a room',
      });
    });

    const twoRooms = (room: string[], adults: number, childAges: number[] = []) =>
      hotelOrderBody(stay, 'nr-ro', {
        rooms: 2,
        adults,
        childAges,
        room,
        guests: [
          { title: 'Ms', firstName: 'Asha', lastName: 'Verma' },
          { title: 'Mr', firstName: 'Ravi', lastName: 'Verma' },
        ],
      });

    it("refuses an uneven split when a room's party does not fit the room type, naming each broken rule", async () => {
      // Four adults spread evenly fit two Standard rooms (2 + 2); three in one room do not.
      const res = await postHotelOrder(t.app, twoRooms(['3', '1'], 4));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'Room 1: the Standard Room takes at most 2 adults a room',
        problems: [
          { field: 'room[0]', message: 'Room 1: the Standard Room takes at most 2 adults a room' },
          { field: 'room[0]', message: 'Room 1: the Standard Room takes at most 2 guests a room' },
        ],
      });
      // Room 2 with an adult and two children: two children and three guests are too many.
      const kids = await postHotelOrder(t.app, twoRooms(['2', '1-4-9'], 3, [4, 9]));
      expect(kids.json().problems).toEqual([
        { field: 'room[1]', message: 'Room 2: the Standard Room takes at most 1 child a room' },
        { field: 'room[1]', message: 'Room 2: the Standard Room takes at most 2 guests a room' },
      ]);
    });

    it("refuses rooms' guests that do not add up to the stay", async () => {
      const res = await postHotelOrder(t.app, twoRooms(['2', '1-6'], 4, [6]));
      expect(res.statusCode).toBe(400);
      expect(res.json().problems).toEqual([
        { field: 'room', message: "The rooms' guests must add up to the stay's adults and children" },
      ]);
      const bad = await postHotelOrder(t.app, twoRooms(['2', '0-6'], 2, [6]));
      expect(bad.json().problems).toContainEqual({
        field: 'room[1]',
        message: "Room 2: give 1 to 10 adults and each child's age (0 to 17)",
      });
    });

    it('accepts an uneven split whose every room fits the room type', async () => {
      const res = await postHotelOrder(t.app, twoRooms(['2', '1-6'], 3, [6]));
      expect(res.statusCode).toBe(201);
      expect(hotelOrderOf(res).order.stay).toMatchObject({ rooms: 2, adults: 3, childAges: [6] });
      // The order keeps who sleeps in which room.
      expect(hotelOrderOf(res).order.guests).toEqual([
        { room: 1, title: 'Ms', firstName: 'Asha', lastName: 'Verma', adults: 2, childAges: [] },
        { room: 2, title: 'Mr', firstName: 'Ravi', lastName: 'Verma', adults: 1, childAges: [6] },
      ]);
    });

    it('an unknown room or rate: 404', async () => {
      expect((await message({ roomTypeId: 'penthouse' })).status).toBe(404);
      expect((await message({ ratePlanId: 'free-stay' })).status).toBe(404);
    });
  });
});
