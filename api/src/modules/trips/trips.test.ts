import { jest } from '@jest/globals';
import type { PayReply } from '@travel/contracts/flight-checkout';
import type { CancelTripReply, CancellationPreviewReply, TripDetailReply, TripsReply } from '@travel/contracts/trips';
import { GUEST_CODE_INVALID, GUEST_LOOKUP_SENT } from '@travel/contracts/trips';
import { addDays, isoDate } from '@travel/contracts/rules';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { clockAt } from '../../test/clock';
import { createUserSession, type TestSession, signInStaffWithFactor } from '../accounts/testing';
import { insertBooking } from '../bookings/bookings.repository';
import { orderBody, orderOf, postOrder, someFlight } from '../flight-checkout/testing';
import { departureInstant } from './trips.service';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

describe('My Trips: bookings, authorization, cancellation, refunds and the guest look-up', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let flight: Awaited<ReturnType<typeof someFlight>>;
  let asha: TestSession;
  let ravi: TestSession;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' }, { mailer });
    flight = await someFlight(t.app, 'BOM', 'DEL', 10, 30);
    asha = await createUserSession(t.app, { email: 'asha.trips@example.test' });
    ravi = await createUserSession(t.app, { email: 'ravi.trips@example.test' });
    admin = await signInStaffWithFactor(t.app, { role: 'admin' });
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => jest.useRealTimers());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** Books and pays a flight through the checkout API and the sandbox's success card. */
  async function bookFlight(
    options: {
      fare?: 'Saver' | 'Standard' | 'Flexi';
      cookie?: string;
      freeCancellation?: boolean;
      email?: string;
    } = {},
  ) {
    const created = await postOrder(
      t.app,
      orderBody(flight.id, {
        fare: options.fare ?? 'Standard',
        freeCancellation: options.freeCancellation ?? false,
        contact: { email: options.email ?? 'asha.trips@example.test', mobile: '9876543210' },
      }),
      { cookie: options.cookie },
    );
    expect(created.statusCode).toBe(201);
    const { order, accessToken } = orderOf(created);
    const pay = await request('POST', `/api/flight-checkout/orders/${order.reference}/pay?token=${accessToken}`);
    const { payment } = pay.json() as PayReply;
    if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    const page = await t.app.inject({
      method: 'POST',
      url: payment.redirectUrl,
      headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: '4111 1111 1111 1111' }).toString(),
    });
    expect(page.statusCode).toBe(303);
    return { reference: order.reference, token: accessToken!, order };
  }

  const departure = () => departureInstant(flight);
  const minutesBefore = (minutes: number) => new Date(departure().getTime() - minutes * MINUTE);
  const preview = async (reference: string, token: string) => {
    const res = await request('GET', `/api/trips/flight/${reference}/cancellation?token=${token}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as CancellationPreviewReply).preview;
  };
  const fareRefund = (p: CancellationPreviewReply['preview']) => p.lines.find((line) => line.kind === 'fare')!;
  const taxes = (p: CancellationPreviewReply['preview']) => p.lines.find((line) => line.kind === 'taxes')!.paidMinor;

  describe('refund figures at the fare rules’ boundaries', () => {
    it('Standard: half the base fare at 24 h + 1 min and at 24 h, none at 24 h − 1 min; taxes always', async () => {
      const { reference, token, order } = await bookFlight({ fare: 'Standard' });
      const base = order.price.baseFareMinor;
      clockAt(minutesBefore(DAY_MINUTES + 1));
      const early = await preview(reference, token);
      expect(fareRefund(early).refundMinor).toBe(Math.round(base / 2));
      expect(early.refundMinor).toBe(Math.round(base / 2) + order.price.taxesAndFeesMinor);
      clockAt(minutesBefore(DAY_MINUTES));
      expect((await preview(reference, token)).refundMinor).toBe(early.refundMinor);
      clockAt(minutesBefore(DAY_MINUTES - 1));
      const late = await preview(reference, token);
      expect(fareRefund(late)).toMatchObject({
        refundMinor: 0,
        note: 'Standard fare: nothing refunded less than 24 hours before departure',
      });
      expect(late.refundMinor).toBe(taxes(late));
      expect(late.lines.find((line) => line.kind === 'convenience_fee')).toMatchObject({
        paidMinor: order.price.convenienceFeeMinor,
        refundMinor: 0,
      });
      expect(late.destination).toBe('your original payment method (paid through Sandbox)');
    });

    it('Flexi: 90% of the base fare on both sides of 24 h', async () => {
      const { reference, token, order } = await bookFlight({ fare: 'Flexi' });
      const ninety = Math.round(order.price.baseFareMinor * 0.9);
      for (const minutes of [DAY_MINUTES + 1, DAY_MINUTES - 1]) {
        clockAt(minutesBefore(minutes));
        const p = await preview(reference, token);
        expect(p.refundMinor).toBe(ninety + order.price.taxesAndFeesMinor);
      }
    });

    it('Saver: only taxes and airport fees, at any time', async () => {
      const { reference, token, order } = await bookFlight({ fare: 'Saver' });
      for (const minutes of [DAY_MINUTES + 1, DAY_MINUTES - 1]) {
        clockAt(minutesBefore(minutes));
        expect((await preview(reference, token)).refundMinor).toBe(order.price.taxesAndFeesMinor);
      }
    });

    it('the free-cancellation add-on: whole fare less ₹500 up to 24 h before, the fare rule after', async () => {
      const { reference, token, order } = await bookFlight({ fare: 'Saver', freeCancellation: true });
      clockAt(minutesBefore(DAY_MINUTES));
      expect(fareRefund(await preview(reference, token)).refundMinor).toBe(order.price.baseFareMinor - 500_00);
      clockAt(minutesBefore(DAY_MINUTES + 1));
      expect(fareRefund(await preview(reference, token)).refundMinor).toBe(order.price.baseFareMinor - 500_00);
      clockAt(minutesBefore(DAY_MINUTES - 1));
      expect(fareRefund(await preview(reference, token)).refundMinor).toBe(0);
    });
  });

  describe('the signed-in traveller’s trips', () => {
    it('lists their flights and hotel bookings newest first, by tab; nobody else’s; 401 signed out', async () => {
      const hotelId = await insertBooking(t.app.db, {
        hotelName: 'Lake View Stay',
        city: 'Udaipur',
        guestName: 'Asha Verma',
        email: 'asha.trips@example.test',
        phone: null,
        checkIn: addDays(isoDate(), 30),
        checkOut: addDays(isoDate(), 32),
        guests: 2,
        rooms: 1,
        amountPaidMinor: 12_000_00,
        currency: 'INR',
        paymentReference: 'pay_trips_hotel',
        gateway: 'sandbox',
        status: 'confirmed',
        cancellationPolicy: 'Free cancellation up to 48 hours before check-in.',
      });
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const res = await request('GET', '/api/trips', undefined, asha.cookie);
      expect(res.statusCode).toBe(200);
      const { trips } = res.json() as TripsReply;
      expect(trips[0]).toMatchObject({
        kind: 'flight',
        reference,
        title: 'BOM → DEL',
        tab: 'upcoming',
        status: 'confirmed',
        travellers: ['Asha Verma'],
        startDate: flight.date,
      });
      expect(trips[1]).toMatchObject({ kind: 'hotel', reference: hotelId, title: 'Lake View Stay', demo: false });

      // Booked as a guest with her email: hers too once signed in.
      const asGuest = await bookFlight({ email: 'Asha.Trips@example.test' });
      const again = (await request('GET', '/api/trips', undefined, asha.cookie)).json() as TripsReply;
      expect(again.trips[0].reference).toBe(asGuest.reference);
      expect((await request('GET', `/api/trips/flight/${asGuest.reference}`, undefined, asha.cookie)).statusCode).toBe(
        200,
      );
      expect((await request('GET', `/api/trips/flight/${asGuest.reference}`, undefined, ravi.cookie)).statusCode).toBe(
        404,
      );

      const others = (await request('GET', '/api/trips', undefined, ravi.cookie)).json() as TripsReply;
      expect(others.trips.map((trip) => trip.reference)).not.toContain(reference);
      expect(others.trips.map((trip) => trip.reference)).not.toContain(hotelId);

      const signedOut = await request('GET', '/api/trips');
      expect(signedOut.statusCode).toBe(401);
    });

    it('answers 404 for another person’s booking, on every route, as for one that does not exist', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie });
      const urls = [
        `/api/trips/flight/${reference}`,
        `/api/trips/flight/${reference}/cancellation`,
        `/api/trips/flight/${reference}/ticket.pdf`,
        `/api/trips/flight/${reference}/invoice.pdf`,
        `/api/trips/flight/${reference}?token=not-the-token`,
      ];
      for (const url of urls) {
        const res = await request('GET', url, undefined, ravi.cookie);
        expect([url, res.statusCode, res.json().message]).toEqual([url, 404, 'No such booking']);
      }
      const cancel = await request(
        'POST',
        `/api/trips/flight/${reference}/cancellation`,
        { request: 'within_rules' },
        ravi.cookie,
      );
      expect(cancel.statusCode).toBe(404);
      const anonymous = await request('GET', `/api/trips/flight/${reference}`);
      expect(anonymous.statusCode).toBe(404);
      // Still the owner's, untouched.
      const own = await request('GET', `/api/trips/flight/${reference}`, undefined, asha.cookie);
      expect((own.json() as TripDetailReply).trip.summary.status).toBe('confirmed');
    });

    it('shows the detail: itinerary, travellers and seats, payment, downloads and the actions with their price', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie, fare: 'Flexi' });
      const res = await request('GET', `/api/trips/flight/${reference}`, undefined, asha.cookie);
      const { trip } = res.json() as TripDetailReply;
      expect(trip.flight!.passengers[0]).toMatchObject({ firstName: 'Asha', lastName: 'Verma' });
      expect(trip.flight!.passengers[0].seat).toMatch(/^\d+[A-F]$/);
      expect(trip.payment).toMatchObject({ gateway: 'sandbox', amountMinor: trip.summary.totalMinor });
      const cancel = trip.actions.find((action) => action.kind === 'cancel')!;
      const flexi = Math.round(trip.flight!.price.baseFareMinor * 0.9) + trip.flight!.price.taxesAndFeesMinor;
      expect(cancel.refundMinor).toBe(flexi);
      const ticket = await request('GET', trip.documents[0].url, undefined, asha.cookie);
      expect(ticket.statusCode).toBe(200);
      expect(ticket.headers['content-type']).toBe('application/pdf');
      expect(ticket.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const invoice = await request('GET', trip.documents[1].url, undefined, asha.cookie);
      expect(invoice.statusCode).toBe(200);
    });
  });

  describe('cancellation and the refund’s timeline', () => {
    it('cancels within the rules: approved at once, refunded through the sandbox, processed by its webhook', async () => {
      const seatsOnSale = async () => {
        const res = await request(
          'GET',
          `/api/flights/search?from=BOM&to=DEL&date=${flight.date}&adults=1&pageSize=50`,
        );
        const { legs } = res.json() as { legs: { offers: { id: string; seatsLeft: number }[] }[] };
        return legs[0].offers.find((offer) => offer.id === flight.id)?.seatsLeft;
      };
      const before = await seatsOnSale();
      const { reference } = await bookFlight({ cookie: asha.cookie, fare: 'Standard' });
      expect(await seatsOnSale()).toBe(before! - 1);
      const shown = (
        (
          await request('GET', `/api/trips/flight/${reference}/cancellation`, undefined, asha.cookie)
        ).json() as CancellationPreviewReply
      ).preview;
      mailer.sent.length = 0;
      const res = await request(
        'POST',
        `/api/trips/flight/${reference}/cancellation`,
        { request: 'within_rules' },
        asha.cookie,
      );
      expect(res.statusCode).toBe(200);
      const { refund, message } = res.json() as CancelTripReply;
      expect(message).toBe('Your booking is cancelled and the refund is on its way.');
      expect(refund).toMatchObject({ kind: 'automatic', status: 'sent', amountMinor: shown.refundMinor });
      expect(refund.timeline.map((event) => event.step)).toEqual(['requested', 'approved', 'sent']);
      expect(refund.gatewayRefundId).toMatch(/^rfnd_sbx_/);
      expect(mailer.sent.map((mail) => mail.subject)).toEqual([
        `Booking ${reference} is cancelled: refund of ${formatInr(shown.refundMinor)} approved`,
        `Refund for booking ${reference} sent to the payment gateway`,
      ]);
      expect(mailer.sent[0].text).toContain(`Expected on your statement by ${shown.expectedCreditDate}.`);

      const again = await request(
        'POST',
        `/api/trips/flight/${reference}/cancellation`,
        { request: 'within_rules' },
        asha.cookie,
      );
      expect([again.statusCode, again.json().message]).toEqual([409, 'This booking is already cancelled.']);
      // The cancelled booking's seat is on sale again, and the search says so.
      expect(await seatsOnSale()).toBe(before);

      // Refund management's form, prefilled from the reference: what remains, and the approved cancellation.
      const prefill = await request('GET', `/api/refunds/bookings/${reference}`, undefined, admin.cookie);
      expect(prefill.json()).toMatchObject({
        reference,
        gateway: 'sandbox',
        cancellationId: refund.cancellationId,
        refundableMinor: shown.paidMinor - shown.refundMinor,
      });
      expect((await request('GET', `/api/refunds/bookings/${reference}`, undefined, asha.cookie)).statusCode).toBe(403);
      const none = await request('GET', '/api/refunds/bookings/NONE99', undefined, admin.cookie);
      expect([none.statusCode, none.json().message]).toEqual([404, 'No paid booking found with reference NONE99']);

      const hook = { eventId: `evt_${reference}`, gatewayRefundId: refund.gatewayRefundId, status: 'processed' };
      const first = await request('POST', '/api/refunds/webhooks/sandbox', hook);
      expect(first.json()).toEqual({ success: true, duplicate: false, updated: true });
      const replay = await request('POST', '/api/refunds/webhooks/sandbox', hook);
      expect(replay.json()).toEqual({ success: true, duplicate: true, updated: false });

      const { trip } = (
        await request('GET', `/api/trips/flight/${reference}`, undefined, asha.cookie)
      ).json() as TripDetailReply;
      expect(trip.summary.tab).toBe('cancelled');
      expect(trip.actions).toEqual([]);
      expect(trip.refunds[0].status).toBe('processed');
      expect(trip.refunds[0].timeline.map((event) => event.step)).toEqual([
        'requested',
        'approved',
        'sent',
        'processed',
      ]);
      expect(mailer.sent.at(-1)!.subject).toBe(`Refund for booking ${reference} processed`);
    });

    it('makes a refund the gateway failed once more, then leaves it failed on the timeline', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie, fare: 'Flexi' });
      const url = `/api/trips/flight/${reference}/cancellation`;
      const { refund } = (
        await request('POST', url, { request: 'within_rules' }, asha.cookie)
      ).json() as CancelTripReply;
      mailer.sent.length = 0;
      const fail = (gatewayRefundId: string | null, n: number) =>
        request('POST', '/api/refunds/webhooks/sandbox', {
          eventId: `evt_fail_${reference}_${n}`,
          gatewayRefundId,
          status: 'failed',
        });
      expect((await fail(refund.gatewayRefundId, 1)).json()).toMatchObject({ updated: true });
      const detail = async () =>
        ((await request('GET', `/api/trips/flight/${reference}`, undefined, asha.cookie)).json() as TripDetailReply)
          .trip.refunds[0];
      const retried = await detail();
      expect(retried.timeline.map((event) => event.step)).toEqual([
        'requested',
        'approved',
        'sent',
        'failed',
        'retried',
      ]);
      expect(retried.status).toBe('sent');
      expect(retried.gatewayRefundId).not.toBe(refund.gatewayRefundId);
      expect(mailer.sent.map((mail) => mail.subject)).toEqual([
        `Refund for booking ${reference} failed: we are retrying`,
        `Refund for booking ${reference} sent to the payment gateway`,
      ]);

      await fail(retried.gatewayRefundId, 2);
      const failed = await detail();
      expect(failed.status).toBe('failed');
      expect(failed.timeline.map((event) => event.step)).toEqual([
        'requested',
        'approved',
        'sent',
        'failed',
        'retried',
        'failed',
      ]);
    });

    it('sends an exception to the approval center; the admin’s approval refunds it through its gateway', async () => {
      const { reference } = await bookFlight({ cookie: asha.cookie, fare: 'Saver' });
      const url = `/api/trips/flight/${reference}/cancellation`;
      const noReason = await request('POST', url, { request: 'medical' }, asha.cookie);
      expect([noReason.statusCode, noReason.json().message]).toEqual([
        400,
        'Please tell us why you need an exception.',
      ]);
      const asked = await request(
        'POST',
        url,
        { request: 'medical', details: 'Hospitalised, letter attached' },
        asha.cookie,
      );
      expect(asked.statusCode).toBe(200);
      const { refund } = asked.json() as CancelTripReply;
      expect(refund).toMatchObject({ kind: 'exception', status: 'pending', reason: 'Medical emergency' });

      // The approval center lists it beside the hotel requests, and its approval refunds through the sandbox.
      const listed = await request(
        'GET',
        '/api/admin/cancellations?status=pending&dateRange=all',
        undefined,
        admin.cookie,
      );
      expect(listed.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: refund.cancellationId,
            bookingId: reference,
            customerEmail: 'asha.trips@example.test',
            reason: 'Flight: Medical emergency',
            additionalNotes: 'Hospitalised, letter attached',
            priority: 'high',
          }),
        ]),
      );
      const decide = (cookie: string) =>
        request('PATCH', `/api/admin/cancellations/${refund.cancellationId}`, { action: 'approve' }, cookie);
      expect((await decide(asha.cookie)).statusCode).toBe(403);
      const approved = await decide(admin.cookie);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        message: 'Cancellation request approved',
        request: { status: 'approved', bookingId: reference },
        refund: { status: 'pending' },
      });

      const history = await request(
        'GET',
        `/api/admin/cancellations/${refund.cancellationId}/history`,
        undefined,
        admin.cookie,
      );
      expect((history.json() as { events: { event: string }[] }).events.map((e) => e.event)).toEqual(
        expect.arrayContaining(['held', 'paid', 'exception_requested', 'cancelled', 'refund_sent']),
      );
      expect(
        (await request('GET', `/api/admin/cancellations/${refund.cancellationId}/history`, undefined, asha.cookie))
          .statusCode,
      ).toBe(403);
      const { trip } = (
        await request('GET', `/api/trips/flight/${reference}`, undefined, asha.cookie)
      ).json() as TripDetailReply;
      expect(trip.summary.status).toBe('cancelled');
      expect(trip.refunds[0]).toMatchObject({ status: 'sent', amountMinor: trip.summary.totalMinor });
      expect((await decide(admin.cookie)).statusCode).toBe(409);
    });
  });

  describe('guest look-up by reference, email and a mailed code', () => {
    it('answers the same whether or not the booking exists, and mails a code only for a real one', async () => {
      const { reference } = await bookFlight({ email: 'guest.trips@example.test' });
      mailer.sent.length = 0;
      const wrong = await request('POST', '/api/trips/lookup', { reference, email: 'someone@example.test' });
      const unknown = await request('POST', '/api/trips/lookup', {
        reference: 'ZZZZZZ',
        email: 'guest.trips@example.test',
      });
      expect(wrong.json()).toEqual({ success: true, message: GUEST_LOOKUP_SENT });
      expect(unknown.json()).toEqual(wrong.json());
      expect(mailer.sent).toHaveLength(0);

      const right = await request('POST', '/api/trips/lookup', { reference, email: 'Guest.Trips@example.test' });
      expect(right.json()).toEqual(wrong.json());
      const code = /is (\d{6})\./.exec(mailer.sent[0].text)![1];
      const wrongCode = code === '000000' ? '111111' : '000000';
      const bad = await request('POST', '/api/trips/lookup/verify', {
        reference,
        email: 'guest.trips@example.test',
        code: wrongCode,
      });
      expect([bad.statusCode, bad.json().message]).toEqual([400, GUEST_CODE_INVALID]);

      const ok = await request('POST', '/api/trips/lookup/verify', {
        reference,
        email: 'guest.trips@example.test',
        code,
      });
      expect(ok.statusCode).toBe(200);
      const { token, trip } = ok.json() as { token: string; trip: { reference: string } };
      expect(trip.reference).toBe(reference);
      const detail = await request('GET', `/api/trips/flight/${reference}?token=${token}`);
      expect(detail.statusCode).toBe(200);
      // Used once.
      const reused = await request('POST', '/api/trips/lookup/verify', {
        reference,
        email: 'guest.trips@example.test',
        code,
      });
      expect(reused.statusCode).toBe(400);
      // The token opens this booking only.
      const other = await bookFlight({ email: 'guest.trips@example.test' });
      expect((await request('GET', `/api/trips/flight/${other.reference}?token=${token}`)).statusCode).toBe(404);
    });

    it('stops accepting a code after five wrong attempts', async () => {
      const { reference } = await bookFlight({ email: 'guest2.trips@example.test' });
      mailer.sent.length = 0;
      await request('POST', '/api/trips/lookup', { reference, email: 'guest2.trips@example.test' });
      const code = /is (\d{6})\./.exec(mailer.sent[0].text)![1];
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        await request('POST', '/api/trips/lookup/verify', {
          reference,
          email: 'guest2.trips@example.test',
          code: wrongCode,
        });
      }
      const late = await request('POST', '/api/trips/lookup/verify', {
        reference,
        email: 'guest2.trips@example.test',
        code,
      });
      expect([late.statusCode, late.json().message]).toEqual([400, GUEST_CODE_INVALID]);
    });
  });
});

const formatInr = (minor: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(minor / 100);
