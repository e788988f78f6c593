import { sql } from 'drizzle-orm';
import { signInStaffWithFactor } from '../accounts/testing';
import { queryRows } from '../../db/rows';
import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/testApp';
import { reserveRefund } from './refunds.service';
import { startFakeRazorpay } from '../../gateways/testing/fakeRazorpay';
import { startFakeStripe } from '../../gateways/testing/fakeStripe';
import { insertCancellationRequest, insertPaidBooking } from './testing/fixtures';
import { razorpaySignature } from '../../gateways/razorpay/signatures';
import { stripeSignatureHeader } from '../../gateways/stripe/signatures';

const ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_portal',
  RAZORPAY_KEY_SECRET: 'rzp_secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp_whsec',
  STRIPE_SECRET_KEY: 'sk_test_portal',
  STRIPE_WEBHOOK_SECRET: 'whsec_portal',
  REFUND_GATEWAY_ATTEMPTS: '3',
};

describe('refunds through Razorpay and Stripe (local servers speaking their APIs), and their webhooks', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    razorpay = await startFakeRazorpay({
      keyId: ENV.RAZORPAY_KEY_ID,
      keySecret: ENV.RAZORPAY_KEY_SECRET,
      // The gateway knows less was captured than our booking says, to see its refusal come through.
      payments: { pay_LIVE1: 800_000, pay_LIVE2: 100, pay_LIVE3: 800_000, pay_LIVE4: 800_000 },
    });
    stripe = await startFakeStripe({ secretKey: ENV.STRIPE_SECRET_KEY, payments: { pi_LIVE1: 600_000 } });
    t = await createTestApp({ ...ENV, RAZORPAY_BASE_URL: razorpay.url, STRIPE_BASE_URL: stripe.url });
    const session = await signInStaffWithFactor(t.app, { role: 'admin' });
    admin = session.cookie;
    adminId = session.user.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await razorpay.close();
    await stripe.close();
  });

  async function refundable(paymentReference: string, gateway: 'razorpay' | 'stripe', amountPaidMinor = 800_000) {
    const bookingId = await insertPaidBooking(t.app.db, { paymentReference, amountPaidMinor, gateway });
    return insertCancellationRequest(t.app.db, { bookingId, netRefund: 1000, status: 'approved' });
  }
  const initiate = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/refunds/initiate', headers: { cookie: admin }, payload: body });
  const history = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/refunds/history', headers: { cookie: admin } })).json().data;

  it('refunds through Razorpay, retrying a 500 without refunding twice', async () => {
    const cancellationId = await refundable('pay_LIVE1', 'razorpay');
    razorpay.faults.failNext = 1;
    const res = await initiate({
      paymentId: 'pay_LIVE1',
      cancellationId,
      amountMinor: 250_000,
      currency: 'INR',
      reason: 'customer_request',
      gateway: 'razorpay',
    });
    expect(res.statusCode).toBe(200);
    expect(razorpay.refunds).toHaveLength(1);
    expect(razorpay.refunds[0]).toMatchObject({ amount: 250_000, payment_id: 'pay_LIVE1' });
    const attempts = razorpay.requests.filter((r) => r.method === 'POST');
    expect(attempts).toHaveLength(2);
    expect(attempts[1].headers['x-refund-idempotency']).toBe(res.json().refundId);
    expect(res.json().refund).toMatchObject({
      mode: 'live',
      status: 'pending',
      gatewayRefundId: razorpay.refunds[0].id,
    });
  });

  it("shows Razorpay's refusal as the error and keeps the refund as failed", async () => {
    const cancellationId = await refundable('pay_LIVE2', 'razorpay');
    const res = await initiate({
      paymentId: 'pay_LIVE2',
      cancellationId,
      amountMinor: 5000,
      currency: 'INR',
      reason: 'other',
      gateway: 'razorpay',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      message: 'Razorpay: The refund amount provided is greater than amount captured',
    });
    expect((await history())[0]).toMatchObject({ paymentId: 'pay_LIVE2', status: 'failed' });
  });

  it('refunds through Stripe and reads the status back from Stripe', async () => {
    const cancellationId = await refundable('pi_LIVE1', 'stripe');
    const res = await initiate({
      paymentId: 'pi_LIVE1',
      cancellationId,
      amountMinor: 99_999,
      currency: 'INR',
      reason: 'fraudulent',
      gateway: 'stripe',
    });
    expect(res.statusCode).toBe(200);
    expect(stripe.refunds[0]).toMatchObject({ amount: 99_999, reason: 'fraudulent', payment_intent: 'pi_LIVE1' });
    stripe.setStatus(stripe.refunds[0].id, 'requires_action');
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/refunds/${res.json().refundId}`,
      headers: { cookie: admin },
    });
    expect(one.json().refund.status).toBe('requires_action');
  });

  it('sends a refund that was recorded but never reached Razorpay (the process stopped in between)', async () => {
    const cancellationId = await refundable('pay_LIVE3', 'razorpay', 800_000);
    const service = t.app.refunds;
    const reservation = await t.app.db.transaction((tx) =>
      reserveRefund(tx as unknown as Db, service.gateways, {
        paymentId: 'pay_LIVE3',
        amountMinor: 40_000,
        currency: 'INR',
        reason: 'order_cancelled',
        cancellationId,
        gateway: 'razorpay',
        initiatedBy: adminId,
      }),
    );
    expect(razorpay.refunds.filter((r) => r.payment_id === 'pay_LIVE3')).toHaveLength(0);
    expect(await service.reconcileUnconfirmed(0)).toBe(1);
    expect(await service.reconcileUnconfirmed(0)).toBe(0);
    const sent = razorpay.refunds.filter((r) => r.payment_id === 'pay_LIVE3');
    expect(sent).toHaveLength(1);
    expect((await history()).find((r: { id: string }) => r.id === reservation.refund.id)).toMatchObject({
      gatewayRefundId: sent[0].id,
      status: 'pending',
    });
  });

  it('checks each gateway connection for real', async () => {
    const rzp = await t.app.inject({
      method: 'GET',
      url: '/api/refunds/gateways/razorpay/status',
      headers: { cookie: admin },
    });
    expect(rzp.json()).toMatchObject({ mode: 'live', connected: true, message: 'Connected to Razorpay' });
    const str = await t.app.inject({
      method: 'GET',
      url: '/api/refunds/gateways/stripe/status',
      headers: { cookie: admin },
    });
    expect(str.json()).toMatchObject({ mode: 'live', connected: true, message: 'Connected to Stripe' });
    expect(stripe.requests.some((r) => r.path === '/v1/balance')).toBe(true);
  });

  describe('Razorpay webhook', () => {
    const send = (body: string, signature: string, eventId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/refunds/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });

    it('applies a signed refund.processed once, ignores its redelivery, and refuses a bad signature', async () => {
      const gatewayRefundId = razorpay.refunds[0].id;
      const body = JSON.stringify({
        entity: 'event',
        event: 'refund.processed',
        payload: { refund: { entity: { id: gatewayRefundId, status: 'processed', amount: 250_000 } } },
      });
      const forged = await send(body, razorpaySignature('wrong-secret', body), 'evt_rzp_1');
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe('Invalid webhook signature');
      // Same bytes re-serialised differently would not match: the signature covers the raw body.
      const reformatted = await send(
        JSON.stringify(JSON.parse(body), null, 2),
        razorpaySignature(ENV.RAZORPAY_WEBHOOK_SECRET, body),
        'evt_rzp_1',
      );
      expect(reformatted.statusCode).toBe(401);

      const first = await send(body, razorpaySignature(ENV.RAZORPAY_WEBHOOK_SECRET, body), 'evt_rzp_1');
      expect(first.json()).toEqual({ success: true, duplicate: false, updated: true });
      const again = await send(body, razorpaySignature(ENV.RAZORPAY_WEBHOOK_SECRET, body), 'evt_rzp_1');
      expect(again.json()).toEqual({ success: true, duplicate: true, updated: false });
      expect(
        (await history()).find((r: { gatewayRefundId: string }) => r.gatewayRefundId === gatewayRefundId).status,
      ).toBe('processed');
    });

    it('does not move a processed refund back to pending on a late event', async () => {
      const gatewayRefundId = razorpay.refunds[0].id;
      const body = JSON.stringify({
        event: 'refund.created',
        payload: { refund: { entity: { id: gatewayRefundId, status: 'pending' } } },
      });
      const res = await send(body, razorpaySignature(ENV.RAZORPAY_WEBHOOK_SECRET, body), 'evt_rzp_2');
      expect(res.json()).toEqual({ success: true, duplicate: false, updated: false });
    });

    it('knows an event by what is signed: a captured body replayed under a new x-razorpay-event-id does nothing', async () => {
      const cancellationId = await refundable('pay_LIVE4', 'razorpay');
      const made = await initiate({
        paymentId: 'pay_LIVE4',
        cancellationId,
        amountMinor: 1000,
        currency: 'INR',
        reason: 'other',
        gateway: 'razorpay',
      });
      const gatewayRefundId = made.json().refund.gatewayRefundId;
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_portal',
        event: 'refund.failed',
        contains: ['refund'],
        payload: { refund: { entity: { id: gatewayRefundId, status: 'failed', amount: 1000 } } },
        created_at: 1_763_800_000,
      });
      const signature = razorpaySignature(ENV.RAZORPAY_WEBHOOK_SECRET, body);
      expect((await send(body, signature, 'evt_first')).json()).toEqual({
        success: true,
        duplicate: false,
        updated: true,
      });
      for (const eventId of ['evt_replayed_1', 'evt_replayed_2']) {
        expect((await send(body, signature, eventId)).json()).toEqual({
          success: true,
          duplicate: true,
          updated: false,
        });
      }
      const stored = await queryRows<{ n: number | string }>(
        t.app.db,
        sql`SELECT count(*) AS n FROM refund_webhook_events WHERE gateway = 'razorpay' AND event_id LIKE ${`%${gatewayRefundId}%`}`,
      );
      expect(Number(stored[0].n)).toBe(1);
    });
  });

  describe('Stripe webhook', () => {
    const send = (body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/refunds/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });

    it('verifies Stripe-Signature (timestamped HMAC-SHA256) and dedupes by event id', async () => {
      const gatewayRefundId = stripe.refunds[0].id;
      const body = JSON.stringify({
        id: 'evt_stripe_1',
        type: 'refund.updated',
        data: { object: { object: 'refund', id: gatewayRefundId, status: 'succeeded' } },
      });
      expect((await send(body, stripeSignatureHeader('whsec_other', body))).statusCode).toBe(401);
      const stale = stripeSignatureHeader(ENV.STRIPE_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000) - 3600);
      expect((await send(body, stale)).statusCode).toBe(401);
      const first = await send(body, stripeSignatureHeader(ENV.STRIPE_WEBHOOK_SECRET, body));
      expect(first.json()).toEqual({ success: true, duplicate: false, updated: true });
      const again = await send(body, stripeSignatureHeader(ENV.STRIPE_WEBHOOK_SECRET, body));
      expect(again.json()).toEqual({ success: true, duplicate: true, updated: false });
      expect(
        (await history()).find((r: { gatewayRefundId: string }) => r.gatewayRefundId === gatewayRefundId).status,
      ).toBe('processed');
    });

    it('accepts an event signed with either secret while the secret is rolled (several v1 values)', async () => {
      const body = JSON.stringify({ id: 'evt_stripe_rolled', type: 'balance.available', data: { object: {} } });
      const timestamp = Math.floor(Date.now() / 1000);
      const v1 = (secret: string) => stripeSignatureHeader(secret, body, timestamp).split(',')[1];
      const currentFirst = await send(body, `t=${timestamp},${v1(ENV.STRIPE_WEBHOOK_SECRET)},${v1('whsec_next')}`);
      expect(currentFirst.statusCode).toBe(200);
      expect(currentFirst.json()).toEqual({ success: true, duplicate: false, updated: false });
      const currentLast = await send(body, `t=${timestamp},${v1('whsec_next')},${v1(ENV.STRIPE_WEBHOOK_SECRET)}`);
      expect(currentLast.json()).toEqual({ success: true, duplicate: true, updated: false });
      const neither = await send(body, `t=${timestamp},${v1('whsec_a')},${v1('whsec_b')}`);
      expect(neither.statusCode).toBe(401);
    });
  });
});
