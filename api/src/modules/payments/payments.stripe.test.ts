import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { stripeSignatureHeader } from '../../gateways/stripe/signatures';
import { startFakeStripe } from '../../gateways/testing/fakeStripe';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { PaymentSettled, StartPaymentInput } from './payments.service';

const ENV = {
  STRIPE_SECRET_KEY: 'sk_test_portal',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_portal',
  STRIPE_WEBHOOK_SECRET: 'whsec_portal',
  PAYMENT_GATEWAY_ATTEMPTS: '2',
  PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
};

describe('payments through Stripe PaymentIntents (a local server speaking its API) and its webhooks', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  const settled: PaymentSettled[] = [];
  let order = 0;

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: ENV.STRIPE_SECRET_KEY, payments: {} });
    t = await createTestApp({ ...ENV, STRIPE_BASE_URL: stripe.url });
    t.app.payments.onPaymentSettled((event) => void settled.push(event));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const input = (overrides: Partial<StartPaymentInput> = {}): StartPaymentInput => {
    order += 1;
    return {
      purpose: 'hotel_order',
      orderId: `HO-${order}`,
      amountMinor: 850_000,
      currency: 'INR',
      description: 'Two nights in Goa',
      customerEmail: 'guest@example.test',
      returnUrl: `http://localhost:3000/hotels/orders/HO-${order}`,
      idempotencyKey: `stripe-checkout-${order}`,
      ...overrides,
    };
  };
  async function startStripe(overrides: Partial<StartPaymentInput> = {}) {
    const started = await t.app.payments.start(input(overrides));
    if (started.gateway !== 'stripe') throw new Error('expected Stripe');
    const intent = stripe.intents.find((i) => started.clientSecret.startsWith(`${i.id}_secret_`))!;
    return { ...started, intentId: intent.id };
  }
  const intentCreations = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  const settledFor = (paymentId: string) =>
    settled.filter((s) => s.payment.id === paymentId).map((s) => s.payment.status);
  const statusOf = async (paymentId: string) => (await t.app.payments.get(paymentId))?.status;
  const webhook = (body: string, signature = stripeSignatureHeader(ENV.STRIPE_WEBHOOK_SECRET, body)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });

  it('creates a PaymentIntent with our payment id as idempotency key and metadata; the browser gets its client secret', async () => {
    const started = await startStripe();
    const request = intentCreations().at(-1)!;
    expect(request.headers['idempotency-key']).toBe(started.paymentId);
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toMatchObject({
      amount: '850000',
      currency: 'inr',
      'metadata[payment_id]': started.paymentId,
      'metadata[purpose]': 'hotel_order',
      'metadata[order_id]': `HO-${order}`,
    });
    expect(started).toEqual({
      paymentId: started.paymentId,
      gateway: 'stripe',
      clientSecret: stripe.intents.at(-1)!.client_secret,
      publishableKey: 'pk_test_portal',
      intentId: stripe.intents.at(-1)!.id,
      scriptUrl: 'https://js.stripe.com/v3/',
      returnUrl: `http://localhost:3000/hotels/orders/HO-${order}?paymentId=${started.paymentId}`,
    });
  });

  it('is idempotent: starting again makes no second intent and hands back the same client secret', async () => {
    const same = input();
    const before = intentCreations().length;
    const first = await t.app.payments.start(same);
    const again = await Promise.all([t.app.payments.start(same), t.app.payments.start(same)]);
    expect(intentCreations()).toHaveLength(before + 1);
    expect(again).toEqual([first, first]);
  });

  it('surfaces requires_action (3-D Secure) from the browser return, then captures on payment_intent.succeeded', async () => {
    const { paymentId, intentId } = await startStripe();
    stripe.setIntent(intentId, 'requires_action');
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/confirm`,
      payload: { payment_intent: intentId },
    });
    expect(back.json().payment.status).toBe('requires_action');
    stripe.setIntent(intentId, 'succeeded');
    const hook = await webhook(stripe.intentEvent('payment_intent.succeeded', intentId));
    expect(hook.json()).toEqual({ success: true, duplicate: false, applied: true });
    expect(await t.app.payments.get(paymentId)).toMatchObject({
      status: 'captured',
      gatewayPaymentId: stripe.intents.find((i) => i.id === intentId)!.latest_charge,
    });
    expect(settledFor(paymentId)).toEqual(['requires_action', 'captured']);
  });

  it('payment_intent.payment_failed fails it with the bank’s reason; a redelivery changes nothing', async () => {
    const { paymentId, intentId } = await startStripe();
    stripe.setIntent(intentId, 'requires_payment_method', 'Your card has insufficient funds.');
    const body = stripe.intentEvent('payment_intent.payment_failed', intentId);
    expect((await webhook(body)).json().applied).toBe(true);
    expect((await webhook(body)).json()).toEqual({ success: true, duplicate: true, applied: false });
    expect(await t.app.payments.get(paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card has insufficient funds.',
    });
    expect(settledFor(paymentId)).toEqual(['failed']);
  });

  it('webhook and browser return in either order and concurrently: captured exactly once', async () => {
    const { paymentId, intentId } = await startStripe();
    stripe.setIntent(intentId, 'succeeded');
    const body = stripe.intentEvent('payment_intent.succeeded', intentId);
    await Promise.all([
      ...Array.from({ length: 10 }, () => t.app.payments.confirmFromBrowser(paymentId, { payment_intent: intentId })),
      webhook(body),
      webhook(body),
    ]);
    expect(await statusOf(paymentId)).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['captured']);
  });

  it('answers 400 to a bad or stale Stripe-Signature and changes nothing', async () => {
    const { paymentId, intentId } = await startStripe();
    stripe.setIntent(intentId, 'succeeded');
    const body = stripe.intentEvent('payment_intent.succeeded', intentId);
    const wrong = await webhook(body, stripeSignatureHeader('whsec_other', body));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid webhook signature' });
    const stale = stripeSignatureHeader(ENV.STRIPE_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000) - 301);
    expect((await webhook(body, stale)).statusCode).toBe(400);
    const tampered = body.replace('"amount":850000', '"amount":100');
    expect((await webhook(tampered, stripeSignatureHeader(ENV.STRIPE_WEBHOOK_SECRET, body))).statusCode).toBe(400);
    expect(await statusOf(paymentId)).toBe('pending');
    expect(settledFor(paymentId)).toEqual([]);
  });

  it('refuses a browser return naming another intent', async () => {
    const { paymentId } = await startStripe();
    const other = await startStripe();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/confirm`,
      payload: { payment_intent: other.intentId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The payment is for another order' });
  });

  it('Stripe answering 500 every time: a clear 503 and nothing failed; the retry makes the intent once', async () => {
    stripe.faults.failNext = 2;
    const attempt = input();
    await expect(t.app.payments.start(attempt)).rejects.toMatchObject({
      statusCode: 503,
      message: 'Stripe: An unknown error occurred. Nothing was charged; please try again.',
    });
    const [row] = await queryRows<{ status: string }>(
      t.app.db,
      sql`SELECT status FROM payments WHERE idempotency_key = ${attempt.idempotencyKey}`,
    );
    expect(row.status).toBe('created');
    const retried = await t.app.payments.start(attempt);
    expect(stripe.intents.filter((i) => i.metadata.payment_id === retried.paymentId)).toHaveLength(1);
  });

  it.each(['empty', 'html', 'no id'] as const)(
    'a 200 that cannot be read (%s) is asked again with the same Idempotency-Key: one intent, and it is paid there',
    async (malformed) => {
      stripe.faults.acceptThenMalformed = [malformed];
      const started = await startStripe();
      const keys = intentCreations()
        .slice(-2)
        .map((r) => r.headers['idempotency-key']);
      expect(keys).toEqual([started.paymentId, started.paymentId]);
      expect(stripe.intents.filter((i) => i.metadata.payment_id === started.paymentId)).toHaveLength(1);
    },
  );

  it('only 200s that cannot be read: a clear 503 and nothing failed; the retry makes the intent once', async () => {
    stripe.faults.acceptThenMalformed = ['html', 'empty'];
    const attempt = input();
    await expect(t.app.payments.start(attempt)).rejects.toMatchObject({
      statusCode: 503,
      message: 'Stripe sent an answer that could not be read. Nothing was charged; please try again.',
    });
    const [row] = await queryRows<{ status: string }>(
      t.app.db,
      sql`SELECT status FROM payments WHERE idempotency_key = ${attempt.idempotencyKey}`,
    );
    expect(row.status).toBe('created');
    const retried = await t.app.payments.start(attempt);
    expect(await t.app.payments.get(retried.paymentId)).toMatchObject({ status: 'pending' });
    expect(stripe.intents.filter((i) => i.metadata.payment_id === retried.paymentId)).toHaveLength(1);
  });

  it("a lost answer is retried with the same Idempotency-Key: Stripe's first intent, never a second", async () => {
    stripe.faults.acceptThenHang = 1;
    const started = await startStripe();
    const keys = intentCreations()
      .slice(-2)
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([started.paymentId, started.paymentId]);
    expect(stripe.intents.filter((i) => i.metadata.payment_id === started.paymentId)).toHaveLength(1);
  });
});
