import { sql } from 'drizzle-orm';
import type {
  DisruptionAlternativesReply,
  DisruptionReply,
  DisruptionsReply,
  FlightDisruption,
} from '@travel/contracts/disruptions';
import { checkoutPrice } from '@travel/contracts/flight-checkout';
import { addDays, isoDate } from '@travel/contracts/rules';
import type { DateChangeOptionsReply, DateChangeReply } from '@travel/contracts/trips';
import { queryRows } from '../../db/rows';
import type { AirSupplierName, SupplierOffer } from '../../suppliers/air';
import { SupplierError } from '../../suppliers/errors';
import { createTestApp, listenWithoutStartupJobs, memoryMailer, type TestApp } from '../../test/testApp';
import { pdfText } from '../documents/testing';
import { orderBody, orderOf, payWithCard, postOrder } from '../flight-checkout/testing';
import { DISRUPTION_MESSAGES } from './disruptions.service';

/**
 * What an answer to the airline's change leaves behind: the e-ticket downloaded from My Trips, the full refund
 * (a date change's payment too), the answer to an unclear supplier reply, and what TripJack lets the traveller do.
 */

const DAY = addDays(isoDate(), 9);
const flightKey = (flightNumber: string) => flightNumber.replace(/[\s-]+/g, '').toUpperCase();
const timeout = () => new SupplierError('The supplier did not answer in time.', 'timeout', false);

describe("the airline's change answered: the ticket, the refund, an unclear answer, TripJack", () => {
  let t: TestApp;
  const mailer = memoryMailer();
  let emails = 0;

  beforeAll(async () => {
    t = await createTestApp(
      { SUPPLIER_SANDBOX_LATENCY: 'false', SUPPLIER_CALL_TIMEOUT_MS: '2000', FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' },
      { mailer },
    );
    await listenWithoutStartupJobs(t);
  }, 120_000);
  afterAll(() => t.close());

  /** An offer of the supplier for one adult, and our flight it is for (the sandboxes sell our timetable). */
  async function supplierOffer(supplier: AirSupplierName, alsoSoldNextDay: boolean) {
    const ours = await t.app.flights.search({
      from: 'BOM',
      to: 'DEL',
      date: DAY,
      adults: 1,
      children: 0,
      cabin: 'economy',
      sort: 'cheapest',
      page: 1,
      pageSize: 50,
    });
    const search = (date: string) =>
      t.app.suppliers.air[supplier].search({
        slices: [{ from: 'BOM', to: 'DEL', date }],
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 'economy',
      });
    const offers: SupplierOffer[] = await search(DAY).catch(() => search(DAY));
    const nextDay = alsoSoldNextDay ? await search(addDays(DAY, 1)) : undefined;
    for (const offer of offers) {
      const segments = offer.slices[0].segments;
      if (nextDay && !nextDay.some((o) => o.slices[0].segments[0].flightNumber === segments[0].flightNumber)) continue;
      const flight = ours.legs[0].offers.find(
        (o) =>
          o.seatsLeft >= 1 &&
          segments.length === 1 &&
          flightKey(o.flightNumber) === flightKey(segments[0].flightNumber),
      );
      if (flight) return { flightId: flight.id, offer };
    }
    throw new Error(`no flight of ours that ${supplier} sells`);
  }

  /** A flight booked and paid with us at the supplier, and confirmed there. */
  async function booked(supplier: AirSupplierName = 'duffel', alsoSoldNextDay = false) {
    const email = `outcome${++emails}@example.test`;
    const { flightId, offer } = await supplierOffer(supplier, alsoSoldNextDay);
    const res = await postOrder(
      t.app,
      orderBody(flightId, {
        provider: { supplier, offerId: offer.id },
        expectedTotalMinor: checkoutPrice({
          standardFareMinor: 0,
          fare: 'Standard',
          adults: 1,
          children: 0,
          supplierFareMinor: offer.total.amountMinor,
        }).totalMinor,
        contact: { email, mobile: '9876543210' },
        passengers: [{ type: 'adult', title: 'Ms', firstName: 'Asha', lastName: 'Verma', dateOfBirth: '1990-04-02' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { order, accessToken } = orderOf(res);
    await payWithCard(t.app, order.reference, accessToken!);
    await t.app.jobs.runDue();
    const [row] = await queryRows<{ id: string }>(
      t.app.db,
      sql`SELECT id FROM flight_orders WHERE reference = ${order.reference}`,
    );
    const placed = await t.app.suppliers.orders.find('flight', row.id);
    expect(placed?.status).toBe('confirmed');
    return {
      reference: order.reference,
      token: accessToken!,
      email,
      orderId: row.id,
      totalMinor: order.price.totalMinor,
      supplierOrderId: placed!.supplier_order_id!,
    };
  }
  type Booking = Awaited<ReturnType<typeof booked>>;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { origin: t.config.publicUrl, ...headers }, ...(payload ? { payload } : {}) });
  const list = async (b: Booking) => {
    const res = await call('GET', `/api/trips/flight/${b.reference}/disruptions?token=${b.token}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as DisruptionsReply).disruptions;
  };
  const answer = (b: Booking, d: FlightDisruption, what: 'accept' | 'cancel') =>
    call('POST', `/api/trips/flight/${b.reference}/disruptions/${d.id}/${what}?token=${b.token}`);
  const choose = (b: Booking, d: FlightDisruption, alternativeId: string) =>
    call('POST', `/api/trips/flight/${b.reference}/disruptions/${d.id}/alternative?token=${b.token}`, {
      alternativeId,
    });
  /** The e-ticket as My Trips downloads it, as text. */
  const downloadedTicket = async (b: Booking) => {
    const res = await call('GET', `/api/trips/flight/${b.reference}/ticket.pdf?token=${b.token}`);
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };
  /** The Duffel sandbox changes the booking's flight, and the change is recorded. */
  async function changedAtDuffel(b: Booking, kind: 'retimed' | 'renumbered' | 'cancelled') {
    await (await t.app.suppliers.duffelSandbox!()).announceAirlineChange(b.supplierOrderId, kind);
    await t.app.disruptions.processDuffelEvents();
    const [d] = await list(b);
    return d;
  }
  const refundsLike = (pattern: string) =>
    queryRows<{ idempotency_key: string; amount_minor: number; payment_id: string }>(
      t.app.db,
      sql`SELECT idempotency_key, amount_minor::integer AS amount_minor, payment_id FROM refunds
          WHERE idempotency_key LIKE ${pattern} ORDER BY idempotency_key`,
    );

  it('the e-ticket downloaded from My Trips prints the new schedule once it is accepted, as the one mailed', async () => {
    const b = await booked();
    const d = await changedAtDuffel(b, 'retimed');
    const was = d.before[0].departingAt.slice(11, 16);
    const now = d.after[0].departingAt.slice(11, 16);
    expect(await downloadedTicket(b)).toContain(`${was} (local time)`);

    expect((await answer(b, d, 'accept')).statusCode).toBe(200);
    const downloaded = await downloadedTicket(b);
    expect(downloaded).toContain(`${now} (local time)`);
    expect(downloaded).not.toContain(`${was} (local time)`);
    // The same flight as the reissued ticket mailed.
    await t.app.mailOutbox.drain();
    const [reissued] = mailer.sent.filter((m) => m.to === b.email && m.subject.startsWith('Your new e-ticket'));
    const mailed = await pdfText(reissued.attachments![0].content);
    const flightOf = (text: string) =>
      text.match(/Flight .*? Departs: .*?\(local time\).*?Arrives: .*?\(local time\)/)?.[0];
    expect(flightOf(downloaded)).toBeDefined();
    expect(flightOf(downloaded)).toBe(flightOf(mailed));
  });

  it("an alternative whose confirmation timed out is looked up at Duffel on the next try, never sent twice; the ticket is the new flight's", async () => {
    const b = await booked('duffel', true);
    const d = await changedAtDuffel(b, 'cancelled');
    const offered = await call(
      'GET',
      `/api/trips/flight/${b.reference}/disruptions/${d.id}/alternatives?token=${b.token}`,
    );
    const [pick] = (offered.json() as DisruptionAlternativesReply).alternatives;
    expect(pick).toBeDefined();

    const duffel = t.app.suppliers.air.duffel;
    const confirm = duffel.confirmChange.bind(duffel);
    // The change reaches Duffel, but its answer never comes back (a time-out).
    const confirms = jest.spyOn(duffel, 'confirmChange').mockImplementationOnce(async (...args) => {
      await confirm(...args);
      throw timeout();
    });
    try {
      const unclear = await choose(b, d, pick.id);
      expect(unclear.statusCode).toBe(503);
      expect(unclear.json().message).toBe(DISRUPTION_MESSAGES.unclear);

      const again = await choose(b, d, pick.id);
      expect(again.statusCode).toBe(200);
      expect((again.json() as DisruptionReply).disruption).toMatchObject({ status: 'changed' });
      expect(confirms).toHaveBeenCalledTimes(1);
    } finally {
      confirms.mockRestore();
    }
    const atDuffel = await duffel.getOrder(b.supplierOrderId);
    expect(atDuffel.slices[0].segments[0].flightNumber).toBe(pick.slices[0].flightNumbers[0]);
    const downloaded = await downloadedTicket(b);
    expect(downloaded).toContain(pick.slices[0].flightNumbers[0]);
    expect(downloaded).toContain(`${pick.slices[0].departingAt.slice(11, 16)} (local time)`);
  });

  it('an unclear answer (a time-out) is a 503 that does not say nothing changed', async () => {
    const b = await booked();
    const d = await changedAtDuffel(b, 'retimed');
    const accepts = jest.spyOn(t.app.suppliers.air.duffel, 'acceptAirlineChange').mockRejectedValueOnce(timeout());
    try {
      const res = await answer(b, d, 'accept');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'We could not get a clear answer from the airline. Please try again in a few minutes: we check with the airline first, so nothing is done twice.',
      );
      expect(res.json().message).not.toContain('Nothing has changed');
    } finally {
      accepts.mockRestore();
    }
    expect((await answer(b, d, 'accept')).statusCode).toBe(200);
  });

  it("cancelling for a full refund pays back a date change's payment too, once however often asked", async () => {
    const b = await booked();
    // A date change paid for before the airline's change.
    const changeDay = addDays(DAY, 2);
    const options = await call(
      'GET',
      `/api/trips/flight/${b.reference}/date-change?date=${changeDay}&token=${b.token}`,
    );
    expect(options.statusCode).toBe(200);
    const option = (options.json() as DateChangeOptionsReply).options.find((o) => o.price.totalMinor > 0)!;
    expect(option).toBeDefined();
    const requested = await call(
      'POST',
      `/api/trips/flight/${b.reference}/date-change?token=${b.token}`,
      { flightId: option.flight.flightId, expectedTotalMinor: option.price.totalMinor },
      { 'idempotency-key': `outcome-change-${b.reference}` },
    );
    expect(requested.statusCode).toBe(200);
    const reply = requested.json() as DateChangeReply;
    if (reply.payment?.gateway !== 'sandbox') throw new Error('expected the sandbox');
    const paid = await t.app.inject({
      method: 'POST',
      url: reply.payment.redirectUrl,
      headers: { origin: t.config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: '4111 1111 1111 1111' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const [change] = await queryRows<{ id: string; status: string }>(
      t.app.db,
      sql`SELECT id::text AS id, status FROM flight_date_changes WHERE order_id = ${b.orderId}::uuid`,
    );
    expect(change.status).toBe('completed');

    const d = await changedAtDuffel(b, 'cancelled');
    const first = await answer(b, d, 'cancel');
    expect(first.statusCode).toBe(200);
    const again = await answer(b, d, 'cancel');
    expect(again.statusCode).toBe(200);
    const everything = b.totalMinor + option.price.totalMinor;
    expect((again.json() as DisruptionReply).disruption).toMatchObject({
      status: 'cancelled',
      refund: { amountMinor: everything, currency: 'INR' },
    });
    const refunds = await refundsLike(`airline-change:${d.id}%`);
    expect(refunds.map(({ idempotency_key, amount_minor }) => [idempotency_key, amount_minor])).toEqual([
      [`airline-change:${d.id}`, b.totalMinor],
      [`airline-change:${d.id}:date-change:${change.id}`, option.price.totalMinor],
    ]);
    expect(refunds[1].payment_id).not.toBe(refunds[0].payment_id);
  });

  it('TripJack offers no other flight: its change is answered by accepting or cancelling, never an empty list', async () => {
    const b = await booked('tripjack');
    await t.app.disruptions.pollTripjack();
    (await t.app.suppliers.tripjackSandbox!()).changeSchedule(b.supplierOrderId, 'retimed');
    await t.app.disruptions.pollTripjack();
    const [d] = await list(b);
    expect(d).toMatchObject({ supplier: 'TripJack', status: 'open', actions: ['accept', 'cancel'] });
    await t.app.mailOutbox.drain();
    const [notice] = mailer.sent.filter((m) => m.to === b.email && m.subject.startsWith('The airline has changed'));
    expect(notice.text).toContain('accept the new schedule');
    expect(notice.text).not.toContain('pick another flight');
  });
});
