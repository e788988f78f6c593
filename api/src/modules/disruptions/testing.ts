import { sql } from 'drizzle-orm';
import { checkoutPrice } from '@travel/contracts/flight-checkout';
import { addDays, isoDate } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import type { AirSupplierName, SupplierOffer } from '../../suppliers/air';
import { createTestApp, listenWithoutStartupJobs, type TestApp } from '../../test/testApp';
import { orderBody, orderOf, payWithCard, postOrder } from '../flight-checkout/testing';

/**
 * What the disruptions suites share (disruptions.test.ts, disruptions.staff.test.ts): an API whose sandbox
 * suppliers answer at once, a flight booked and paid with us at a supplier and confirmed there, and the Duffel
 * sandbox's airline change of it.
 */

/** The day the flights are booked for. */
export const DAY = addDays(isoDate(), 9);
const flightKey = (flightNumber: string) => flightNumber.replace(/[\s-]+/g, '').toUpperCase();

/** The test API the disruptions suites run on, listening: the Duffel sandbox delivers its signed webhook to it. */
export async function disruptionsTestApp(options: Parameters<typeof createTestApp>[1] = {}): Promise<TestApp> {
  const t = await createTestApp(
    { SUPPLIER_SANDBOX_LATENCY: 'false', SUPPLIER_CALL_TIMEOUT_MS: '2000', FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' },
    options,
  );
  await listenWithoutStartupJobs(t);
  return t;
}

export type DisruptionBooking = Awaited<ReturnType<ReturnType<typeof disruptionsTesting>['booked']>>;

/** The helpers, on the suite's app (read when called: the suite creates it in beforeAll). */
export function disruptionsTesting(getApp: () => TestApp, emailPrefix = 'traveller') {
  const app = () => getApp().app;
  let emails = 0;

  /** An offer of the supplier for one adult, and our flight it is for (the sandboxes sell our timetable). */
  async function supplierOffer(
    supplier: AirSupplierName,
    alsoSoldNextDay = false,
  ): Promise<{ flightId: string; offer: SupplierOffer }> {
    const ours = await app().flights.search({
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
    const search = () =>
      app().suppliers.air[supplier].search({
        slices: [{ from: 'BOM', to: 'DEL', date: DAY }],
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 'economy',
      });
    const offers = await search().catch(() => search());
    // The same flight the next day (what the sandbox offers instead of it), when asked for.
    const nextDay = alsoSoldNextDay
      ? await app().suppliers.air[supplier].search({
          slices: [{ from: 'BOM', to: 'DEL', date: addDays(DAY, 1) }],
          adults: 1,
          children: 0,
          infants: 0,
          cabin: 'economy',
        })
      : undefined;
    const soldNextDay = (flightNumber: string) =>
      !nextDay || nextDay.some((o) => o.slices[0].segments[0].flightNumber === flightNumber);
    for (const offer of offers) {
      if (!soldNextDay(offer.slices[0].segments[0].flightNumber)) continue;
      const segments = offer.slices[0].segments;
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

  /** A flight booked and paid with us at the supplier, and confirmed there (its placing job run). */
  async function booked(supplier: AirSupplierName = 'duffel', alsoSoldNextDay = false) {
    const email = `${emailPrefix}${++emails}@example.test`;
    const { flightId, offer } = await supplierOffer(supplier, alsoSoldNextDay);
    const res = await postOrder(
      app(),
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
    await payWithCard(app(), order.reference, accessToken!);
    await app().jobs.runDue();
    const [row] = await queryRows<{ id: string }>(
      app().db,
      sql`SELECT id FROM flight_orders WHERE reference = ${order.reference}`,
    );
    const placed = await app().suppliers.orders.find('flight', row.id);
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

  /** The Duffel sandbox changes the booking's flight and sends its signed webhook; answers the change's id. */
  async function duffelChange(b: DisruptionBooking, kind: 'retimed' | 'renumbered' | 'cancelled') {
    const sandbox = await app().suppliers.duffelSandbox!();
    return sandbox.announceAirlineChange(b.supplierOrderId, kind);
  }

  return { supplierOffer, booked, duffelChange };
}
