import { jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { AuditTrailReply, CancellationListReply, DecisionReply } from '@travel/contracts/admin';
import type { PayReply } from '@travel/contracts/flight-checkout';
import type {
  CancellationPreviewReply,
  CancelTripReply,
  DateChangeOptionsReply,
  DateChangeReply,
  DateChangeStatusReply,
  TripDetailReply,
} from '@travel/contracts/trips';
import { addDays, isoDate, DATE_CHANGE_REFUSALS } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { clockAt } from '../../test/clock';
import { createUserSession, type TestSession, signInStaffWithFactor } from '../accounts/testing';
import { newKey, orderBody, orderOf, postOrder, sellAllBut, someFlight } from '../flight-checkout/testing';
import { departureInstant } from '../trips/trips.service';
import { KEY_REUSED, NEW_FLIGHT_SOLD_OUT, SAME_FLIGHT } from './date-change.service';

const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
type Fare = 'Saver' | 'Standard' | 'Flexi';

describe('Date change of a flight booking: fee, fare difference, payment or refund, reissue', () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let flight: Awaited<ReturnType<typeof someFlight>>;
  let asha: TestSession;
  let ravi: TestSession;
  const changeDay = addDays(isoDate(), 12);

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' }, { mailer });
    flight = await someFlight(t.app, 'BOM', 'DEL', 10, 20);
    asha = await createUserSession(t.app, { email: 'asha.change@example.test' });
    ravi = await createUserSession(t.app, { email: 'ravi.change@example.test' });
  }, 120_000);
  afterAll(() => t.close());
  afterEach(() => jest.useRealTimers());

  const request = (
    method: 'GET' | 'POST',
    url: string,
    options: { payload?: object; cookie?: string; key?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: t.config.publicUrl,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  async function postCard(redirectUrl: string, card: string) {
    const page = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: card }).toString(),
    });
    expect(page.statusCode).toBe(303);
  }

  /** Books and pays a flight for Asha through the checkout API and the sandbox's success card. */
  async function bookFlight(fare: Fare = 'Standard') {
    const created = await postOrder(
      t.app,
      orderBody(flight.id, { fare, contact: { email: 'asha.change@example.test', mobile: '9876543210' } }),
      { cookie: asha.cookie },
    );
    expect(created.statusCode).toBe(201);
    const { order, accessToken } = orderOf(created);
    const pay = await request('POST', `/api/flight-checkout/orders/${order.reference}/pay`, { cookie: asha.cookie });
    const { payment } = pay.json() as PayReply;
    if (payment.gateway !== 'sandbox') throw new Error('expected the sandbox');
    await postCard(payment.redirectUrl, SUCCESS_CARD);
    return { reference: order.reference, order, token: accessToken!, paymentId: payment.paymentId };
  }

  /** The fare's price per adult in paise, as stored: the fare difference follows it. */
  const priceMinorOf = async (flightId: string) =>
    (
      await queryRows<{ price_minor: number }>(
        t.app.db,
        sql`SELECT price_minor FROM flights WHERE id = ${flightId}::bigint`,
      )
    )[0].price_minor;
  const seatsLeft = async (flightId: string) =>
    Number(
      (
        await queryRows<{ seats_left: number }>(
          t.app.db,
          sql`SELECT seats_left FROM flights WHERE id = ${flightId}::bigint`,
        )
      )[0].seats_left,
    );

  /** A flight of the route on the change day, priced `deltaMinor` from the booked flight (0: the same). */
  async function otherFlight(deltaMinor: number, skip: string[] = []) {
    const rows = await queryRows<{ id: string }>(
      t.app.db,
      sql`SELECT f.id::text AS id FROM flights f
          WHERE f.from_code = 'BOM' AND f.to_code = 'DEL' AND f.departure_date = ${changeDay}::date AND f.seats_left > 5
          ORDER BY f.id`,
    );
    const id = rows.map((row) => row.id).find((candidate) => !skip.includes(candidate))!;
    const priceMinor = (await priceMinorOf(flight.id)) + deltaMinor;
    await t.app.db.execute(sql`UPDATE flights SET price_minor = ${priceMinor} WHERE id = ${id}::bigint`);
    t.app.flights.forgetRouteDay({ from: 'BOM', to: 'DEL', date: changeDay });
    return id;
  }
  const used: string[] = [];
  async function freshFlight(deltaMinor: number) {
    const id = await otherFlight(deltaMinor, used);
    used.push(id);
    return id;
  }

  const options = async (reference: string, cookie = asha.cookie) => {
    const res = await request('GET', `/api/trips/flight/${reference}/date-change?date=${changeDay}`, { cookie });
    expect(res.statusCode).toBe(200);
    return (res.json() as DateChangeOptionsReply).options;
  };
  const change = (reference: string, flightId: string, options: { key?: string; cookie?: string } = {}) =>
    request('POST', `/api/trips/flight/${reference}/date-change`, {
      payload: { flightId },
      cookie: options.cookie ?? asha.cookie,
      key: options.key ?? newKey(),
    });
  const detail = async (reference: string) =>
    ((await request('GET', `/api/trips/flight/${reference}`, { cookie: asha.cookie })).json() as TripDetailReply).trip;
  const events = async (reference: string) => (await t.app.trips.auditTrail(reference)).map((event) => event.event);

  describe("each fare's fee, on a flight of the same fare price", () => {
    it.each([
      ['Saver', 3_000_00],
      ['Standard', 2_000_00],
    ] as const)('%s: the fee is offered, then charged through the sandbox payment page', async (fare, feeMinor) => {
      const { reference } = await bookFlight(fare);
      expect((await detail(reference)).actions).toContainEqual({
        kind: 'change_date',
        refundMinor: 0,
        feeMinor,
        currency: 'INR',
      });
      const target = await freshFlight(0);
      const offered = (await options(reference)).find((option) => option.flight.flightId === target)!;
      expect(offered.price.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
        ['change_fee', feeMinor],
        ['fare_difference', 0],
      ]);
      expect(offered.price).toMatchObject({ totalMinor: feeMinor, settlement: 'pay', currency: 'INR' });

      const res = await change(reference, target);
      expect(res.statusCode).toBe(200);
      const reply = res.json() as DateChangeReply;
      expect(reply.change.status).toBe('awaiting_payment');
      expect(reply.payment).toMatchObject({ gateway: 'sandbox' });
      const payment = await t.app.payments.get(reply.payment!.paymentId);
      expect(payment).toMatchObject({ amountMinor: feeMinor, purpose: 'flight_date_change' });
    });

    it('Flexi: free, so the same fare changes at once with nothing to pay', async () => {
      const { reference } = await bookFlight('Flexi');
      const target = await freshFlight(0);
      const res = await change(reference, target);
      const reply = res.json() as DateChangeReply;
      expect(reply.payment).toBeNull();
      expect(reply.change).toMatchObject({ status: 'completed', price: { totalMinor: 0, settlement: 'none' } });
      expect((await detail(reference)).flight!.flight.id).toBe(target);
    });
  });

  it('a dearer flight: fee plus difference paid, seats moved without overselling, ticket reissued and mailed', async () => {
    const { reference, order } = await bookFlight('Standard');
    const target = await freshFlight(1_000_00);
    const oldLeftBefore = await seatsLeft(flight.id);
    const newLeftBefore = await seatsLeft(target);
    const offered = (await options(reference)).find((option) => option.flight.flightId === target)!;
    const difference = offered.newFareMinor - (order.price.baseFareMinor + order.price.taxesAndFeesMinor);
    expect(difference).toBeGreaterThan(0);
    expect(offered.price.totalMinor).toBe(2_000_00 + difference);

    const reply = (await change(reference, target)).json() as DateChangeReply;
    if (reply.payment?.gateway !== 'sandbox') throw new Error('expected the sandbox');
    // Held while paying: the old ticket stands.
    expect((await detail(reference)).flight!.flight.id).toBe(flight.id);
    mailer.sent.length = 0;
    await postCard(reply.payment.redirectUrl, SUCCESS_CARD);

    const status = await request('GET', `/api/trips/flight/${reference}/date-change/${reply.change.id}`, {
      cookie: asha.cookie,
    });
    expect((status.json() as DateChangeStatusReply).change).toMatchObject({ status: 'completed' });
    const trip = await detail(reference);
    expect(trip.flight!.flight).toMatchObject({ id: target, date: changeDay });
    expect(trip.flight!.price.totalMinor).toBe(order.price.totalMinor + offered.price.totalMinor);
    // What you paid: the fare as booked, the change fee and the difference paid on their own lines, adding up.
    const paid = trip.paid!;
    const line = (kind: string) => paid.lines.find((candidate) => candidate.kind === kind);
    expect(line('base_fare')!.amountMinor).toBe(order.price.baseFareMinor);
    expect(line('taxes_and_fees')!.amountMinor).toBe(order.price.taxesAndFeesMinor);
    expect(line('date_change_fee')).toMatchObject({
      amountMinor: 2_000_00,
      detail: expect.stringContaining(changeDay),
    });
    expect(line('fare_difference_paid')!.amountMinor).toBe(difference);
    expect(paid.lines.reduce((sum, each) => sum + each.amountMinor, 0)).toBe(trip.flight!.price.totalMinor);
    expect(paid).toMatchObject({ totalMinor: trip.flight!.price.totalMinor, currency: 'INR' });
    // Payment: the booking's own payment and the change's, each with its gateway, amount, status and purpose.
    expect(trip.payments).toEqual([
      expect.objectContaining({
        kind: 'payment',
        purpose: 'booking',
        gateway: 'sandbox',
        amountMinor: order.price.totalMinor,
        currency: 'INR',
        status: 'captured',
      }),
      expect.objectContaining({
        kind: 'payment',
        purpose: 'date_change',
        detail: expect.stringContaining(changeDay),
        gateway: 'sandbox',
        reference: reply.payment.paymentId,
        amountMinor: offered.price.totalMinor,
        currency: 'INR',
        status: 'captured',
      }),
    ]);
    expect(await seatsLeft(flight.id)).toBe(oldLeftBefore + 1);
    expect(await seatsLeft(target)).toBe(newLeftBefore - 1);
    const seat = trip.flight!.passengers[0].seat;
    const sold = await queryRows<{ status: string }>(
      t.app.db,
      sql`SELECT status FROM flight_seats WHERE flight_id = ${target}::bigint AND seat = ${seat}`,
    );
    expect(sold[0].status).toBe('sold');
    expect(await events(reference)).toEqual(
      expect.arrayContaining(['date_change_requested', 'date_changed', 'ticket_reissued']),
    );
    const mail = mailer.sent.find((message) => message.subject.includes('new e-ticket'))!;
    expect(mail.subject).toBe(`Booking ${reference}: your new e-ticket for ${changeDay}`);
    expect(mail.attachments?.[0]).toMatchObject({
      filename: `e-ticket-${reference}.pdf`,
      contentType: 'application/pdf',
    });
  });

  it('a cheaper flight on Flexi: the difference comes back through the refunds module, with its timeline', async () => {
    const { reference, order } = await bookFlight('Flexi');
    const target = await freshFlight(-1_000_00);
    const reply = (await change(reference, target)).json() as DateChangeReply;
    const difference = reply.change.price.lines.find((line) => line.kind === 'fare_difference')!.amountMinor;
    expect(difference).toBeLessThan(0);
    expect(reply.payment).toBeNull();
    expect(reply.change).toMatchObject({
      status: 'completed',
      price: { totalMinor: difference, settlement: 'refund' },
    });
    expect(reply.change.refund).toMatchObject({ amountMinor: -difference, currency: 'INR' });
    expect(reply.change.refund!.timeline.map((step) => step.step)).toContain('requested');
    const refund = await t.app.refunds.find(reply.change.refund!.refundId);
    expect(refund).toMatchObject({ paymentId: expect.any(String), amountMinor: -difference });
    const trip = await detail(reference);
    expect(trip.flight!.price.totalMinor).toBe(order.price.totalMinor + difference);
    expect(trip.paid!.lines).toContainEqual(expect.objectContaining({ kind: 'date_change_fee', amountMinor: 0 }));
    expect(trip.paid!.lines).toContainEqual(
      expect.objectContaining({ kind: 'fare_difference_refunded', amountMinor: difference }),
    );
    expect(trip.paid!.lines.reduce((sum, each) => sum + each.amountMinor, 0)).toBe(trip.flight!.price.totalMinor);
    // Payment: the booking's payment, and the lower difference paid back to it as a refund of its own.
    expect(trip.payments).toEqual([
      expect.objectContaining({ kind: 'payment', purpose: 'booking', amountMinor: order.price.totalMinor }),
      expect.objectContaining({
        kind: 'refund',
        purpose: 'fare_difference_refund',
        detail: expect.stringContaining(changeDay),
        gateway: 'sandbox',
        reference: refund!.id,
        amountMinor: -difference,
        currency: 'INR',
        status: refund!.status,
      }),
    ]);
  });

  it('cancelling after a paid dearer change: the previewed refund is paid back across both payments, once', async () => {
    // A dear first fare and a slightly dearer new one: the refund is more than the change's payment.
    const usual = await priceMinorOf(flight.id);
    const setPrice = async (priceMinor: number) => {
      await t.app.db.execute(sql`UPDATE flights SET price_minor = ${priceMinor} WHERE id = ${flight.id}::bigint`);
      t.app.flights.forgetRouteDay({ from: 'BOM', to: 'DEL', date: flight.date });
    };
    await setPrice(usual + 10_000_00);
    const { reference, order, paymentId } = await bookFlight('Standard');
    const target = await freshFlight(1_000_00);
    await setPrice(usual);
    const reply = (await change(reference, target)).json() as DateChangeReply;
    if (reply.payment?.gateway !== 'sandbox') throw new Error('expected the sandbox');
    await postCard(reply.payment.redirectUrl, SUCCESS_CARD);
    expect((await detail(reference)).flight!.flight.id).toBe(target);

    const url = `/api/trips/flight/${reference}/cancellation`;
    const { preview } = (await request('GET', url, { cookie: asha.cookie })).json() as CancellationPreviewReply;
    expect(preview.refundMinor).toBeGreaterThan(reply.change.price.totalMinor);
    expect(preview.refundMinor).toBeLessThan(order.price.totalMinor + reply.change.price.totalMinor);
    const cancelled = await request('POST', url, { payload: { request: 'within_rules' }, cookie: asha.cookie });
    expect(cancelled.statusCode).toBe(200);
    const { refund } = cancelled.json() as CancelTripReply;
    expect(refund).toMatchObject({ status: 'sent', amountMinor: preview.refundMinor });

    const filed = await t.app.refunds.ofCancellation(refund.cancellationId);
    const original = await t.app.payments.get(paymentId);
    const changePayment = await t.app.payments.get(reply.payment.paymentId);
    // The change's payment, the most recent, goes back whole; the rest from the first payment.
    expect(filed.map((row) => [row.paymentId, row.amountMinor]).sort()).toEqual(
      [
        [changePayment!.gatewayPaymentId ?? changePayment!.id, changePayment!.amountMinor],
        [original!.gatewayPaymentId ?? original!.id, preview.refundMinor - changePayment!.amountMinor],
      ].sort(),
    );
    // The trip page shows each refund's own steps.
    const shown = (await detail(reference)).refunds[0];
    expect(shown.amountMinor).toBe(preview.refundMinor);
    expect(shown.timeline.filter((event) => event.step === 'sent')).toHaveLength(2);
    // Every part is named with its payment, gateway and status, and the parts make the whole refund.
    expect(shown.parts.map((part) => [part.paymentId, part.amountMinor]).sort()).toEqual(
      filed.map((row) => [row.paymentId, row.amountMinor]).sort(),
    );
    expect(shown.parts).toEqual(
      filed.map(() =>
        expect.objectContaining({ gateway: 'sandbox', status: 'pending', gatewayRefundId: expect.any(String) }),
      ),
    );
    expect(shown.parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(shown.amountMinor);

    const again = await request('POST', url, { payload: { request: 'within_rules' }, cookie: asha.cookie });
    expect(again.statusCode).toBe(409);
    expect(await t.app.refunds.ofCancellation(refund.cancellationId)).toHaveLength(2);
  });

  it('an exception approved after a paid change: the approval center names every part of the refund', async () => {
    const admin = await signInStaffWithFactor(t.app, { role: 'admin', email: 'admin.change@example.test' });
    const { reference, order } = await bookFlight('Standard');
    const target = await freshFlight(1_000_00);
    const reply = (await change(reference, target)).json() as DateChangeReply;
    if (reply.payment?.gateway !== 'sandbox') throw new Error('expected the sandbox');
    await postCard(reply.payment.redirectUrl, SUCCESS_CARD);
    const asked = await request('POST', `/api/trips/flight/${reference}/cancellation`, {
      payload: { request: 'medical', details: 'Hospitalised' },
      cookie: asha.cookie,
    });
    const { cancellationId } = (asked.json() as CancelTripReply).refund;
    const total = order.price.totalMinor + reply.change.price.totalMinor;

    const decided = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/cancellations/${cancellationId}`,
      headers: { origin: t.config.publicUrl, cookie: admin.cookie },
      payload: { action: 'approve' },
    });
    expect(decided.statusCode).toBe(200);
    const body = decided.json() as DecisionReply;
    // Both payments are paid back, each through its own payment, and the reply says so.
    expect(body.refunds.map((refund) => refund.amountMinor).sort((a, b) => a - b)).toEqual(
      [reply.change.price.totalMinor, order.price.totalMinor].sort((a, b) => a - b),
    );
    expect(body.request.refunds).toHaveLength(2);
    expect(body.request.refunds.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(total);
    expect(body.request.refunds.map((part) => part.paymentId).sort()).toEqual(
      body.refunds.map((refund) => refund.paymentId).sort(),
    );

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cancellations?status=approved',
      headers: { cookie: admin.cookie },
    });
    const listed = (list.json() as CancellationListReply).find((row) => row.id === cancellationId)!;
    expect(listed.refunds).toEqual(
      body.refunds.map((refund) =>
        expect.objectContaining({ refundId: refund.id, gateway: 'sandbox', amountMinor: refund.amountMinor }),
      ),
    );
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cancellations/${cancellationId}/history`,
      headers: { cookie: admin.cookie },
    });
    const sent = (history.json() as AuditTrailReply).events.filter((event) => event.event === 'refund_sent');
    expect(sent.map((event) => event.detail.split(' ')[0]).sort()).toEqual(body.refunds.map((r) => r.id).sort());
  });

  it('a change paid after its seats were gone: what was paid is refunded through the refunds module, once', async () => {
    const { reference } = await bookFlight('Standard');
    const target = await freshFlight(0);
    const reply = (await change(reference, target)).json() as DateChangeReply;
    if (reply.payment?.gateway !== 'sandbox') throw new Error('expected the sandbox');
    clockAt(Date.now() + (t.config.flightCheckout.holdMinutes + 1) * 60_000);
    await t.app.dateChange.expire(reply.change.id);
    jest.useRealTimers();
    await sellAllBut(t.app, target, ['99Z']);
    mailer.sent.length = 0;
    await postCard(reply.payment.redirectUrl, SUCCESS_CARD);
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toContainEqual([
      'asha.change@example.test',
      `Refund for booking ${reference} sent to the payment gateway`,
    ]);

    const status = await request('GET', `/api/trips/flight/${reference}/date-change/${reply.change.id}`, {
      cookie: asha.cookie,
    });
    const failed = (status.json() as DateChangeStatusReply).change;
    expect(failed.status).toBe('failed');
    expect(failed.refund).toMatchObject({ amountMinor: reply.change.price.totalMinor, currency: 'INR' });
    const payment = (await t.app.payments.get(reply.payment.paymentId))!;
    await t.app.dateChange.complete(reply.change.id, payment);
    const refunds = await queryRows<{ id: string }>(
      t.app.db,
      sql`SELECT id FROM refunds WHERE idempotency_key = ${`paid-after-hold:${payment.id}`}`,
    );
    expect(refunds.map((row) => row.id)).toEqual([failed.refund!.refundId]);
    expect((await detail(reference)).flight!.flight.id).toBe(flight.id);
  });

  it('a sold-out new flight: 409 with the reason, and the booking keeps its flight', async () => {
    const { reference } = await bookFlight('Standard');
    const target = await freshFlight(0);
    // Every seat sold but one that does not exist.
    await sellAllBut(t.app, target, ['99Z']);
    const res = await change(reference, target);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: NEW_FLIGHT_SOLD_OUT });
    expect((await detail(reference)).flight!.flight.id).toBe(flight.id);
  });

  it('a declined card keeps the old ticket; the same change is paid again and made', async () => {
    const { reference } = await bookFlight('Saver');
    const target = await freshFlight(0);
    const key = newKey();
    const first = (await change(reference, target, { key })).json() as DateChangeReply;
    if (first.payment?.gateway !== 'sandbox') throw new Error('expected the sandbox');
    await postCard(first.payment.redirectUrl, DECLINED_CARD);
    const trip = await detail(reference);
    expect(trip.flight!.flight.id).toBe(flight.id);
    expect(trip.summary.status).toBe('confirmed');
    expect(await events(reference)).not.toContain('date_changed');

    const again = (await change(reference, target, { key })).json() as DateChangeReply;
    expect(again.change.id).toBe(first.change.id);
    if (again.payment?.gateway !== 'sandbox') throw new Error('expected the sandbox');
    await postCard(again.payment.redirectUrl, SUCCESS_CARD);
    expect((await detail(reference)).flight!.flight.id).toBe(target);
  });

  it('is idempotent: the same key answers the same change and payment; another flight with it is refused', async () => {
    const { reference } = await bookFlight('Standard');
    const target = await freshFlight(0);
    const key = newKey();
    const [a, b] = await Promise.all([change(reference, target, { key }), change(reference, target, { key })]);
    const first = a.json() as DateChangeReply;
    const second = b.json() as DateChangeReply;
    expect(second.change.id).toBe(first.change.id);
    expect(second.payment!.paymentId).toBe(first.payment!.paymentId);
    const held = await queryRows(
      t.app.db,
      sql`SELECT seat FROM flight_seats WHERE flight_id = ${target}::bigint AND status = 'held'`,
    );
    expect(held).toHaveLength(1);
    const other = await change(reference, await freshFlight(0), { key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: KEY_REUSED });
  });

  it('an unpaid change runs out: its seat on the new flight goes back on sale and the booking keeps its flight', async () => {
    const { reference } = await bookFlight('Standard');
    const target = await freshFlight(0);
    const reply = (await change(reference, target)).json() as DateChangeReply;
    const heldOn = () =>
      queryRows(t.app.db, sql`SELECT seat FROM flight_seats WHERE flight_id = ${target}::bigint AND status = 'held'`);
    expect(await heldOn()).toHaveLength(1);
    clockAt(Date.now() + (t.config.flightCheckout.holdMinutes + 1) * 60_000);
    await t.app.dateChange.expire(reply.change.id);
    jest.useRealTimers();
    expect(await heldOn()).toHaveLength(0);
    const status = await request('GET', `/api/trips/flight/${reference}/date-change/${reply.change.id}`, {
      cookie: asha.cookie,
    });
    expect((status.json() as DateChangeStatusReply).change.status).toBe('expired');
    expect((await detail(reference)).flight!.flight.id).toBe(flight.id);
    expect(await events(reference)).toContain('date_change_expired');
  });

  it("another account's booking is 404 on every date change route", async () => {
    const { reference } = await bookFlight('Standard');
    const target = await freshFlight(0);
    const mine = ((await change(reference, target)).json() as DateChangeReply).change.id;
    const list = await request('GET', `/api/trips/flight/${reference}/date-change?date=${changeDay}`, {
      cookie: ravi.cookie,
    });
    expect(list.statusCode).toBe(404);
    expect((await change(reference, target, { cookie: ravi.cookie })).statusCode).toBe(404);
    const status = await request('GET', `/api/trips/flight/${reference}/date-change/${mine}`, { cookie: ravi.cookie });
    expect(status.statusCode).toBe(404);
    expect((await request('GET', `/api/trips/flight/${reference}/date-change?date=${changeDay}`)).statusCode).toBe(404);
  });

  it('the same flight, a cancelled booking or a departed flight: a clear 4xx, and no action offered', async () => {
    const { reference, token } = await bookFlight('Standard');
    const same = await change(reference, flight.id);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: SAME_FLIGHT });

    clockAt(new Date(departureInstant(flight).getTime() + 60_000));
    // A week and more later the session has ended: the booking's own access token opens it.
    const departed = await request('POST', `/api/trips/flight/${reference}/date-change?token=${token}`, {
      payload: { flightId: await freshFlight(0) },
      key: newKey(),
    });
    expect(departed.statusCode).toBe(409);
    expect(departed.json()).toMatchObject({ message: DATE_CHANGE_REFUSALS.departed });
    jest.useRealTimers();

    const cancelled = await request('POST', `/api/trips/flight/${reference}/cancellation`, {
      payload: { request: 'within_rules' },
      cookie: asha.cookie,
    });
    expect(cancelled.statusCode).toBe(200);
    const refused = await change(reference, await freshFlight(0));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: DATE_CHANGE_REFUSALS.cancelled });
    expect((await detail(reference)).actions.map((action) => action.kind)).not.toContain('change_date');
  });
});
