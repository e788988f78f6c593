import { sql } from 'drizzle-orm';
import {
  describeHotelCancellation,
  type HotelCancellationPenalty,
  type HotelCancellationRules,
} from '@travel/contracts/rules';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { queryRows } from '../../db/rows';
import { guestTokenFor } from '../trips/testing';
import { ALREADY_CANCELLED, BOOKING_NOT_FOUND, REQUEST_PENDING, bookingsService, refundFor } from './bookings.service';
import { insertBooking } from './bookings.repository';
import { BOOKING_LOOKUP_LIMIT } from './bookings.routes';
import { newBookingReference, REFERENCE_PATTERN } from './bookingReference';

describe('hotel bookings and cancellation requests', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' }, { seed: true, mailer });
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.0.0.${Math.floor(Math.random() * 250) + 1}` });

  /** The token My Trips answers for the code it emails to a booking's address (asked once per booking). */
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (bookingId: string, email: string): Promise<string> => {
    const reference = bookingId.trim().toUpperCase();
    if (!tokens.has(reference)) tokens.set(reference, guestTokenFor(t.app, mailer, reference, email));
    return tokens.get(reference)!;
  };
  const asha = () => tokenFor('HB-100001', 'traveller@example.com');

  it('seeds HB-100001 for traveller@example.com, paid, inside its free cancellation: a full refund', async () => {
    const res = await post('/api/bookings/lookup', {
      bookingId: 'HB-100001',
      email: 'Traveller@Example.com',
      token: await asha(),
    });
    expect(res.statusCode).toBe(200);
    const { booking } = res.json();
    expect(booking).toMatchObject({ id: 'HB-100001', status: 'confirmed', amountPaidMinor: 1845000, nights: 3 });
    expect(booking.cancellationPolicy).toMatch(
      /^Free cancellation until .*, 14:00 \(hotel's local time, Asia\/Kolkata\); after that the first night is charged\.$/,
    );
    expect(booking.cancellationRules).toMatchObject({ type: 'refundable', penalty: { type: 'nights', nights: 1 } });
    // What the words say: all of ₹18,450 back, no fee.
    expect(booking.refund).toMatchObject({
      refundPercentage: 100,
      refundableAmountMinor: 1845000,
      deductionsMinor: 0,
      netRefundMinor: 1845000,
    });
  });

  it('says nothing will be refunded for a seeded non-refundable booking', async () => {
    const email = 'nikhil.rao@example.com';
    const res = await post('/api/bookings/lookup', {
      bookingId: 'HB-100006',
      email,
      token: await tokenFor('HB-100006', email),
    });
    const { booking } = res.json();
    expect(booking.cancellationPolicy).toBe('Non-refundable: nothing is refunded if you cancel.');
    expect(booking.refund).toMatchObject({
      refundPercentage: 0,
      netRefundMinor: 0,
      refundReason: 'Non-refundable rate',
    });
  });

  it('answers an unknown id and a wrong email with the same message', async () => {
    const token = await asha();
    const wrongEmail = await post('/api/bookings/lookup', {
      bookingId: 'HB-100001',
      email: 'someone@example.com',
      token,
    });
    const unknownId = await post('/api/bookings/lookup', {
      bookingId: 'HB-999999',
      email: 'traveller@example.com',
      token,
    });
    const wrongPhone = await post('/api/bookings/lookup', {
      bookingId: 'HB-100001',
      email: 'traveller@example.com',
      phone: '9000000000',
      token,
    });
    for (const res of [wrongEmail, unknownId, wrongPhone]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: BOOKING_NOT_FOUND });
    }
  });

  it('names the field when the lookup is malformed', async () => {
    const res = await post('/api/bookings/lookup', { bookingId: 'HB-100001', email: 'not-an-email', token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email /);
    const missing = await post('/api/bookings/cancellations', {
      email: 'traveller@example.com',
      token: 'x',
      reason: 'Plans',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('bookingId is required');
  });

  it('refuses a booking that is already cancelled', async () => {
    const email = 'traveller@example.com';
    const res = await post('/api/bookings/lookup', {
      bookingId: 'HB-100002',
      email,
      token: await tokenFor('HB-100002', email),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ALREADY_CANCELLED);
  });

  it('files a pending request with the shared refund, then refuses a second one', async () => {
    const token = await asha();
    const res = await post('/api/bookings/cancellations', {
      bookingId: 'hb-100001',
      email: 'traveller@example.com',
      token,
      phone: '9876543210',
      // An exception waits for the back office (one within the policy is approved at once: see My Trips' tests).
      reason: 'Medical emergency',
      additionalNotes: 'Meeting moved',
    });
    expect(res.statusCode).toBe(201);
    const { request } = res.json();
    expect(request).toMatchObject({
      bookingId: 'HB-100001',
      status: 'pending',
      amountMinor: 1845000,
      netRefundMinor: 1845000,
    });
    expect(request.refundPreference).toBe('original');

    const [row] = await queryRows<Record<string, unknown>>(
      t.app.db,
      sql`SELECT customer_name, customer_email, reason, additional_notes, priority, status, refundable_amount_minor,
                 deductions_minor, net_refund_minor FROM cancellation_requests WHERE id = ${request.id}`,
    );
    expect(row).toEqual({
      customer_name: 'Asha Traveller',
      customer_email: 'traveller@example.com',
      reason: 'Medical emergency',
      additional_notes: 'Meeting moved',
      priority: 'medium',
      status: 'pending',
      refundable_amount_minor: 1845000,
      deductions_minor: 0,
      net_refund_minor: 1845000,
    });

    const again = await post('/api/bookings/cancellations', {
      bookingId: 'HB-100001',
      email: 'traveller@example.com',
      token,
      reason: 'Change of plans',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: REQUEST_PENDING });
    const lookup = await post('/api/bookings/lookup', {
      bookingId: 'HB-100001',
      email: 'traveller@example.com',
      token,
    });
    expect(lookup.statusCode).toBe(409);
  });

  const newBooking = (email: string) =>
    insertBooking(t.app.db, {
      hotelName: 'Lake View Hotel',
      city: 'Udaipur',
      guestName: 'Meera Iyer',
      email,
      phone: null,
      checkIn: '2031-02-10',
      checkOut: '2031-02-12',
      guests: 2,
      rooms: 1,
      amountPaidMinor: 900_000,
      currency: 'INR',
      paymentReference: null,
      gateway: 'sandbox',
      status: 'confirmed',
      cancellationPolicy: 'Free cancellation up to 48 hours before check-in',
    });

  const requestsOf = async (bookingId: string) =>
    (
      await queryRows<{ count: number }>(
        t.app.db,
        sql`SELECT count(*)::int AS count FROM cancellation_requests WHERE booking_id = ${bookingId}`,
      )
    )[0].count;

  it('gives new bookings random references of 10 characters without 0, O, 1, I or L', async () => {
    const drawn = Array.from({ length: 20_000 }, newBookingReference);
    for (const reference of drawn) expect(reference).toMatch(/^HB-[2-9A-HJKMNP-Z]{10}$/);
    expect(new Set(drawn).size).toBe(drawn.length);

    const [a, b] = [await newBooking('meera@example.com'), await newBooking('meera@example.com')];
    expect(a).toMatch(REFERENCE_PATTERN);
    expect(b).toMatch(REFERENCE_PATTERN);
    expect(a).not.toBe(b);
    const found = await post('/api/bookings/lookup', {
      bookingId: ` ${a.toLowerCase()} `,
      email: 'Meera@Example.com',
      token: await tokenFor(a, 'meera@example.com'),
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().booking).toMatchObject({ id: a, hotelName: 'Lake View Hotel' });
  });

  it('limits lookups to 10 per 15 minutes per client address; another address still gets through', async () => {
    const reference = await newBooking('limit@example.com');
    const token = await tokenFor(reference, 'limit@example.com');
    const lookup = (remoteAddress: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/lookup',
        payload: { bookingId: reference, email, token },
        remoteAddress,
      });
    expect(BOOKING_LOOKUP_LIMIT.timeWindow).toBe('15 minutes');
    for (let i = 0; i < 10; i++) {
      expect((await lookup('203.0.113.7', `guess-${i}@example.com`)).statusCode).toBe(404);
    }
    const limited = await lookup('203.0.113.7', 'limit@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Rate limit exceeded/) });
    const other = await lookup('203.0.113.8', 'limit@example.com');
    expect(other.statusCode).toBe(200);
    expect(other.json().booking.id).toBe(reference);
  });

  describe('the emailed code: a Booking ID and email alone open nothing', () => {
    const cancel = (payload: Record<string, unknown>) =>
      post('/api/bookings/cancellations', { reason: 'Medical emergency', ...payload });

    it('refuses the lookup and the request without a token, as malformed input', async () => {
      const reference = await newBooking('no.token@example.com');
      const pair = { bookingId: reference, email: 'no.token@example.com' };
      for (const res of [await post('/api/bookings/lookup', pair), await cancel(pair)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: 'token is required' });
      }
      expect(await requestsOf(reference)).toBe(0);
    });

    it("answers a made-up token, or another booking's, as an unknown Booking ID + email pair", async () => {
      const reference = await newBooking('own.token@example.com');
      const other = await newBooking('other.token@example.com');
      const pair = { bookingId: reference, email: 'own.token@example.com' };
      const othersToken = await tokenFor(other, 'other.token@example.com');
      for (const token of ['made-up-token', othersToken]) {
        for (const res of [await post('/api/bookings/lookup', { ...pair, token }), await cancel({ ...pair, token })]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ success: false, message: BOOKING_NOT_FOUND });
        }
      }
      expect(await requestsOf(reference)).toBe(0);
    });

    it('opens the booking with the token of the code emailed to its address: found, then cancelled', async () => {
      const reference = await newBooking('coded@example.com');
      const token = await tokenFor(reference, 'coded@example.com');
      const pair = { bookingId: reference, email: 'coded@example.com', token };
      const found = await post('/api/bookings/lookup', pair);
      expect(found.statusCode).toBe(200);
      expect(found.json().booking).toMatchObject({ id: reference, status: 'confirmed' });
      const filed = await cancel(pair);
      expect(filed.statusCode).toBe(201);
      expect(filed.json().request).toMatchObject({ bookingId: reference, status: 'pending' });
      expect(await requestsOf(reference)).toBe(1);
    });

    it('fails loudly when no module checks the tokens, never letting a lookup through', async () => {
      const unchecked = bookingsService({ db: t.app.db });
      const reference = await newBooking('unchecked@example.com');
      const pair = {
        bookingId: reference,
        email: 'unchecked@example.com',
        token: await tokenFor(reference, 'unchecked@example.com'),
      };
      await expect(unchecked.lookup(pair)).rejects.toThrow(/No guest token check/);
      await expect(unchecked.fileGuestCancellationRequest({ ...pair, reason: 'Medical emergency' })).rejects.toThrow(
        /No guest token check/,
      );
    });
  });

  describe("each policy shape at its free-cancellation moment, on the hotel's clock", () => {
    // Paris, 2 nights from 12 December 2030: free until 10 December 14:00 Paris time (13:00 UTC).
    const freeUntil = '2030-12-10T14:00:00+01:00';
    const before = new Date(Date.parse(freeUntil) - 60_000);
    const after = new Date(Date.parse(freeUntil) + 60_000);
    const booking = (rules: HotelCancellationRules) => ({
      amountPaidMinor: 2_024_900,
      checkIn: '2030-12-12',
      checkOut: '2030-12-14',
      city: 'Paris',
      cancellationPolicy: describeHotelCancellation(rules),
      cancellationRules: rules,
      nightlyMinor: [1_000_000, 1_000_000],
    });
    const refundable = (penalty: HotelCancellationPenalty): HotelCancellationRules => ({
      type: 'refundable',
      freeUntil,
      timeZone: 'Europe/Paris',
      penalty,
    });

    it('first night charged: all back a minute before, all but the first night a minute after', () => {
      const rules = refundable({ type: 'nights', nights: 1 });
      expect(refundFor(booking(rules), before).netRefundMinor).toBe(2_024_900);
      expect(refundFor(booking(rules), after).netRefundMinor).toBe(1_024_900);
    });

    it('a percentage charged: all back a minute before, the rest a minute after', () => {
      const rules = refundable({ type: 'percent', percent: 50 });
      expect(refundFor(booking(rules), before).netRefundMinor).toBe(2_024_900);
      expect(refundFor(booking(rules), after).netRefundMinor).toBe(1_012_450);
    });

    it('non-refundable: nothing back a minute before or after', () => {
      const rules: HotelCancellationRules = { type: 'non_refundable' };
      expect(refundFor(booking(rules), before).netRefundMinor).toBe(0);
      expect(refundFor(booking(rules), after).netRefundMinor).toBe(0);
    });

    it("reads a booking made before rules were kept from its words, in its city's time", () => {
      const legacy = { ...booking({ type: 'non_refundable' }), cancellationRules: null, nightlyMinor: null };
      const free = { ...legacy, cancellationPolicy: 'Free cancellation up to 48 hours before check-in' };
      expect(refundFor(free, before).netRefundMinor).toBe(2_024_900);
      expect(refundFor(free, after).netRefundMinor).toBe(1_012_450);
      const none = { ...legacy, cancellationPolicy: 'Non-refundable rate: no refund after booking.' };
      expect(refundFor(none, before).netRefundMinor).toBe(0);
    });
  });
});
