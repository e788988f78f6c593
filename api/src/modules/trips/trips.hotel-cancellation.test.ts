import { sql } from 'drizzle-orm';
import type {
  CancelTripReply,
  CancellationPreviewReply,
  TravelCreditReply,
  TripDetailReply,
} from '@travel/contracts/trips';
import { addDays, isoDate } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { createUserSession, type TestSession } from '../accounts/testing';
import { decideCancellation } from '../admin/admin.service';
import { insertBooking } from '../bookings/bookings.repository';

// A hotel booking cancelled from My Trips: the preview by the booking's own policy, then the request filed as the
// wizard files it and approved at once within the policy, with the refund's timeline.
describe('My Trips: hotel cancellation by the booking’s own policy', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let meera: TestSession;
  let ravi: TestSession;

  beforeAll(async () => {
    t = await createTestApp({}, { mailer });
    meera = await createUserSession(t.app, { email: 'meera.hotel@example.test' });
    ravi = await createUserSession(t.app, { email: 'ravi.hotel@example.test' });
  }, 60_000);
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST', url: string, payload?: object, cookie = meera.cookie) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** Meera's paid stay of two nights in Mumbai, `daysAhead` days from today, under the policy's words. */
  const stay = (daysAhead: number, cancellationPolicy: string) =>
    insertBooking(t.app.db, {
      hotelName: 'Sea Breeze',
      city: 'Mumbai',
      guestName: 'Meera Iyer',
      email: 'meera.hotel@example.test',
      phone: '9876543210',
      checkIn: addDays(isoDate(), daysAhead),
      checkOut: addDays(isoDate(), daysAhead + 2),
      guests: 2,
      rooms: 1,
      amountPaidMinor: 10_000_00,
      currency: 'INR',
      paymentReference: `pay_hotel_${daysAhead}_${Math.random().toString(36).slice(2, 8)}`,
      gateway: 'sandbox',
      status: 'confirmed',
      cancellationPolicy,
    });
  /** The wizard's token for one of Meera's stays: the code emailed to her (taken out of the mails), verified. */
  const wizardToken = async (bookingId: string) => {
    const email = 'meera.hotel@example.test';
    const before = mailer.sent.length;
    await request('POST', '/api/trips/lookup', { reference: bookingId, email }, '');
    const [mail] = mailer.sent.splice(before);
    const code = /is (\d{6})\./.exec(mail.text)![1];
    return (await request('POST', '/api/trips/lookup/verify', { reference: bookingId, email, code }, '')).json().token;
  };
  const FREE = 'Free cancellation up to 48 hours before check-in.';
  const NON_REFUNDABLE = 'Non-refundable: nothing is refunded if you cancel.';

  const requestsOf = (bookingId: string) =>
    queryRows<{ status: string; processedBy: string | null; netRefund: number }>(
      t.app.db,
      sql`SELECT status, processed_by AS "processedBy", net_refund_minor AS "netRefund" FROM cancellation_requests
          WHERE booking_id = ${bookingId}`,
    );
  const refundsOf = (bookingId: string) =>
    queryRows<{ amount: number; status: string }>(
      t.app.db,
      sql`SELECT amount_minor AS amount, status FROM refunds WHERE booking_id = ${bookingId}`,
    );

  it('previews the whole stay back before the free moment, and offers to cancel for that amount', async () => {
    const id = await stay(30, FREE);
    const detail = (await request('GET', `/api/trips/hotel/${id}`)).json() as TripDetailReply;
    expect(detail.trip.actions).toContainEqual({ kind: 'cancel', refundMinor: 10_000_00, currency: 'INR' });
    const res = await request('GET', `/api/trips/hotel/${id}/cancellation`);
    expect(res.statusCode).toBe(200);
    const { preview } = res.json() as CancellationPreviewReply;
    expect(preview).toMatchObject({ paidMinor: 10_000_00, refundMinor: 10_000_00, currency: 'INR' });
    expect(preview.lines).toEqual([
      expect.objectContaining({
        kind: 'stay',
        label: 'Your stay, 2 nights',
        paidMinor: 10_000_00,
        refundMinor: 10_000_00,
      }),
    ]);
    expect(preview.destination).toBe('your original payment method (paid through Sandbox)');
  });

  it('shows the charge line after the free moment, as the policy words it', async () => {
    const id = await stay(1, FREE);
    const { preview } = (
      await request('GET', `/api/trips/hotel/${id}/cancellation`)
    ).json() as CancellationPreviewReply;
    expect(preview.refundMinor).toBe(5_000_00);
    expect(preview.lines[1]).toMatchObject({
      kind: 'cancellation_charge',
      label: 'Cancellation charge',
      refundMinor: -5_000_00,
    });
    expect(preview.lines[1].note).toMatch(/50% charged$/);
    expect(preview.lines.reduce((sum, line) => sum + line.refundMinor, 0)).toBe(preview.refundMinor);
  });

  it('says a non-refundable stay gives nothing back before anything is filed', async () => {
    const id = await stay(30, NON_REFUNDABLE);
    const { preview } = (
      await request('GET', `/api/trips/hotel/${id}/cancellation`)
    ).json() as CancellationPreviewReply;
    expect(preview.refundMinor).toBe(0);
    expect(preview.lines[1]).toMatchObject({ refundMinor: -10_000_00, note: 'Non-refundable rate' });
    expect(await requestsOf(id)).toEqual([]);
  });

  it('cancels within the policy at once: the booking cancelled, refunded in full, the timeline and an email', async () => {
    const id = await stay(30, FREE);
    mailer.sent.length = 0;
    const res = await request('POST', `/api/trips/hotel/${id}/cancellation`, { request: 'within_rules' });
    expect(res.statusCode).toBe(200);
    const { message, refund } = res.json() as CancelTripReply;
    expect(message).toBe('Your booking is cancelled and the refund is on its way.');
    expect(refund).toMatchObject({ kind: 'automatic', amountMinor: 10_000_00 });
    expect(refund.status).toMatch(/^(sent|processed)$/);
    expect(refund.timeline.map((step) => step.step).slice(0, 3)).toEqual(['requested', 'approved', 'sent']);
    expect(refund.timeline[1].detail).toBe('Approved automatically under the booking’s own cancellation policy');

    // Filed as the wizard files it, decided as the approval center decides, by nobody in particular.
    expect(await requestsOf(id)).toEqual([{ status: 'approved', processedBy: null, netRefund: 10_000_00 }]);
    expect(await refundsOf(id)).toEqual([expect.objectContaining({ amount: 10_000_00 })]);
    expect(mailer.sent.map((mail) => mail.subject)).toContain(`Cancellation approved for booking ${id}`);
    // Each step of the refund is mailed, as a flight's is.
    expect(mailer.sent.map((mail) => mail.subject)).toContain(`Refund for booking ${id} sent to the payment gateway`);

    const detail = (await request('GET', `/api/trips/hotel/${id}`)).json() as TripDetailReply;
    expect(detail.trip.summary.status).toBe('cancelled');
    expect(detail.trip.actions).toEqual([]);
    expect(detail.trip.refunds).toHaveLength(1);

    const again = await request('POST', `/api/trips/hotel/${id}/cancellation`, { request: 'within_rules' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This booking is already cancelled.']);
  });

  it('cancels a non-refundable stay with nothing refunded, and says so', async () => {
    const id = await stay(30, NON_REFUNDABLE);
    const res = await request('POST', `/api/trips/hotel/${id}/cancellation`, { request: 'within_rules' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as CancelTripReply).message).toBe(
      'Your booking is cancelled. Under its policy nothing is refunded.',
    );
    expect(await requestsOf(id)).toEqual([{ status: 'approved', processedBy: null, netRefund: 0 }]);
    expect(await refundsOf(id)).toEqual([]);
  });

  it('sends an exception with the traveller’s reason to the approval center, pending', async () => {
    const id = await stay(1, FREE);
    const missing = await request('POST', `/api/trips/hotel/${id}/cancellation`, { request: 'medical' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Please tell us why you need an exception.']);
    const res = await request('POST', `/api/trips/hotel/${id}/cancellation`, {
      request: 'medical',
      details: 'Admitted to hospital',
    });
    expect(res.statusCode).toBe(200);
    const { refund } = res.json() as CancelTripReply;
    expect(refund).toMatchObject({ kind: 'exception', status: 'pending', reason: 'Medical emergency' });
    expect(await requestsOf(id)).toEqual([{ status: 'pending', processedBy: null, netRefund: 5_000_00 }]);
    const detail = (await request('GET', `/api/trips/hotel/${id}`)).json() as TripDetailReply;
    expect(detail.trip.summary.status).toBe('confirmed');
    expect(detail.trip.actions).toEqual([]);
  });

  it('answers 404 for another person’s booking and for nobody signed in, and changes nothing', async () => {
    const id = await stay(30, FREE);
    for (const cookie of [ravi.cookie, '']) {
      for (const [method, url] of [
        ['GET', `/api/trips/hotel/${id}`],
        ['GET', `/api/trips/hotel/${id}/cancellation`],
        ['POST', `/api/trips/hotel/${id}/cancellation`],
      ] as const) {
        const res = await request(method, url, method === 'POST' ? { request: 'within_rules' } : undefined, cookie);
        expect([url, res.statusCode, res.json().message]).toEqual([url, 404, 'No such booking']);
      }
    }
    expect(await requestsOf(id)).toEqual([]);
  });
  it('the wizard’s request within the policy is approved and refunded at once, as the trip page’s; a medical one waits', async () => {
    const id = await stay(30, FREE);
    const wizard = async (reason: string, bookingId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/cancellations',
        payload: {
          bookingId,
          email: 'meera.hotel@example.test',
          token: await wizardToken(bookingId),
          reason,
          additionalNotes: 'Plans moved',
        },
      });
    const filed = await wizard('Change of travel plans', id);
    expect(filed.statusCode).toBe(201);
    expect(filed.json().request).toMatchObject({ bookingId: id, status: 'approved', netRefundMinor: 10_000_00 });
    // Decided by the approval center's own decision, by nobody in particular, and refunded through the gateway.
    expect(await requestsOf(id)).toEqual([{ status: 'approved', processedBy: null, netRefund: 10_000_00 }]);
    expect(await refundsOf(id)).toEqual([{ amount: 10_000_00, status: expect.stringMatching(/pending|processed/) }]);
    const { trip } = (await request('GET', `/api/trips/hotel/${id}`)).json() as TripDetailReply;
    expect(trip.summary.status).toBe('cancelled');
    expect(trip.refunds[0]).toMatchObject({ kind: 'automatic', amountMinor: 10_000_00 });
    expect(trip.refunds[0].parts).toEqual([expect.objectContaining({ gateway: 'sandbox', amountMinor: 10_000_00 })]);
    expect(trip.refunds[0].timeline.map((event) => event.step)).toEqual(
      expect.arrayContaining(['requested', 'approved', 'sent']),
    );

    const other = await stay(31, FREE);
    const medical = await wizard('Medical emergency', other);
    expect(medical.statusCode).toBe(201);
    expect(medical.json().request).toMatchObject({ status: 'pending' });
    expect(await requestsOf(other)).toEqual([{ status: 'pending', processedBy: null, netRefund: 10_000_00 }]);
    expect(await refundsOf(other)).toEqual([]);
  });

  describe('a refund the traveller chose to take as travel credit', () => {
    const credit = async (cookie = meera.cookie) => {
      const res = await request('GET', '/api/trips/travel-credit', undefined, cookie);
      expect(res.statusCode).toBe(200);
      return res.json() as TravelCreditReply;
    };
    const wizard = async (bookingId: string, reason: string, refundPreference: 'original' | 'credit') =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/cancellations',
        payload: {
          bookingId,
          email: 'meera.hotel@example.test',
          token: await wizardToken(bookingId),
          reason,
          refundPreference,
        },
      });

    it('approved automatically within the policy: credited to the account, nothing sent to the gateway', async () => {
      const before = await credit();
      const id = await stay(40, FREE);
      mailer.sent.length = 0;
      const filed = await wizard(id, 'Change of travel plans', 'credit');
      expect(filed.statusCode).toBe(201);
      expect(filed.json().request).toMatchObject({ status: 'approved', refundPreference: 'credit' });
      expect(await refundsOf(id)).toEqual([]);

      const after = await credit();
      const balance = (reply: TravelCreditReply) => reply.balances.find((b) => b.currency === 'INR')?.amountMinor ?? 0;
      expect(balance(after)).toBe(balance(before) + 10_000_00);
      expect(after.entries[0]).toMatchObject({
        amountMinor: 10_000_00,
        currency: 'INR',
        bookingId: id,
        reason: `Refund of cancelled booking ${id}`,
      });
      // Nobody else's account has it.
      expect(balance(await credit(ravi.cookie))).toBe(0);

      const { trip } = (await request('GET', `/api/trips/hotel/${id}`)).json() as TripDetailReply;
      expect(trip.refunds[0]).toMatchObject({
        destination: 'credit',
        status: 'credited',
        amountMinor: 10_000_00,
        parts: [],
        refundId: null,
      });
      expect(trip.refunds[0].timeline.map((event) => [event.step, event.detail])).toEqual([
        ['requested', 'Change of travel plans'],
        ['approved', 'Approved automatically under the booking’s own cancellation policy'],
        ['credited', 'Added to your travel credit'],
      ]);
      const mail = mailer.sent.find((sent) => sent.subject === `Cancellation approved for booking ${id}`)!;
      expect(mail.text).toContain('As you chose, ₹10,000.00 has been added to your travel credit');
      expect(mail.text).not.toContain('original payment method');
    });

    it('approved by an admin: credited once, and the approval center shows where it went', async () => {
      const id = await stay(1, FREE);
      const filed = await wizard(id, 'Medical emergency', 'credit');
      expect(filed.json().request).toMatchObject({ status: 'pending', refundPreference: 'credit' });
      const before = (await credit()).entries.length;
      const decision = await decideCancellation(t.app, {
        id: filed.json().request.id,
        action: 'approve',
        notes: 'Get well soon',
        adminId: null,
      });
      expect(decision.refunds).toEqual([]);
      expect(decision.request).toMatchObject({ status: 'approved', refundPreference: 'credit', refundId: null });
      expect(await refundsOf(id)).toEqual([]);
      const after = await credit();
      expect(after.entries).toHaveLength(before + 1);
      expect(after.entries[0]).toMatchObject({ amountMinor: 5_000_00, bookingId: id });
      await expect(
        decideCancellation(t.app, { id: filed.json().request.id, action: 'approve', notes: '', adminId: null }),
      ).rejects.toMatchObject({ statusCode: 409 });
      expect((await credit()).entries).toHaveLength(before + 1);
    });

    it('the original payment by default: the wizard without a choice refunds to the gateway, no credit', async () => {
      const before = (await credit()).entries.length;
      const id = await stay(41, FREE);
      const filed = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/cancellations',
        payload: {
          bookingId: id,
          email: 'meera.hotel@example.test',
          token: await wizardToken(id),
          reason: 'Change of travel plans',
        },
      });
      expect(filed.json().request).toMatchObject({ status: 'approved', refundPreference: 'original' });
      expect(await refundsOf(id)).toEqual([expect.objectContaining({ amount: 10_000_00 })]);
      expect((await credit()).entries).toHaveLength(before);
      const { trip } = (await request('GET', `/api/trips/hotel/${id}`)).json() as TripDetailReply;
      expect(trip.refunds[0].destination).toBe('original');
    });

    it('is the signed-in account’s only: 401 for nobody signed in', async () => {
      const res = await request('GET', '/api/trips/travel-credit', undefined, '');
      expect(res.statusCode).toBe(401);
    });
  });
});
