import { sql } from 'drizzle-orm';
import { addDays, isoDate } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { signDuffelWebhook } from '../../suppliers/duffel/webhooks';
import { createTestApp, listenWithoutStartupJobs, type TestApp } from '../../test/testApp';

const SECRET = 'whsec_portal_test';

const eventsOf = (t: TestApp, eventId: string) =>
  queryRows<{ type: string; supplier_order_id: string | null }>(
    t.app.db,
    sql`SELECT type, supplier_order_id FROM supplier_events WHERE supplier = 'duffel' AND event_id = ${eventId}`,
  );

describe("Duffel's webhooks (POST /api/suppliers/duffel/webhooks)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DUFFEL_WEBHOOK_SECRET: SECRET, SUPPLIER_SANDBOX_LATENCY: 'false' });
  });
  afterAll(() => t.close());

  const deliver = (body: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/suppliers/duffel/webhooks',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-duffel-signature': signature } : {}) },
      payload: body,
    });

  const event = (id: string) =>
    JSON.stringify({
      id,
      api_version: 'v2',
      type: 'order.airline_initiated_change_detected',
      data: { object: { id: 'ord_0000AbCdEf', aic_id: 'aic_0000XyZ' } },
    });

  it('records a signed event once, however often it is delivered', async () => {
    const body = event('wev_once');

    const first = await deliver(body, signDuffelWebhook(body, SECRET));
    const again = await deliver(body, signDuffelWebhook(body, SECRET));

    expect([first.statusCode, again.statusCode]).toEqual([204, 204]);
    expect(await eventsOf(t, 'wev_once')).toEqual([
      { type: 'order.airline_initiated_change_detected', supplier_order_id: 'ord_0000AbCdEf' },
    ]);
  });

  it('refuses an event whose signature is missing, wrong, or over other bytes, and records nothing', async () => {
    const body = event('wev_forged');
    const tampered = body.replace('ord_0000AbCdEf', 'ord_someone_else');

    for (const answer of [
      await deliver(body, undefined),
      await deliver(body, signDuffelWebhook(body, 'not-the-secret')),
      await deliver(tampered, signDuffelWebhook(body, SECRET)),
      await deliver(body, signDuffelWebhook(body, SECRET, Math.floor(Date.now() / 1000) - 3600)),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ success: false, message: 'The webhook signature is not valid' });
    }
    expect(await eventsOf(t, 'wev_forged')).toEqual([]);
  });
});

describe('the Duffel sandbox announcing an airline change to a listening API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUPPLIER_SANDBOX_LATENCY: 'false' });
    await listenWithoutStartupJobs(t);
  });
  afterAll(() => t.close());

  it('reaches the webhook signed with the sandbox’s secret and is recorded for the order', async () => {
    const date = addDays(isoDate(), 20);
    await t.app.flights.timetable({ from: 'DEL', to: 'BOM', date });
    const duffel = t.app.suppliers.air.duffel;
    const [offer] = await duffel.search({
      slices: [{ from: 'DEL', to: 'BOM', date }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
    });
    const order = await duffel.createOrder({
      offerId: offer.id,
      type: 'instant',
      payment: offer.total,
      reference: 'TPWEBH',
      passengers: [
        {
          type: 'adult',
          title: 'mr',
          gender: 'm',
          givenName: 'Ravi',
          familyName: 'Iyer',
          bornOn: '1985-01-20',
          email: 'ravi@example.com',
          phone: '+919812345678',
        },
      ],
    });

    const sandbox = await t.app.suppliers.duffelSandbox!();
    await sandbox.announceAirlineChange(order.id, 'retimed');

    const recorded = await queryRows<{ type: string; payload: { data: { object: { aic_id: string } } } }>(
      t.app.db,
      sql`SELECT type, payload FROM supplier_events WHERE supplier_order_id = ${order.id}`,
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0].type).toBe('order.airline_initiated_change_detected');
    const [change] = await duffel.airlineChanges(order.id);
    expect(recorded[0].payload.data.object.aic_id).toBe(change.id);
  });
});
