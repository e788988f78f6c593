import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { AirSupplier, SupplierPassenger } from '../../suppliers/air';
import { testTimetable as timetable } from '../../suppliers/testing/timetable';
import { duffelAir } from '../../suppliers/duffel/air';
import { startDuffelSandbox, type DuffelSandbox } from '../../suppliers/duffel/sandbox';
import { tripjackAir } from '../../suppliers/tripjack/air';
import { startTripjackSandbox } from '../../suppliers/tripjack/sandbox';
import { databaseReferenceStore } from '../suppliers/referenceStore';
import { supplierOrders, type SupplierOrderRow, type SupplierOrders } from './supplier-order';

const TOKEN = 'sandbox-token';
const DATE = '2027-03-15';

const passenger: SupplierPassenger = {
  type: 'adult',
  title: 'ms',
  gender: 'f',
  givenName: 'Asha',
  familyName: 'Rao',
  bornOn: '1990-04-02',
  email: 'asha@example.com',
  phone: '+919876543210',
};

// A paid order is placed at its supplier exactly once, whatever the supplier answers and whenever we die.
describe('an order placed at the supplier after payment', () => {
  let t: TestApp;
  let dir: string;
  let sandbox: DuffelSandbox;
  let duffel: AirSupplier;
  let orders: SupplierOrders;
  const refunded: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(os.tmpdir(), 'supplier-order-'));
    sandbox = await startDuffelSandbox({
      timetable,
      stateFile: path.join(dir, 'duffel.json'),
      accessToken: TOKEN,
      latencyMs: { min: 0, max: 0 },
      faults: { error: 0, timeout: 0, price_change: 0, sold_out: 0, malformed: 0 },
    });
    // A short deadline, so a sandbox that never answers costs the test half a second.
    duffel = duffelAir({ accessToken: TOKEN, baseUrl: sandbox.url, callTimeoutMs: 500 });
    orders = supplierOrders({
      db: t.app.db,
      jobs: t.app.jobs,
      suppliers: { duffel, tripjack: duffel },
      refundRefused: async (order) => void refunded.push(order.order_id),
      log: t.app.log,
    });
  });
  afterAll(async () => {
    await sandbox.close();
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A fresh offer of the sandbox's and our paid order for it, recorded for placing. */
  async function paidOrder() {
    const [offer] = await duffel.search({
      slices: [{ from: 'DEL', to: 'BOM', date: DATE }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
    });
    const orderId = randomUUID();
    await t.app.db.transaction((tx) =>
      orders.request(tx, {
        orderKind: 'flight',
        orderId,
        reference: `TP${orderId.slice(0, 6).toUpperCase()}`,
        supplier: 'duffel',
        offerId: offer.id,
        amount: offer.total,
        passengers: [passenger],
      }),
    );
    return { orderId, offer };
  }

  /** How many orders the sandbox holds with our reference: what it booked. */
  const supplierOrdersFor = async (reference: string) => {
    const state = JSON.parse(await readFile(path.join(dir, 'duffel.json'), 'utf8')) as {
      orders: Record<string, { order: { metadata?: { reference?: string } } }>;
    };
    return Object.values(state.orders).filter((stored) => stored.order.metadata?.reference === reference).length;
  };

  it('is made once, with the airline’s booking reference and tickets, however often it is asked for', async () => {
    const { orderId } = await paidOrder();

    await t.app.jobs.runDue();
    const placed = (await orders.place('flight', orderId))!;

    expect(placed).toMatchObject({ status: 'confirmed', attempts: 1 });
    expect(placed.booking_reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(placed.ticket_numbers.length).toBe(1);
    const [{ count }] = await queryRows<{ count: number }>(
      t.app.db,
      sql`SELECT count(*)::int AS count FROM supplier_orders WHERE order_id = ${orderId}::uuid`,
    );
    expect(count).toBe(1);
  });

  it('after a time-out at the supplier, looks the order up and never sends a second one', async () => {
    const { orderId } = await paidOrder();
    sandbox.forceNext('timeout', '/air/orders');

    await expect(orders.place('flight', orderId)).rejects.toThrow(/did not answer in time/);
    const unclear = (await orders.find('flight', orderId))!;
    expect(unclear).toMatchObject({ status: 'pending', attempts: 1 });
    expect(unclear.last_error).toMatch(/did not answer in time/);
    expect(await orders.pending()).toEqual(expect.arrayContaining([expect.objectContaining({ order_id: orderId })]));

    const placed = (await orders.place('flight', orderId))!;

    expect(placed).toMatchObject({ status: 'confirmed', attempts: 2 });
    // The supplier made it on the first try; the second found it. Ordering again would have been refused
    // (offer_request_already_booked) and refunded the traveller for a flight they hold.
    expect(await supplierOrdersFor(placed.reference)).toBe(1);
    expect(refunded).not.toContain(orderId);
  });

  it('when our process died mid-try, the next one finds what the supplier made', async () => {
    const { orderId, offer } = await paidOrder();
    const row = (await orders.find('flight', orderId))!;
    // The dead process had claimed a try and reached the supplier, then nothing more.
    await duffel.createOrder({
      offerId: offer.id,
      type: 'instant',
      passengers: [passenger],
      payment: offer.total,
      reference: row.reference,
    });
    await t.app.db.execute(
      sql`UPDATE supplier_orders SET attempts = 1, claimed_until = now() - interval '1 second' WHERE id = ${row.id}`,
    );

    const placed = (await orders.place('flight', orderId))!;

    expect(placed).toMatchObject({ status: 'confirmed', attempts: 2 });
    expect(placed.supplier_order_id).toMatch(/^ord_/);
  });

  it('a refusal after payment refunds the traveller exactly once', async () => {
    const { orderId } = await paidOrder();
    sandbox.forceNext('sold_out', '/air/orders');

    const refused = (await orders.place('flight', orderId))!;
    await orders.place('flight', orderId);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    expect(refused.status).toBe('refused');
    expect(refused.last_error).toBeTruthy();
    expect(refunded.filter((id) => id === orderId)).toHaveLength(1);
  });

  it('two tries at once make one order: the second waits for the first', async () => {
    const { orderId } = await paidOrder();

    const [first, second] = await Promise.all([orders.place('flight', orderId), orders.place('flight', orderId)]);

    const states = [first, second].map((row: SupplierOrderRow | undefined) => row?.status);
    expect(states).toContain('confirmed');
    const final = (await orders.find('flight', orderId))!;
    expect(final).toMatchObject({ status: 'confirmed', attempts: 1 });
  });

  it('at TripJack, whose bookings carry no reference of ours, a restarted API still finds the booking it sent', async () => {
    const tripjackSandbox = await startTripjackSandbox({
      timetable,
      stateFile: path.join(dir, 'tripjack.json'),
      apiKey: TOKEN,
      latencyMs: { min: 0, max: 0 },
      faults: { error: 0, timeout: 0, price_change: 0, sold_out: 0, malformed: 0, failed_200: 0 },
    });
    const tripjackFor = () =>
      tripjackAir({
        apiKey: TOKEN,
        baseUrl: tripjackSandbox.url,
        callTimeoutMs: 500,
        references: databaseReferenceStore(t.app.db, 'tripjack'),
      });
    const ordersWith = (tripjack: AirSupplier) =>
      supplierOrders({
        db: t.app.db,
        jobs: t.app.jobs,
        suppliers: { duffel, tripjack },
        refundRefused: async (order) => void refunded.push(order.order_id),
        log: t.app.log,
      });
    try {
      const before = tripjackFor();
      const [offer] = await before.search({
        slices: [{ from: 'DEL', to: 'BOM', date: DATE }],
        adults: 1,
        children: 0,
        infants: 0,
        cabin: 'economy',
      });
      const orderId = randomUUID();
      await t.app.db.transaction((tx) =>
        ordersWith(before).request(tx, {
          orderKind: 'flight',
          orderId,
          reference: `TJ${orderId.slice(0, 6).toUpperCase()}`,
          supplier: 'tripjack',
          offerId: offer.id,
          amount: offer.total,
          passengers: [passenger],
        }),
      );
      tripjackSandbox.forceNext('timeout', '/oms/v1/air/book');
      await expect(ordersWith(before).place('flight', orderId)).rejects.toThrow();

      // A new process: nothing of the first one's memory, only the database.
      const placed = (await ordersWith(tripjackFor()).place('flight', orderId))!;

      expect(placed).toMatchObject({ status: 'confirmed', attempts: 2 });
      expect(placed.booking_reference).toBeTruthy();
      expect(tripjackSandbox.bookingCount()).toBe(1);
    } finally {
      await tripjackSandbox.close();
    }
  });
});
