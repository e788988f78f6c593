import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { razorpaySignature } from '../../gateways/razorpay/signatures';
import { startFakeRazorpay } from '../../gateways/testing/fakeRazorpay';
import { createTestApp, type TestApp } from '../../test/testApp';
import { paymentEvents } from './payments.repository';
import type { PaymentSettled, StartPaymentInput } from './payments.service';

const ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_portal',
  RAZORPAY_KEY_SECRET: 'rzp_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp_whsec',
  PAYMENT_GATEWAY_ATTEMPTS: '2',
  PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
};

describe('payments through Razorpay Orders (a local server speaking its API), its checkout and webhooks', () => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  const settled: PaymentSettled[] = [];
  let order = 0;

  beforeAll(async () => {
    razorpay = await startFakeRazorpay({
      keyId: ENV.RAZORPAY_KEY_ID,
      keySecret: ENV.RAZORPAY_KEY_SECRET,
      payments: {},
    });
    t = await createTestApp({ ...ENV, RAZORPAY_BASE_URL: razorpay.url });
    t.app.payments.onPaymentSettled((event) => void settled.push(event));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  const input = (overrides: Partial<StartPaymentInput> = {}): StartPaymentInput => {
    order += 1;
    return {
      purpose: 'flight_order',
      orderId: `FO-${order}`,
      amountMinor: 1_650_000,
      currency: 'INR',
      description: 'Flexi fare BOM to DEL, 3 travellers',
      customerEmail: 'traveller@example.test',
      returnUrl: `/flights/orders/FO-${order}`,
      idempotencyKey: `checkout-${order}`,
      ...overrides,
    };
  };
  async function startRazorpay(overrides: Partial<StartPaymentInput> = {}) {
    const started = await t.app.payments.start(input(overrides));
    if (started.gateway !== 'razorpay') throw new Error('expected Razorpay');
    return started;
  }
  const orderCreations = () => razorpay.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders');
  const settledFor = (paymentId: string) =>
    settled.filter((s) => s.payment.id === paymentId).map((s) => s.payment.status);
  const statusOf = async (paymentId: string) => (await t.app.payments.get(paymentId))?.status;
  const confirm = (paymentId: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, payload: body });
  const webhook = (body: string, signature = razorpaySignature(ENV.RAZORPAY_WEBHOOK_SECRET, body)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });
  const paymentByKey = async (key: string) =>
    (
      await queryRows<{ id: string; status: string }>(
        t.app.db,
        sql`SELECT id, status FROM payments WHERE idempotency_key = ${key}`,
      )
    )[0];

  it('creates an order in paise with our payment id as its receipt, and gives the browser what Checkout needs', async () => {
    const before = orderCreations().length;
    const started = await startRazorpay();
    expect(orderCreations()).toHaveLength(before + 1);
    const made = razorpay.orders.at(-1)!;
    expect(made).toMatchObject({ amount: 1_650_000, currency: 'INR', receipt: started.paymentId });
    expect(made.notes).toEqual({ payment_id: started.paymentId, purpose: 'flight_order', order_id: `FO-${order}` });
    expect(started).toEqual({
      paymentId: started.paymentId,
      gateway: 'razorpay',
      keyId: ENV.RAZORPAY_KEY_ID,
      razorpayOrderId: made.id,
      amountMinor: 1_650_000,
      currency: 'INR',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      returnUrl: `/flights/orders/FO-${order}?paymentId=${started.paymentId}`,
    });
    const seen = await t.app.inject({ method: 'GET', url: `/api/payments/${started.paymentId}` });
    expect(seen.json().payment).toMatchObject({ status: 'pending', amountMinor: 1_650_000, currency: 'INR' });
  });

  it('is idempotent: a double click, a retry and five concurrent starts make one Razorpay order', async () => {
    const same = input();
    const before = orderCreations().length;
    const first = await t.app.payments.start(same);
    const again = await t.app.payments.start(same);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => t.app.payments.start(same)));
    expect(orderCreations()).toHaveLength(before + 1);
    for (const answer of [again, ...concurrent]) expect(answer).toEqual(first);
  });

  it('refuses an idempotency key reused for another amount', async () => {
    const first = input();
    await t.app.payments.start(first);
    await expect(t.app.payments.start({ ...first, amountMinor: 100 })).rejects.toMatchObject({
      statusCode: 409,
      message: 'This idempotency key was already used for another payment',
    });
  });

  it("captures on Checkout's signed return, verified and read back from Razorpay; the order is told once", async () => {
    const { paymentId, razorpayOrderId } = await startRazorpay();
    const res = await confirm(paymentId, razorpay.pay(razorpayOrderId));
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ id: paymentId, status: 'captured' });
    expect(settledFor(paymentId)).toEqual(['captured']);
    expect(settled.find((s) => s.payment.id === paymentId)).toMatchObject({
      previousStatus: 'pending',
      payment: { orderId: `FO-${order}`, purpose: 'flight_order', amountMinor: 1_650_000, currency: 'INR' },
    });
  });

  it('refuses a bad signature, one from another order, and a payment of another amount; nothing changes', async () => {
    const { paymentId, razorpayOrderId } = await startRazorpay();
    const genuine = razorpay.pay(razorpayOrderId, { status: 'failed' });
    const forged = { ...genuine, razorpay_signature: 'ab'.repeat(32) };
    expect((await confirm(paymentId, forged)).json()).toEqual({
      success: false,
      message: 'The payment signature is not valid',
    });
    // A genuine payment of a cheaper order, presented as this one's.
    const cheap = await startRazorpay({ amountMinor: 10_000 });
    const cheapPaid = razorpay.pay(cheap.razorpayOrderId);
    const swapped = await confirm(paymentId, { ...cheapPaid, razorpay_order_id: razorpayOrderId });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toBe('The payment signature is not valid');
    // Signed for this order, but Razorpay says less was paid.
    const short = await confirm(paymentId, razorpay.pay(razorpayOrderId, { amount: 100 }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The amount paid does not match this payment');
    expect(await statusOf(paymentId)).toBe('pending');
    expect(settledFor(paymentId)).toEqual([]);
    expect((await confirm(paymentId, { razorpay_payment_id: 'pay_x' })).json().message).toBe(
      'razorpay_payment_id, razorpay_order_id and razorpay_signature are required',
    );
  });

  it('answers 400 to a webhook whose signature fails (a tampered amount too) and changes nothing', async () => {
    const { paymentId, razorpayOrderId } = await startRazorpay();
    const paid = razorpay.pay(razorpayOrderId);
    const body = razorpay.paymentWebhook('payment.captured', paid.razorpay_payment_id);
    const eventsBefore = (await paymentEvents(t.app.db, paymentId)).length;
    const wrongSecret = await webhook(body, razorpaySignature('not-the-secret', body));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ success: false, message: 'Invalid webhook signature' });
    const tampered = body.replace('"amount":1650000', '"amount":100');
    expect(tampered).not.toBe(body);
    expect((await webhook(tampered, razorpaySignature(ENV.RAZORPAY_WEBHOOK_SECRET, body))).statusCode).toBe(400);
    expect((await webhook(body, '')).statusCode).toBe(400);
    expect(await statusOf(paymentId)).toBe('pending');
    expect(await paymentEvents(t.app.db, paymentId)).toHaveLength(eventsBefore);
    expect(settledFor(paymentId)).toEqual([]);
  });

  it('webhook before the browser: captured once, and the browser return then finds it paid', async () => {
    const { paymentId, razorpayOrderId } = await startRazorpay();
    const paid = razorpay.pay(razorpayOrderId);
    const hook = await webhook(razorpay.paymentWebhook('payment.captured', paid.razorpay_payment_id));
    expect(hook.json()).toEqual({ success: true, duplicate: false, applied: true });
    const res = await confirm(paymentId, paid);
    expect(res.json().payment.status).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['captured']);
  });

  it('browser before the webhook, then the webhook twice: captured once, the redelivery recognised', async () => {
    const { paymentId, razorpayOrderId } = await startRazorpay();
    const paid = razorpay.pay(razorpayOrderId);
    expect((await confirm(paymentId, paid)).json().payment.status).toBe('captured');
    const body = razorpay.paymentWebhook('payment.captured', paid.razorpay_payment_id);
    expect((await webhook(body)).json()).toEqual({ success: true, duplicate: false, applied: false });
    expect((await webhook(body)).json()).toEqual({ success: true, duplicate: true, applied: false });
    expect(settledFor(paymentId)).toEqual(['captured']);
    const trail = await paymentEvents(t.app.db, paymentId);
    expect(trail.map((e) => [e.source, e.status, e.applied])).toEqual([
      ['start', 'pending', true],
      ['browser', 'captured', true],
      ['webhook', 'captured', false],
    ]);
  });

  it('ten concurrent browser confirmations and two webhooks confirm exactly once', async () => {
    const { paymentId, razorpayOrderId } = await startRazorpay();
    const paid = razorpay.pay(razorpayOrderId);
    const body = razorpay.paymentWebhook('payment.captured', paid.razorpay_payment_id);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => t.app.payments.confirmFromBrowser(paymentId, paid)),
      webhook(body),
      webhook(body),
    ]);
    expect(answers.slice(0, 10).every((p) => 'status' in p && p.status === 'captured')).toBe(true);
    expect(await statusOf(paymentId)).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['captured']);
  });

  it('a failed payment webhook fails it (told once); paying again on the same order captures it', async () => {
    const { paymentId, razorpayOrderId } = await startRazorpay();
    const declined = razorpay.pay(razorpayOrderId, { status: 'failed' });
    await webhook(razorpay.paymentWebhook('payment.failed', declined.razorpay_payment_id));
    expect(await t.app.payments.get(paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'Your payment was declined by the bank.',
    });
    await confirm(paymentId, razorpay.pay(razorpayOrderId));
    // A late failure of the first attempt cannot undo the capture.
    await webhook(
      razorpay.paymentWebhook('payment.failed', declined.razorpay_payment_id).replace('"created_at"', '"x"'),
    );
    expect(await statusOf(paymentId)).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['failed', 'captured']);
  });

  it("a lost webhook: reconciling asks Razorpay for the order's payments and captures once", async () => {
    const { paymentId, razorpayOrderId } = await startRazorpay();
    expect((await t.app.payments.reconcile(paymentId)).status).toBe('pending');
    razorpay.pay(razorpayOrderId, { status: 'failed' });
    razorpay.pay(razorpayOrderId);
    expect((await t.app.payments.reconcile(paymentId)).status).toBe('captured');
    expect((await t.app.payments.reconcile(paymentId)).status).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['captured']);
    expect((await paymentEvents(t.app.db, paymentId)).at(-1)).toMatchObject({
      source: 'reconcile',
      status: 'captured',
      applied: true,
    });
  });

  it('an order module whose listener threw is told again on catch-up, and only until it takes it', async () => {
    let down = true;
    const off = t.app.payments.onPaymentSettled(() => {
      if (down) throw new Error('the orders table is unavailable');
    });
    const { paymentId, razorpayOrderId } = await startRazorpay();
    await confirm(paymentId, razorpay.pay(razorpayOrderId));
    expect(settledFor(paymentId)).toEqual(['captured']);
    down = false;
    await t.app.payments.catchUp(60_000);
    expect(settled.filter((s) => s.payment.id === paymentId).map((s) => s.previousStatus)).toEqual([
      'pending',
      'pending',
    ]);
    await t.app.payments.catchUp(60_000);
    expect(settledFor(paymentId)).toEqual(['captured', 'captured']);
    off();
  });

  it('Razorpay answering 503: a clear 503, nothing failed, and the retry makes the order', async () => {
    razorpay.faults.failNext = 1;
    const attempt = input();
    await expect(t.app.payments.start(attempt)).rejects.toMatchObject({
      statusCode: 503,
      message:
        'Razorpay: We are facing some trouble completing your request at the moment. Nothing was charged; please try again.',
    });
    expect((await paymentByKey(attempt.idempotencyKey)).status).toBe('created');
    const retried = await t.app.payments.start(attempt);
    expect(retried.paymentId).toBe((await paymentByKey(attempt.idempotencyKey)).id);
    expect(await statusOf(retried.paymentId)).toBe('pending');
    expect(razorpay.orders.filter((o) => o.receipt === retried.paymentId)).toHaveLength(1);
  });

  it('Razorpay not answering at all: a clear 503 and nothing failed; the retry makes one order', async () => {
    // The creation and both tries of the lookup by receipt go unanswered.
    razorpay.faults.hangNext = 3;
    const attempt = input();
    await expect(t.app.payments.start(attempt)).rejects.toMatchObject({
      statusCode: 503,
      message: 'Razorpay did not answer in time. Nothing was charged; please try again.',
    });
    expect((await paymentByKey(attempt.idempotencyKey)).status).toBe('created');
    const retried = await t.app.payments.start(attempt);
    expect(await statusOf(retried.paymentId)).toBe('pending');
    expect(razorpay.orders.filter((o) => o.receipt === retried.paymentId)).toHaveLength(1);
  });

  it('an order made but its answer lost: found by its receipt, never made twice', async () => {
    razorpay.faults.acceptThenHang = 1;
    const before = orderCreations().length;
    const started = await startRazorpay();
    expect(orderCreations()).toHaveLength(before + 1);
    expect(started.razorpayOrderId).toBe(razorpay.orders.at(-1)!.id);
    expect(razorpay.orders.filter((o) => o.receipt === started.paymentId)).toHaveLength(1);
  });

  it.each(['empty', 'html', 'no id'] as const)(
    'an order made but answered with a 200 that cannot be read (%s): found by its receipt, never made twice',
    async (malformed) => {
      razorpay.faults.acceptThenMalformed = [malformed];
      const before = orderCreations().length;
      const started = await startRazorpay();
      expect(orderCreations()).toHaveLength(before + 1);
      expect(started.razorpayOrderId).toBe(razorpay.orders.at(-1)!.id);
      expect(await statusOf(started.paymentId)).toBe('pending');
    },
  );

  it("Razorpay refusing the order: a 502 with Razorpay's reason, and the payment failed", async () => {
    const attempt = input({ amountMinor: 50 });
    await expect(t.app.payments.start(attempt)).rejects.toMatchObject({
      statusCode: 502,
      message: 'Razorpay: The amount must be atleast INR 1.00',
    });
    expect((await paymentByKey(attempt.idempotencyKey)).status).toBe('failed');
  });
});
