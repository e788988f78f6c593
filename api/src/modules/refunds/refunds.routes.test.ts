import { sql } from 'drizzle-orm';
import { createUserSession, signInStaffWithFactor } from '../accounts/testing';
import { queryRows } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/testApp';
import { insertCancellationRequest, insertPaidBooking } from './testing/fixtures';

const ADMIN_ROUTES = [
  { method: 'POST' as const, url: '/api/refunds/initiate' },
  { method: 'GET' as const, url: '/api/refunds/history' },
  { method: 'GET' as const, url: '/api/refunds/gateways/razorpay/status' },
  { method: 'GET' as const, url: '/api/refunds/rf_123' },
];

describe('refunds API (sandbox gateway, no keys set)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    // Long enough that the reads below come before the settlement on a loaded machine.
    t = await createTestApp({ SANDBOX_REFUND_SETTLE_MS: '2000' });
    admin = (await signInStaffWithFactor(t.app, { role: 'admin' })).cookie;
    customer = (await createUserSession(t.app, { role: 'customer' })).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const initiate = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/refunds/initiate',
      headers: { cookie: admin, ...headers },
      payload: body,
    });

  async function paidBooking(
    amountPaidMinor: number,
    gateway: 'razorpay' | 'stripe' | 'sandbox' = 'razorpay',
    decision: { cancellation?: 'pending' | 'approved' | 'rejected'; booking?: 'confirmed' | 'cancelled' } = {},
  ) {
    const paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`;
    const bookingId = await insertPaidBooking(t.app.db, {
      paymentReference: paymentId,
      amountPaidMinor,
      gateway,
      status: decision.booking,
    });
    const cancellationId = await insertCancellationRequest(t.app.db, {
      bookingId,
      netRefund: amountPaidMinor / 2,
      status: decision.cancellation,
    });
    return { paymentId, bookingId, cancellationId };
  }

  describe.each(ADMIN_ROUTES)('$method $url', (route) => {
    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ ...route, payload: route.method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    });
    it('answers 403 to a customer', async () => {
      const res = await t.app.inject({ ...route, headers: { cookie: customer } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'You are not authorised to do this.' });
    });
  });

  it('validates the payload as the form does', async () => {
    const { paymentId, cancellationId } = await paidBooking(100_000);
    const good = {
      paymentId,
      cancellationId,
      amountMinor: 1000,
      currency: 'INR',
      reason: 'customer_request',
      gateway: 'razorpay',
    };
    const cases: [object, string][] = [
      [{ ...good, paymentId: undefined }, 'paymentId is required'],
      [{ ...good, cancellationId: undefined }, 'cancellationId is required'],
      [{ ...good, reason: undefined }, 'reason is required'],
      [{ ...good, amountMinor: undefined }, 'amountMinor is required'],
      [{ ...good, amountMinor: 50 }, 'amountMinor must be >= 100'],
      [{ ...good, amountMinor: 1000.5 }, 'amountMinor must be integer'],
      [{ ...good, currency: undefined }, 'currency is required'],
      [{ ...good, currency: 'rupees' }, 'currency must match pattern'],
      [{ ...good, reason: 'because' }, 'reason'],
      [{ ...good, gateway: 'paypal' }, 'gateway'],
    ];
    for (const [body, message] of cases) {
      const res = await initiate(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('initiates a refund in minor units, lists it first, and the sandbox settles it after the delay', async () => {
    const { paymentId, cancellationId, bookingId } = await paidBooking(250_000, 'razorpay', {
      cancellation: 'approved',
    });
    const res = await initiate({
      paymentId,
      cancellationId,
      amountMinor: 123_456,
      currency: 'INR',
      reason: 'order_cancelled',
      gateway: 'razorpay',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, replayed: false });
    expect(body.refundId).toMatch(/^rf_/);
    expect(body.refund).toMatchObject({
      amountMinor: 123_456,
      status: 'pending',
      gateway: 'razorpay',
      mode: 'sandbox',
      bookingId,
    });

    const history = await t.app.inject({ method: 'GET', url: '/api/refunds/history', headers: { cookie: admin } });
    expect(history.json().data[0]).toMatchObject({
      id: body.refundId,
      amountMinor: 123_456,
      currency: 'INR',
      status: 'pending',
    });

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = await t.app.inject({ method: 'GET', url: '/api/refunds/history', headers: { cookie: admin } });
    expect(later.json().data[0]).toMatchObject({ id: body.refundId, status: 'processed' });
    const one = await t.app.inject({ method: 'GET', url: `/api/refunds/${body.refundId}`, headers: { cookie: admin } });
    expect(one.json().refund.status).toBe('processed');
  });

  it('refuses more than what remains refundable for the payment', async () => {
    const { paymentId, bookingId } = await paidBooking(1_000_000);
    const second = await insertCancellationRequest(t.app.db, { bookingId, netRefund: 100, status: 'approved' });
    const first = await insertCancellationRequest(t.app.db, { bookingId, netRefund: 100, status: 'approved' });
    const ok = await initiate({
      paymentId,
      cancellationId: first,
      amountMinor: 600_000,
      currency: 'INR',
      reason: 'other',
      gateway: 'razorpay',
    });
    expect(ok.statusCode).toBe(200);
    const tooMuch = await initiate({
      paymentId,
      cancellationId: second,
      amountMinor: 400_001,
      currency: 'INR',
      reason: 'other',
      gateway: 'razorpay',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'The amount is more than what remains refundable for this payment (₹4,000.00).',
    );
    const rest = await initiate({
      paymentId,
      cancellationId: second,
      amountMinor: 400_000,
      currency: 'INR',
      reason: 'other',
      gateway: 'razorpay',
    });
    expect(rest.statusCode).toBe(200);
  });

  it('answers the same Idempotency-Key with the same refund, and refuses it for a different refund', async () => {
    const { paymentId, cancellationId } = await paidBooking(500_000);
    const body = {
      paymentId,
      cancellationId,
      amountMinor: 10_000,
      currency: 'INR',
      reason: 'duplicate_charge',
      gateway: 'razorpay',
    };
    const first = await initiate(body, { 'idempotency-key': 'same-click-1' });
    const retry = await initiate(body, { 'idempotency-key': 'same-click-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ refundId: first.json().refundId, replayed: true });
    const other = await initiate({ ...body, amountMinor: 20_000 }, { 'idempotency-key': 'same-click-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different refund.');
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/refunds/history', headers: { cookie: admin } })
    ).json();
    expect(history.data.filter((r: { paymentId: string }) => r.paymentId === paymentId)).toHaveLength(1);
  });

  it('never refunds one cancellation twice, even when the same request arrives twice at once', async () => {
    const { paymentId, cancellationId } = await paidBooking(500_000);
    const body = {
      paymentId,
      cancellationId,
      amountMinor: 30_000,
      currency: 'INR',
      reason: 'customer_request',
      gateway: 'razorpay',
    };
    const [a, b] = await Promise.all([initiate(body), initiate(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refundId).toBe(b.json().refundId);
    const different = await initiate({ ...body, amountMinor: 30_100 });
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe(`Cancellation ${cancellationId} already has refund ${a.json().refundId}.`);
  });

  it('says which gateway a payment went through, and which payment or cancellation is unknown', async () => {
    const { paymentId, cancellationId } = await paidBooking(500_000, 'stripe');
    const wrong = await initiate({
      paymentId,
      cancellationId,
      amountMinor: 1000,
      currency: 'INR',
      reason: 'other',
      gateway: 'razorpay',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`Payment ${paymentId} was made through Stripe; switch to Stripe to refund it.`);
    const noPayment = await initiate({
      paymentId: 'pay_nope',
      cancellationId,
      amountMinor: 1000,
      currency: 'INR',
      reason: 'other',
      gateway: 'stripe',
    });
    expect(noPayment.statusCode).toBe(404);
    expect(noPayment.json().message).toBe('No payment found with ID pay_nope');
    const noCancellation = await initiate({
      paymentId,
      cancellationId: 'c-404',
      amountMinor: 1000,
      currency: 'INR',
      reason: 'other',
      gateway: 'stripe',
    });
    expect(noCancellation.statusCode).toBe(404);
    expect(noCancellation.json().message).toBe('No cancellation request found with ID c-404');
  });

  it('refunds only in the currency the payment was made in', async () => {
    const { paymentId, cancellationId } = await paidBooking(500_000);
    const res = await initiate({
      paymentId,
      cancellationId,
      amountMinor: 1000,
      currency: 'USD',
      reason: 'other',
      gateway: 'razorpay',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Payment ${paymentId} was made in INR; refund it in INR.`);
  });

  it('reports the sandbox standing in for a gateway without keys', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/refunds/gateways/stripe/status',
      headers: { cookie: admin },
    });
    expect(res.json()).toMatchObject({ gateway: 'stripe', mode: 'sandbox', connected: true });
  });

  describe('order_cancelled needs a cancellation that went through; other reasons are manual refunds', () => {
    const instead = 'choose the reason for a manual refund instead of order_cancelled.';

    it.each([
      ['rejected', (id: string) => `Cancellation ${id} was rejected; ${instead}`],
      ['pending', (id: string) => `Cancellation ${id} has not been approved; approve it first, or ${instead}`],
    ] as const)('refuses order_cancelled against a %s cancellation', async (cancellation, message) => {
      const { paymentId, cancellationId } = await paidBooking(100_000, 'razorpay', { cancellation });
      const res = await initiate({
        paymentId,
        cancellationId,
        amountMinor: 1000,
        currency: 'INR',
        reason: 'order_cancelled',
        gateway: 'razorpay',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: message(cancellationId) });
      const rows = await queryRows(t.app.db, sql`SELECT id FROM refunds WHERE payment_id = ${paymentId}`);
      expect(rows).toHaveLength(0);
    });

    it('takes order_cancelled for an approved cancellation or a cancelled booking, not as manual', async () => {
      const approved = await paidBooking(100_000, 'razorpay', { cancellation: 'approved' });
      const cancelled = await paidBooking(100_000, 'razorpay', { cancellation: 'pending', booking: 'cancelled' });
      for (const { paymentId, cancellationId } of [approved, cancelled]) {
        const res = await initiate({
          paymentId,
          cancellationId,
          amountMinor: 1000,
          currency: 'INR',
          reason: 'order_cancelled',
          gateway: 'razorpay',
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().refund).toMatchObject({ reason: 'order_cancelled', manual: false });
      }
    });

    it('records a refund with another reason against a rejected cancellation as a manual refund', async () => {
      const { paymentId, cancellationId } = await paidBooking(100_000, 'razorpay', { cancellation: 'rejected' });
      const res = await initiate({
        paymentId,
        cancellationId,
        amountMinor: 1000,
        currency: 'INR',
        reason: 'duplicate_charge',
        gateway: 'razorpay',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().refund).toMatchObject({ reason: 'duplicate_charge', manual: true });
      const [row] = await queryRows<{ manual: boolean; reason: string }>(
        t.app.db,
        sql`SELECT manual, reason FROM refunds WHERE id = ${res.json().refundId}`,
      );
      expect(row).toEqual({ manual: true, reason: 'duplicate_charge' });
    });
  });

  it('answers 404 for an unknown refund id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/refunds/rf_missing', headers: { cookie: admin } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No refund found with ID rf_missing');
  });
});
