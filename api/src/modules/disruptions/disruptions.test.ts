import { sql } from 'drizzle-orm';
import type {
  DisruptionAlternativesReply,
  DisruptionCompensationReply,
  DisruptionReply,
  DisruptionsReply,
  FlightDisruption,
} from '@travel/contracts/disruptions';
import { queryRows } from '../../db/rows';
import { memoryMailer, type TestApp } from '../../test/testApp';
import { createUserSession } from '../accounts/testing';
import { pdfText } from '../documents/testing';
import { guestTokenFor } from '../trips/testing';
import { DEADLINE_QUEUE, DUFFEL_EVENT_NOW_QUEUE, DUFFEL_EVENTS_QUEUE, REMINDER_QUEUE } from './disruptions.service';
import { disruptionsTestApp, disruptionsTesting, type DisruptionBooking } from './testing';

const HOUR = 3_600_000;

describe("the airline's schedule changes: detected once, told once, answered once", () => {
  let t: TestApp;
  const mailer = memoryMailer();
  const { supplierOffer, booked, duffelChange } = disruptionsTesting(() => t);

  beforeAll(async () => {
    // Listening: the Duffel sandbox delivers its signed webhook to this API, as Duffel would.
    t = await disruptionsTestApp({ mailer });
    await supplierOffer('duffel');
  }, 120_000);
  afterAll(() => t.close());

  type Booking = DisruptionBooking;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { origin: t.config.publicUrl }, ...(payload ? { payload } : {}) });
  const list = async (b: Booking) => {
    const res = await call('GET', `/api/trips/flight/${b.reference}/disruptions?token=${b.token}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as DisruptionsReply).disruptions;
  };
  const answer = (b: Booking, d: FlightDisruption, what: 'accept' | 'cancel') =>
    call('POST', `/api/trips/flight/${b.reference}/disruptions/${d.id}/${what}?token=${b.token}`);
  const mailsTo = (to: string, subject: string) =>
    mailer.sent.filter((m) => m.to === to && m.subject.startsWith(subject));
  const disruptionRows = (orderId: string) =>
    queryRows<{ id: string }>(t.app.db, sql`SELECT id FROM flight_disruptions WHERE order_id = ${orderId}::uuid`);

  it("a Duffel webhook's change becomes one disruption and one email (old and new side by side), however often it is seen", async () => {
    const b = await booked();
    const changeId = await duffelChange(b, 'retimed');
    const [event] = await queryRows<{ processed_at: string | null }>(
      t.app.db,
      sql`SELECT processed_at FROM supplier_events WHERE supplier_order_id = ${b.supplierOrderId}`,
    );
    expect(event).toEqual({ processed_at: null });

    await t.app.disruptions.processDuffelEvents();
    await t.app.disruptions.processDuffelEvents();
    // Seen again through the supplier (as a redelivered webhook or a later poll would see it).
    for (const change of await t.app.suppliers.air.duffel.airlineChanges(b.supplierOrderId)) {
      expect(await t.app.disruptions.record('duffel', change)).toBe('known');
    }
    await t.app.mailOutbox.drain();

    expect(await disruptionRows(b.orderId)).toHaveLength(1);
    const notices = mailsTo(b.email, 'The airline has changed the times of your flight');
    expect(notices).toHaveLength(1);
    const [disruption] = await list(b);
    expect(disruption).toMatchObject({
      reference: b.reference,
      kind: 'retimed',
      status: 'open',
      supplier: 'Duffel',
      actions: ['accept', 'change', 'cancel'],
      respondBy: null,
      choice: null,
    });
    expect(disruption.before[0].departingAt).not.toBe(disruption.after[0].departingAt);
    const time = (wallClock: string) => wallClock.slice(11, 16);
    const departs = notices[0].text.split('\n').find((line) => line.startsWith('Departs'))!;
    expect(departs).toContain(time(disruption.before[0].departingAt));
    expect(departs).toContain(time(disruption.after[0].departingAt));
    expect(departs.indexOf(time(disruption.before[0].departingAt))).toBeLessThan(
      departs.indexOf(time(disruption.after[0].departingAt)),
    );
    expect(notices[0].html).toContain('<th style="padding:4px 12px;text-align:left">Was</th>');
    expect(changeId).toMatch(/^aic_/);
  });

  it('a recorded webhook queues its run at once, on the job queue', async () => {
    const b = await booked();
    await duffelChange(b, 'renumbered');
    // The hook queues it after answering the webhook: give it a moment.
    for (let i = 0; i < 50; i++) {
      const [queued] = await queryRows<{ n: number }>(
        t.app.db,
        sql`SELECT count(*)::int AS n FROM jobs WHERE queue = ${DUFFEL_EVENT_NOW_QUEUE} AND state = 'queued'`,
      );
      if (queued.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await t.app.jobs.runDue();
    await t.app.mailOutbox.drain();
    expect(await disruptionRows(b.orderId)).toHaveLength(1);
    expect(mailsTo(b.email, 'The airline has changed your flight number')).toHaveLength(1);
  });

  it('is the booking owner’s to read: another booking’s token or none is a 404', async () => {
    const mine = await booked();
    const theirs = await booked();
    await duffelChange(mine, 'renumbered');
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(mine);
    expect(d.kind).toBe('renumbered');

    for (const url of [
      `/api/trips/flight/${mine.reference}/disruptions`,
      `/api/trips/flight/${mine.reference}/disruptions?token=${theirs.token}`,
      `/api/trips/flight/${mine.reference}/disruptions/${d.id}/compensation?token=${theirs.token}`,
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(404);
    }
    // The guest look-up's token (reference and emailed code) opens the same banner.
    const guest = await guestTokenFor(t.app, mailer, mine.reference, mine.email);
    const asGuest = await call('GET', `/api/trips/flight/${mine.reference}/disruptions?token=${guest}`);
    expect(asGuest.statusCode).toBe(200);
    expect((asGuest.json() as DisruptionsReply).disruptions).toEqual([d]);
    const theirsWithMyToken = await call('GET', `/api/trips/flight/${theirs.reference}/disruptions?token=${guest}`);
    expect(theirsWithMyToken.statusCode).toBe(404);
    // Someone else's change through their own booking: no such change here.
    const wrongBooking = await call(
      'POST',
      `/api/trips/flight/${theirs.reference}/disruptions/${d.id}/accept?token=${theirs.token}`,
    );
    expect(wrongBooking.statusCode).toBe(404);
    expect(wrongBooking.json().message).toBe('No such schedule change on this booking');
    const notAnId = await call(
      'GET',
      `/api/trips/flight/${mine.reference}/disruptions/nope/compensation?token=${mine.token}`,
    );
    expect(notAnId.statusCode).toBe(400);
  });

  it("lists the signed-in traveller's changes awaiting an answer, for My Trips' list", async () => {
    const b = await booked();
    const session = await createUserSession(t.app, { email: b.email });
    await duffelChange(b, 'cancelled');
    await t.app.disruptions.processDuffelEvents();
    const mine = () =>
      t.app.inject({ method: 'GET', url: '/api/trips/disruptions', headers: { cookie: session.cookie } });

    const open = await mine();
    expect(open.statusCode).toBe(200);
    const [d] = (open.json() as DisruptionsReply).disruptions;
    expect(d).toMatchObject({ reference: b.reference, kind: 'cancelled', status: 'open' });
    expect((await t.app.inject({ method: 'GET', url: '/api/trips/disruptions' })).statusCode).toBe(401);

    expect((await answer(b, d, 'cancel')).statusCode).toBe(200);
    expect(((await mine()).json() as DisruptionsReply).disruptions).toEqual([]);
  });

  it('keeps a webhook that arrives before the booking is confirmed here, and applies it once it is', async () => {
    const b = await booked();
    // As if the webhook came between the supplier making the order and our recording its confirmation.
    await t.app.db.execute(sql`UPDATE supplier_orders SET status = 'pending' WHERE order_id = ${b.orderId}::uuid`);
    await duffelChange(b, 'cancelled');

    await t.app.disruptions.processDuffelEvents();
    expect(await disruptionRows(b.orderId)).toHaveLength(0);
    const [kept] = await queryRows<{ processed_at: string | null }>(
      t.app.db,
      sql`SELECT processed_at FROM supplier_events WHERE supplier_order_id = ${b.supplierOrderId}`,
    );
    expect(kept.processed_at).toBeNull();

    await t.app.db.execute(sql`UPDATE supplier_orders SET status = 'confirmed' WHERE order_id = ${b.orderId}::uuid`);
    // On the job queue: the recurring period's job, made due now.
    await t.app.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE queue = ${DUFFEL_EVENTS_QUEUE} AND state = 'queued'`,
    );
    await t.app.jobs.runDue();
    await t.app.mailOutbox.drain();
    const [d] = await list(b);
    expect(d).toMatchObject({ kind: 'cancelled', after: [], actions: ['change', 'cancel'] });
    expect(mailsTo(b.email, 'The airline has cancelled your flight')).toHaveLength(1);
  });

  it('accepts the new schedule at the supplier; accepting twice is the same answer, another answer after it a 409', async () => {
    const b = await booked();
    await duffelChange(b, 'retimed');
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(b);

    const first = await answer(b, d, 'accept');
    expect(first.statusCode).toBe(200);
    const accepted = (first.json() as DisruptionReply).disruption;
    expect(accepted).toMatchObject({ status: 'accepted', actions: [], choice: { action: 'accept', by: 'traveller' } });
    const [atDuffel] = await t.app.suppliers.air.duffel.airlineChanges(b.supplierOrderId);
    expect(atDuffel.acceptedAt).not.toBeNull();
    // The e-ticket is reissued with the new times.
    await t.app.mailOutbox.drain();
    const [reissued] = mailsTo(b.email, `Your new e-ticket: booking ${b.reference}`);
    const ticket = await pdfText(reissued.attachments![0].content);
    expect(ticket).toContain(d.after[0].departingAt.slice(11, 16));
    expect(ticket).not.toContain(d.before[0].departingAt.slice(11, 16));

    const again = await answer(b, d, 'accept');
    expect(again.statusCode).toBe(200);
    expect((again.json() as DisruptionReply).disruption).toEqual(accepted);
    const cancel = await answer(b, d, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('This change was already answered: the booking has accepted the new schedule.');
  });

  it('an accept that went through at Duffel on an earlier try whose answer never came is not sent again', async () => {
    const b = await booked();
    await duffelChange(b, 'retimed');
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(b);
    // As if an earlier try's accept reached Duffel and its answer was lost (a time-out).
    const duffel = t.app.suppliers.air.duffel;
    const [change] = await duffel.airlineChanges(b.supplierOrderId);
    await duffel.acceptAirlineChange(change.id);
    const accepts = jest.spyOn(duffel, 'acceptAirlineChange');
    try {
      const res = await answer(b, d, 'accept');
      expect(res.statusCode).toBe(200);
      expect((res.json() as DisruptionReply).disruption).toMatchObject({ status: 'accepted' });
      expect(accepts).not.toHaveBeenCalled();
    } finally {
      accepts.mockRestore();
    }
  });

  it('cancels for a full refund of everything paid, our fees included, to the card, once however often asked', async () => {
    const b = await booked();
    await duffelChange(b, 'cancelled');
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(b);

    const [first, second] = await Promise.all([answer(b, d, 'cancel'), answer(b, d, 'cancel')]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // Both at once: one carries it out, the other is told it is under way (or, if it came after, the same answer).
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const again = await answer(b, d, 'cancel');
    expect(again.statusCode).toBe(200);
    const cancelled = (again.json() as DisruptionReply).disruption;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refund: { amountMinor: b.totalMinor, travelCreditMinor: 0, currency: 'INR' },
    });
    const refunds = await queryRows<{ id: string; amount_minor: number; idempotency_key: string }>(
      t.app.db,
      sql`SELECT r.id, r.amount_minor::integer AS amount_minor, r.idempotency_key FROM refunds r
          WHERE r.idempotency_key = ${`airline-change:${d.id}`}`,
    );
    expect(refunds).toEqual([
      { id: cancelled.refund!.refundId, amount_minor: b.totalMinor, idempotency_key: `airline-change:${d.id}` },
    ]);
    const [order] = await queryRows<{ status: string }>(
      t.app.db,
      sql`SELECT status FROM flight_orders WHERE id = ${b.orderId}::uuid`,
    );
    expect(order.status).toBe('cancelled');
    expect((await t.app.suppliers.air.duffel.getOrder(b.supplierOrderId)).status).toBe('cancelled');
    await t.app.mailOutbox.drain();
    expect(mailsTo(b.email, `Booking ${b.reference} cancelled after the airline's change`)).toHaveLength(1);
  });

  it('a cancellation that stopped after the supplier cancelled is finished on the next try: refunded once', async () => {
    const b = await booked();
    await duffelChange(b, 'retimed');
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(b);
    // As if an earlier try cancelled at the supplier, then its process died before the refund.
    const duffel = t.app.suppliers.air.duffel;
    await duffel.confirmCancellation((await duffel.quoteCancellation(b.supplierOrderId)).id);

    const res = await answer(b, d, 'cancel');
    expect(res.statusCode).toBe(200);
    expect((res.json() as DisruptionReply).disruption).toMatchObject({
      status: 'cancelled',
      refund: { amountMinor: b.totalMinor },
    });
  });

  it('never refunds twice: a booking cancelled since has nothing left to answer', async () => {
    const b = await booked();
    await duffelChange(b, 'cancelled');
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(b);
    // Cancelled meanwhile (in My Trips, by staff): its refund went then.
    await t.app.db.execute(sql`UPDATE flight_orders SET status = 'cancelled' WHERE id = ${b.orderId}::uuid`);

    const res = await answer(b, d, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking has been cancelled already, so there is nothing left to answer.');
    const refunds = await queryRows(
      t.app.db,
      sql`SELECT id FROM refunds WHERE idempotency_key = ${`airline-change:${d.id}`}`,
    );
    expect(refunds).toEqual([]);
  });

  it("picks another flight from the supplier's alternatives, confirmed there", async () => {
    const b = await booked('duffel', true);
    await duffelChange(b, 'cancelled');
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(b);

    const offered = await call(
      'GET',
      `/api/trips/flight/${b.reference}/disruptions/${d.id}/alternatives?token=${b.token}`,
    );
    expect(offered.statusCode).toBe(200);
    const { alternatives } = offered.json() as DisruptionAlternativesReply;
    expect(alternatives.length).toBeGreaterThan(0);
    const pick = alternatives[0];

    const unknown = await call(
      'POST',
      `/api/trips/flight/${b.reference}/disruptions/${d.id}/alternative?token=${b.token}`,
      {
        alternativeId: 'oco_not_offered',
      },
    );
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe(
      'That flight is no longer offered by the airline; please choose again from the list.',
    );

    const chosen = await call(
      'POST',
      `/api/trips/flight/${b.reference}/disruptions/${d.id}/alternative?token=${b.token}`,
      {
        alternativeId: pick.id,
      },
    );
    expect(chosen.statusCode).toBe(200);
    expect((chosen.json() as DisruptionReply).disruption).toMatchObject({
      status: 'changed',
      choice: { action: 'change' },
    });
    const atDuffel = await t.app.suppliers.air.duffel.getOrder(b.supplierOrderId);
    expect(atDuffel.slices[0].segments[0].flightNumber).toBe(pick.slices[0].flightNumbers[0]);
    expect(atDuffel.slices[0].segments[0].departingAt).toBe(pick.slices[0].departingAt);
    await t.app.mailOutbox.drain();
    const [reissued] = mailsTo(b.email, `Your new e-ticket: booking ${b.reference}`);
    expect(reissued.text).toContain(pick.slices[0].flightNumbers[0]);
    expect(reissued.attachments).toHaveLength(1);
  });

  it('reminds before a supplier deadline, and an answer after it is a 409 that says what happened', async () => {
    const b = await booked();
    const [removed] = (await t.app.suppliers.air.duffel.getOrder(b.supplierOrderId)).slices;
    const change = (id: string, respondBy: Date) => ({
      id,
      orderId: b.supplierOrderId,
      removed: [removed],
      added: [],
      actions: ['change' as const, 'cancel' as const],
      respondBy: respondBy.toISOString(),
      acceptedAt: null,
    });
    expect(
      await t.app.disruptions.record('duffel', change(`aic_deadline_${b.reference}`, new Date(Date.now() + 30 * HOUR))),
    ).toBe('recorded');
    const [d] = await list(b);
    const jobs = await queryRows<{ queue: string; payload: { hours?: number } }>(
      t.app.db,
      sql`SELECT queue, payload FROM jobs WHERE payload->>'id' = ${d.id} ORDER BY run_at`,
    );
    expect(jobs).toEqual([
      { queue: REMINDER_QUEUE, payload: { id: d.id, hours: 24 } },
      { queue: REMINDER_QUEUE, payload: { id: d.id, hours: 3 } },
      { queue: DEADLINE_QUEUE, payload: { id: d.id } },
    ]);
    await t.app.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE queue = ${REMINDER_QUEUE} AND payload->>'id' = ${d.id}`,
    );
    await t.app.jobs.runDue();
    await t.app.mailOutbox.drain();
    expect(mailsTo(b.email, `Reminder: answer the airline's change to booking ${b.reference}`)).toHaveLength(2);

    // The deadline passes unanswered.
    await t.app.db.execute(
      sql`UPDATE flight_disruptions SET respond_by = now() - interval '1 minute' WHERE id = ${d.id}::uuid`,
    );
    const late = await answer(b, d, 'cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^The airline's deadline to answer this change passed on .+ IST\. If you have not answered by .+, we cancel the booking and refund everything you paid to your original payment method\.$/,
    );
    // What the notice said: the deadline's job refunds a cancelled flight in full.
    await t.app.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE queue = ${DEADLINE_QUEUE} AND payload->>'id' = ${d.id}`,
    );
    await t.app.jobs.runDue();
    const [after] = await list(b);
    expect(after).toMatchObject({
      status: 'cancelled',
      choice: { action: 'deadline', by: 'system' },
      refund: { amountMinor: b.totalMinor },
    });
    const stillLate = await answer(b, d, 'cancel');
    expect(stillLate.statusCode).toBe(409);
  });

  it('shows the compensation the CAR gives and whom to claim it from', async () => {
    const b = await booked();
    await duffelChange(b, 'cancelled');
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(b);
    const res = await call('GET', `/api/trips/flight/${b.reference}/disruptions/${d.id}/compensation?token=${b.token}`);
    expect(res.statusCode).toBe(200);
    const { compensation } = res.json() as DisruptionCompensationReply;
    // Told nine days before (under two weeks), no alternate flight yet: owed, up to the band of its block time.
    expect(compensation).toMatchObject({ owed: true, reason: 'owed', upTo: true, claimFrom: 'operating_airline' });
    expect([5_000_00, 7_500_00, 10_000_00]).toContain(compensation.perPassengerMinor);
    expect(compensation.howToClaim).toContain('Claim it from the operating airline');
    expect(compensation.source).toBe('DGCA CAR Section 3, Series M, Part IV');

    const r = await booked();
    await duffelChange(r, 'retimed');
    await t.app.disruptions.processDuffelEvents();
    const [retimed] = await list(r);
    const none = await call(
      'GET',
      `/api/trips/flight/${r.reference}/disruptions/${retimed.id}/compensation?token=${r.token}`,
    );
    expect((none.json() as DisruptionCompensationReply).compensation).toMatchObject({
      owed: false,
      reason: 'not_a_cancellation',
      totalMinor: 0,
    });
  });

  it('polls TripJack bookings (no webhooks): a change is one disruption however often it is read', async () => {
    const b = await booked('tripjack');
    await t.app.disruptions.pollTripjack();
    (await t.app.suppliers.tripjackSandbox!()).changeSchedule(b.supplierOrderId, 'retimed');

    await t.app.disruptions.pollTripjack();
    await t.app.disruptions.pollTripjack();
    await t.app.mailOutbox.drain();

    expect(await disruptionRows(b.orderId)).toHaveLength(1);
    expect(mailsTo(b.email, 'The airline has changed the times of your flight')).toHaveLength(1);
    const [d] = await list(b);
    expect(d).toMatchObject({ kind: 'retimed', supplier: 'TripJack', status: 'open' });
    // The booking as last seen is in the database, so any API process compares against it.
    const [baseline] = await queryRows<{ n: number }>(
      t.app.db,
      sql`SELECT count(*)::int AS n FROM supplier_booked_slices WHERE supplier = 'tripjack' AND supplier_order_id = ${b.supplierOrderId}`,
    );
    expect(baseline.n).toBe(1);
    const accepted = await answer(b, d, 'accept');
    expect(accepted.statusCode).toBe(200);
  });

  it('the sandbox switch makes a change happen on demand to a booking held at a sandbox supplier', async () => {
    const b = await booked();
    const res = await call('POST', `/api/trips/flight/${b.reference}/disruptions/sandbox-change?token=${b.token}`, {
      kind: 'cancelled',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as DisruptionsReply).disruptions).toMatchObject([{ kind: 'cancelled', status: 'open' }]);
    const bad = await call('POST', `/api/trips/flight/${b.reference}/disruptions/sandbox-change?token=${b.token}`, {
      kind: 'delayed',
    });
    expect(bad.statusCode).toBe(400);
  });
});
