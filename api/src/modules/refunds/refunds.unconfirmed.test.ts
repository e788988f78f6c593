import { sql } from 'drizzle-orm';
import { signInStaffWithFactor } from '../accounts/testing';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { FaultPlan } from '../../gateways/testing/fakeGatewayServer';
import { startFakeRazorpay } from '../../gateways/testing/fakeRazorpay';
import { startFakeStripe } from '../../gateways/testing/fakeStripe';
import { insertCancellationRequest, insertPaidBooking } from './testing/fixtures';
import { razorpaySignature } from '../../gateways/razorpay/signatures';

const ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_portal',
  RAZORPAY_KEY_SECRET: 'rzp_secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp_whsec',
  STRIPE_SECRET_KEY: 'sk_test_portal',
  REFUND_GATEWAY_ATTEMPTS: '2',
  REFUND_GATEWAY_TIMEOUT_MS: '1000',
};
const PAID = 1_845_000; // ₹18,450

/**
 * Issue #11: a gateway that accepted a refund and then answered 503, or never answered, left the refund
 * failed, so staff refunded again (₹29,420 paid back on a ₹18,450 payment). An unclear answer now keeps the
 * refund pending and counted until the gateway is asked again.
 */
describe('refunds whose gateway gave no clear answer', () => {
  let t: TestApp;
  let admin: string;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    razorpay = await startFakeRazorpay({
      keyId: ENV.RAZORPAY_KEY_ID,
      keySecret: ENV.RAZORPAY_KEY_SECRET,
      payments: {
        pay_U503: PAID,
        pay_UHANG: PAID,
        pay_UDOWN: PAID,
        pay_REPLAY: PAID,
        pay_UHOOK: PAID,
        pay_UNOID: PAID,
      },
    });
    stripe = await startFakeStripe({
      secretKey: ENV.STRIPE_SECRET_KEY,
      payments: { pi_U503: PAID, pi_UHANG: PAID, pi_UNOID: PAID },
    });
    t = await createTestApp({ ...ENV, RAZORPAY_BASE_URL: razorpay.url, STRIPE_BASE_URL: stripe.url });
    admin = (await signInStaffWithFactor(t.app, { role: 'admin' })).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await razorpay.close();
    await stripe.close();
  });

  const initiate = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/refunds/initiate',
      headers: { cookie: admin, ...headers },
      payload: body,
    });
  const readBack = async (refundId: string, by: 'history' | 'refund') => {
    if (by === 'refund') {
      return (await t.app.inject({ method: 'GET', url: `/api/refunds/${refundId}`, headers: { cookie: admin } })).json()
        .refund;
    }
    const history = await t.app.inject({ method: 'GET', url: '/api/refunds/history', headers: { cookie: admin } });
    return history.json().data.find((r: { id: string }) => r.id === refundId);
  };
  /** The refunds a fake gateway holds for one payment. */
  const refundsAt = (gateway: 'razorpay' | 'stripe', paymentId: string) =>
    (
      (gateway === 'razorpay' ? razorpay : stripe).refunds as {
        id: string;
        payment_id?: string;
        payment_intent?: string | null;
      }[]
    ).filter((r) => (r.payment_id ?? r.payment_intent) === paymentId);

  it.each([
    { gateway: 'razorpay', paymentId: 'pay_U503', fault: 'acceptThenFail', made: true, by: 'history' },
    { gateway: 'razorpay', paymentId: 'pay_UHANG', fault: 'acceptThenHang', made: true, by: 'refund' },
    { gateway: 'razorpay', paymentId: 'pay_UDOWN', fault: 'failNext', made: false, by: 'history' },
    { gateway: 'stripe', paymentId: 'pi_U503', fault: 'acceptThenFail', made: true, by: 'refund' },
    { gateway: 'stripe', paymentId: 'pi_UHANG', fault: 'acceptThenHang', made: true, by: 'history' },
  ] as const)(
    '$gateway, $fault: stays pending and counted, refuses a second refund, and is settled on a $by read',
    async ({ gateway, paymentId, fault, made, by }) => {
      const fake = gateway === 'razorpay' ? razorpay : stripe;
      const atGateway = () => refundsAt(gateway, paymentId);
      const bookingId = await insertPaidBooking(t.app.db, {
        paymentReference: paymentId,
        amountPaidMinor: PAID,
        gateway,
      });
      const first = await insertCancellationRequest(t.app.db, { bookingId, netRefund: 1_471_000, status: 'approved' });
      const second = await insertCancellationRequest(t.app.db, { bookingId, netRefund: 1_471_000, status: 'approved' });
      (fake.faults as FaultPlan)[fault] = 99;

      const body = {
        paymentId,
        cancellationId: first,
        amountMinor: 1_471_000,
        currency: 'INR',
        reason: 'order_cancelled',
        gateway,
      };
      const res = await initiate(body);
      expect(res.statusCode).toBe(200);
      const refundId: string = res.json().refundId;
      expect(res.json().refund).toMatchObject({ status: 'pending', unconfirmed: true, gatewayRefundId: null });
      expect(res.json().message).toMatch(/has not confirmed it yet, so it stays pending until it does$/);
      expect(atGateway()).toHaveLength(made ? 1 : 0);

      const again = await initiate({ ...body, amountMinor: 1_400_000 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`Cancellation ${first} already has refund ${refundId}.`);
      const onTop = await initiate({ ...body, cancellationId: second });
      expect(onTop.statusCode).toBe(400);
      expect(onTop.json().message).toBe(
        'The amount is more than what remains refundable for this payment (₹3,740.00).',
      );

      (fake.faults as FaultPlan)[fault] = 0;
      if (made && gateway === 'razorpay') razorpay.setStatus(atGateway()[0].id, 'processed');
      if (made && gateway === 'stripe') stripe.setStatus(atGateway()[0].id, 'succeeded');
      const settled = await readBack(refundId, by);
      expect(atGateway()).toHaveLength(1);
      expect(settled).toMatchObject({
        id: refundId,
        status: made ? 'processed' : 'pending',
        unconfirmed: false,
        gatewayRefundId: atGateway()[0].id,
      });
      // Nothing is sent twice afterwards either.
      await readBack(refundId, 'history');
      await readBack(refundId, 'refund');
      expect(atGateway()).toHaveLength(1);
    },
    20_000,
  );

  it.each(['razorpay', 'stripe'] as const)(
    '%s answering 200 without the refund id on every try: stays pending and unconfirmed, then settled with that refund',
    async (gateway) => {
      const paymentId = gateway === 'razorpay' ? 'pay_UNOID' : 'pi_UNOID';
      const bookingId = await insertPaidBooking(t.app.db, {
        paymentReference: paymentId,
        amountPaidMinor: PAID,
        gateway,
      });
      const cancellationId = await insertCancellationRequest(t.app.db, {
        bookingId,
        netRefund: 1_471_000,
        status: 'approved',
      });
      (gateway === 'razorpay' ? razorpay : stripe).faults.acceptThenMalformed = ['no id', 'no id'];

      const res = await initiate({
        paymentId,
        cancellationId,
        amountMinor: 1_471_000,
        currency: 'INR',
        reason: 'order_cancelled',
        gateway,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().refund).toMatchObject({ status: 'pending', unconfirmed: true, gatewayRefundId: null });
      expect(res.json().message).toMatch(/has not confirmed it yet, so it stays pending until it does$/);

      const settled = await readBack(res.json().refundId, 'refund');
      expect(refundsAt(gateway, paymentId)).toHaveLength(1);
      expect(settled).toMatchObject({ unconfirmed: false, gatewayRefundId: refundsAt(gateway, paymentId)[0].id });
    },
    20_000,
  );

  it('settles an unconfirmed refund when the same request is sent again (same Idempotency-Key)', async () => {
    const bookingId = await insertPaidBooking(t.app.db, {
      paymentReference: 'pay_REPLAY',
      amountPaidMinor: PAID,
      gateway: 'razorpay',
    });
    const cancellationId = await insertCancellationRequest(t.app.db, {
      bookingId,
      netRefund: 1000,
      status: 'approved',
    });
    razorpay.faults.failNext = 99;
    const body = {
      paymentId: 'pay_REPLAY',
      cancellationId,
      amountMinor: 1000,
      currency: 'INR',
      reason: 'order_cancelled',
      gateway: 'razorpay',
    };
    const first = await initiate(body, { 'idempotency-key': 'click-1' });
    expect(first.json().refund).toMatchObject({ status: 'pending', unconfirmed: true });
    razorpay.faults.failNext = 0;
    const replay = await initiate(body, { 'idempotency-key': 'click-1' });
    expect(replay.statusCode).toBe(200);
    const made = razorpay.refunds.filter((r) => r.payment_id === 'pay_REPLAY');
    expect(made).toHaveLength(1);
    expect(made[0].receipt).toBe(first.json().refundId);
    expect(replay.json()).toMatchObject({
      refundId: first.json().refundId,
      replayed: true,
      refund: { status: 'pending', unconfirmed: false, gatewayRefundId: made[0].id },
    });
  });

  it("is settled by the gateway's webhook, which names our refund id as the receipt", async () => {
    const bookingId = await insertPaidBooking(t.app.db, {
      paymentReference: 'pay_UHOOK',
      amountPaidMinor: PAID,
      gateway: 'razorpay',
    });
    const cancellationId = await insertCancellationRequest(t.app.db, {
      bookingId,
      netRefund: 1000,
      status: 'approved',
    });
    razorpay.faults.acceptThenFail = 99;
    const res = await initiate({
      paymentId: 'pay_UHOOK',
      cancellationId,
      amountMinor: 1000,
      currency: 'INR',
      reason: 'order_cancelled',
      gateway: 'razorpay',
    });
    razorpay.faults.acceptThenFail = 0;
    const refundId: string = res.json().refundId;
    const [made] = razorpay.refunds.filter((r) => r.payment_id === 'pay_UHOOK');
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: { refund: { entity: { ...made, status: 'processed' } } },
      created_at: made.created_at,
    });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/refunds/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpaySignature(ENV.RAZORPAY_WEBHOOK_SECRET, body),
      },
      payload: body,
    });
    expect(hook.json()).toEqual({ success: true, duplicate: false, updated: true });
    const rows = await queryRows(
      t.app.db,
      sql`SELECT status, gateway_refund_id AS "gatewayRefundId", unconfirmed_since AS "unconfirmedSince" FROM refunds WHERE id = ${refundId}`,
    );
    expect(rows).toEqual([{ status: 'processed', gatewayRefundId: made.id, unconfirmedSince: null }]);
  });
});
