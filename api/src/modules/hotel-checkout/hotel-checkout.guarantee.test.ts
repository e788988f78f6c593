import { sql } from 'drizzle-orm';
import type { HotelOrderReply, HotelPayReply } from '@travel/contracts/hotel-checkout';
import { queryRows } from '../../db/rows';
import { razorpayPaymentSignature, razorpaySignature } from '../../gateways/razorpay/signatures';
import { stripeSignatureHeader } from '../../gateways/stripe/signatures';
import { startFakeRazorpay } from '../../gateways/testing/fakeRazorpay';
import { startFakeStripe } from '../../gateways/testing/fakeStripe';
import { createTestApp, memoryMailer } from '../../test/testApp';
import { expireHold } from '../orders/testing/expireHold';
import { bookableStay, hotelOrderBody, hotelOrderOf, postHotelOrder } from './testing';

/**
 * The card guarantee of a pay-at-the-hotel rate through a real gateway protocol (local servers speaking Stripe's
 * and Razorpay's APIs): nothing is charged, the booking is confirmed as guaranteed once, whichever of the browser
 * and the webhook tells first; a refused card keeps the hold for another try; an unclear answer refuses nothing.
 */
async function bookingApp(env: Record<string, string>) {
  const mailer = memoryMailer();
  const t = await createTestApp(
    { HOTEL_ORDER_LIMIT_PER_10_MIN: '1000', PAYMENT_GATEWAY_ATTEMPTS: '2', PAYMENT_GATEWAY_TIMEOUT_MS: '1000', ...env },
    { seed: true, mailer },
  );
  const stay = await bookableStay(t.app);
  const origin = { origin: t.config.publicUrl };
  const hold = async () => {
    const res = await postHotelOrder(t.app, hotelOrderBody(stay, 'pah-ro'));
    expect(res.statusCode).toBe(201);
    return hotelOrderOf(res);
  };
  const pay = async (order: HotelOrderReply) =>
    t.app.inject({
      method: 'POST',
      url: `/api/hotel-checkout/orders/${order.order.reference}/pay?token=${order.accessToken}`,
      headers: origin,
    });
  const guarantee = async (order: HotelOrderReply) => {
    const res = await pay(order);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as HotelPayReply;
    expect(reply.mode).toBe('pay_at_hotel');
    return reply.payment;
  };
  const confirm = (paymentId: string, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/payments/${paymentId}/confirm`, headers: origin, payload: body });
  const statusOf = async (order: HotelOrderReply) =>
    (
      (
        await t.app.inject({ url: `/api/hotel-checkout/orders/${order.order.reference}?token=${order.accessToken}` })
      ).json() as HotelOrderReply
    ).order.status;
  const bookingOf = async (order: HotelOrderReply) =>
    queryRows<{ amountPaidMinor: number; gateway: string; paymentReference: string | null; status: string }>(
      t.app.db,
      sql`SELECT amount_paid_minor::integer AS "amountPaidMinor", gateway, payment_reference AS "paymentReference", status
          FROM bookings WHERE id = ${order.order.reference}`,
    );
  const eventsOf = async (order: HotelOrderReply, event: string) =>
    queryRows<{ detail: string }>(
      t.app.db,
      sql`SELECT e.detail FROM hotel_order_events e JOIN hotel_orders o ON o.id = e.order_id
          WHERE o.reference = ${order.order.reference} AND e.event = ${event}`,
    );
  const mailsFor = (order: HotelOrderReply) => mailer.sent.filter((m) => m.subject.includes(order.order.reference));
  return { t, mailer, stay, hold, pay, guarantee, confirm, statusOf, bookingOf, eventsOf, mailsFor };
}

describe('card guarantee through Stripe: a SetupIntent, confirmCardSetup and its webhooks', () => {
  const KEYS = { secretKey: 'sk_test_guarantee', publishableKey: 'pk_test_guarantee' };
  const WEBHOOK_SECRET = 'whsec_guarantee';
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let site: Awaited<ReturnType<typeof bookingApp>>;

  beforeAll(async () => {
    stripe = await startFakeStripe({ ...KEYS, payments: {} });
    site = await bookingApp({
      STRIPE_SECRET_KEY: KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_BASE_URL: stripe.url,
    });
  }, 180_000);
  afterAll(async () => {
    await site.t.close();
    await stripe.close();
  });

  const webhook = (body: string, signature = stripeSignatureHeader(WEBHOOK_SECRET, body)) =>
    site.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  async function started() {
    const order = await site.hold();
    const payment = await site.guarantee(order);
    if (payment.gateway !== 'stripe') throw new Error('expected Stripe');
    const setup = stripe.setupIntents.find((i) => payment.clientSecret.startsWith(`${i.id}_secret_`))!;
    return { order, payment, setupId: setup.id };
  }

  it('asks Stripe for a SetupIntent (off_session, cards), never a PaymentIntent, and gives Stripe.js its secret', async () => {
    const intentsBefore = stripe.intents.length;
    const { order, payment, setupId } = await started();
    const creation = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/setup_intents').at(-1)!;
    expect(creation.headers['idempotency-key']).toBe(payment.paymentId);
    expect(Object.fromEntries(new URLSearchParams(creation.body))).toMatchObject({
      usage: 'off_session',
      'payment_method_types[]': 'card',
      'metadata[payment_id]': payment.paymentId,
      'metadata[purpose]': 'hotel_guarantee',
    });
    expect(payment).toMatchObject({
      gateway: 'stripe',
      intent: 'setup',
      publishableKey: KEYS.publishableKey,
      returnUrl: `/hotel-checkout/confirmation?reference=${order.order.reference}&paymentId=${payment.paymentId}`,
    });
    expect(stripe.intents).toHaveLength(intentsBefore);
    // Asking again (a double click, a reload) answers the same SetupIntent.
    const again = await site.guarantee(order);
    expect(again).toEqual(payment);
    expect(stripe.setupIntents.filter((i) => i.id === setupId)).toHaveLength(1);
  });

  it('the browser return and setup_intent.succeeded, in any order and at once, confirm the booking once: nothing charged', async () => {
    const { order, payment, setupId } = await started();
    stripe.setSetupIntent(setupId, 'succeeded');
    const body = stripe.intentEvent('setup_intent.succeeded', setupId);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => site.confirm(payment.paymentId, { setup_intent: setupId })),
      webhook(body),
      webhook(body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await site.statusOf(order)).toBe('guaranteed');
    expect(await site.eventsOf(order, 'guaranteed')).toHaveLength(1);
    expect(await site.bookingOf(order)).toEqual([
      { amountPaidMinor: 0, gateway: 'stripe', paymentReference: null, status: 'confirmed' },
    ]);
    const mails = site.mailsFor(order);
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments!.map((a) => a.filename)).toEqual([`hotel-voucher-${order.order.reference}.pdf`]);
    expect(mails[0].text).toContain('nothing was charged now');
    const [row] = await queryRows<{ amount: number; status: string }>(
      site.t.app.db,
      sql`SELECT amount_minor::integer AS amount, status FROM payments WHERE id = ${payment.paymentId}`,
    );
    expect(row).toEqual({ amount: 0, status: 'captured' });
    expect(stripe.requests.some((r) => r.path.startsWith('/v1/payment_intents'))).toBe(false);
  });

  it('a declined card (setup_intent.setup_failed) keeps the hold; another card on the same SetupIntent confirms it', async () => {
    const { order, payment, setupId } = await started();
    stripe.setSetupIntent(setupId, 'requires_payment_method', 'Your card was declined.');
    const failed = await webhook(stripe.intentEvent('setup_intent.setup_failed', setupId));
    expect(failed.json()).toEqual({ success: true, duplicate: false, applied: true });
    const back = await site.confirm(payment.paymentId, { setup_intent: setupId });
    expect(back.json().payment).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    expect(await site.statusOf(order)).toBe('held');
    const retry = await site.guarantee(order);
    expect(retry).toEqual(payment);
    stripe.setSetupIntent(setupId, 'succeeded');
    expect((await site.confirm(payment.paymentId, { setup_intent: setupId })).json().payment.status).toBe('captured');
    expect(await site.statusOf(order)).toBe('guaranteed');
  });

  it('3-D Secure (requires_action) confirms nothing until Stripe says the setup succeeded', async () => {
    const { order, payment, setupId } = await started();
    stripe.setSetupIntent(setupId, 'requires_action');
    const back = await site.confirm(payment.paymentId, { setup_intent: setupId });
    expect(back.json().payment.status).toBe('requires_action');
    expect(await site.statusOf(order)).toBe('held');
    stripe.setSetupIntent(setupId, 'succeeded');
    expect((await webhook(stripe.intentEvent('setup_intent.succeeded', setupId))).json().applied).toBe(true);
    expect(await site.statusOf(order)).toBe('guaranteed');
  });

  it('an unclear answer refuses nothing: Stripe down at the return leaves the guarantee awaited, not failed', async () => {
    const { order, payment, setupId } = await started();
    stripe.setSetupIntent(setupId, 'succeeded');
    stripe.faults.hangNext = 2;
    const back = await site.confirm(payment.paymentId, { setup_intent: setupId });
    expect(back.statusCode).toBe(200);
    expect(back.json().payment.status).toBe('pending');
    expect(await site.statusOf(order)).toBe('held');
    // Its webhook comes later and settles it.
    expect((await webhook(stripe.intentEvent('setup_intent.succeeded', setupId))).json().applied).toBe(true);
    expect(await site.statusOf(order)).toBe('guaranteed');
  });

  it('a SetupIntent that succeeded but whose webhook and return were lost: the expiry job asks Stripe and confirms', async () => {
    const { order, setupId } = await started();
    stripe.setSetupIntent(setupId, 'succeeded');
    await expireHold(site.t, 'hotel', order.order.reference, { then: 'job' });
    expect(await site.statusOf(order)).toBe('guaranteed');
    expect(await site.eventsOf(order, 'expired')).toHaveLength(0);
  });

  it('Stripe failing to make the SetupIntent: a 503, the order still held; the retry makes one SetupIntent', async () => {
    const order = await site.hold();
    stripe.faults.failNext = 2;
    const res = await site.pay(order);
    expect(res.statusCode).toBe(503);
    expect(await site.statusOf(order)).toBe('held');
    const payment = await site.guarantee(order);
    expect(stripe.setupIntents.filter((i) => i.metadata.payment_id === payment.paymentId)).toHaveLength(1);
  });

  it('refuses a forged webhook and a browser return naming another SetupIntent', async () => {
    const { order, payment, setupId } = await started();
    const other = await started();
    stripe.setSetupIntent(setupId, 'succeeded');
    const body = stripe.intentEvent('setup_intent.succeeded', setupId);
    expect((await webhook(body, stripeSignatureHeader('whsec_other', body))).statusCode).toBe(400);
    const wrong = await site.confirm(payment.paymentId, { setup_intent: other.setupId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'The guarantee is for another order' });
    expect((await site.confirm(payment.paymentId, {})).json()).toEqual({
      success: false,
      message: 'setup_intent is required',
    });
    expect(await site.statusOf(order)).toBe('held');
  });
});

describe('card guarantee through Razorpay: an authorisation transaction, never captured', () => {
  const KEYS = { keyId: 'rzp_test_guarantee', keySecret: 'rzp_guarantee_secret' };
  const WEBHOOK_SECRET = 'rzp_guarantee_whsec';
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let site: Awaited<ReturnType<typeof bookingApp>>;
  const captured: Record<string, number> = {};

  beforeAll(async () => {
    razorpay = await startFakeRazorpay({ ...KEYS, payments: captured });
    site = await bookingApp({
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_BASE_URL: razorpay.url,
    });
  }, 180_000);
  afterAll(async () => {
    await site.t.close();
    await razorpay.close();
  });

  const webhook = (body: string, signature = razorpaySignature(WEBHOOK_SECRET, body)) =>
    site.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });
  async function started() {
    const order = await site.hold();
    const payment = await site.guarantee(order);
    if (payment.gateway !== 'razorpay') throw new Error('expected Razorpay');
    return { order, payment };
  }

  it('makes a customer and an order of ₹1 with method card, a token and no capture; Checkout gets them', async () => {
    const { payment } = await started();
    const order = razorpay.orders.find((o) => o.id === payment.razorpayOrderId)!;
    const customer = razorpay.customers.find((c) => c.id === order.customer_id)!;
    expect(customer).toMatchObject({ name: 'Asha Verma', email: 'asha@example.test', contact: '9876543210' });
    expect(order).toMatchObject({
      amount: 100,
      currency: 'INR',
      method: 'card',
      payment_capture: false,
      receipt: payment.paymentId,
      token: { max_amount: 1_500_000, frequency: 'as_presented' },
    });
    expect(payment).toMatchObject({ amountMinor: 100, guarantee: { customerId: customer.id } });
  });

  it('a signed Checkout return confirms the booking: the ₹1 only authorised, nothing captured', async () => {
    const { order, payment } = await started();
    const back = razorpay.pay(payment.razorpayOrderId, { status: 'authorized' });
    const res = await site.confirm(payment.paymentId, back);
    expect(res.json().payment.status).toBe('captured');
    expect(await site.statusOf(order)).toBe('guaranteed');
    expect(await site.bookingOf(order)).toEqual([
      { amountPaidMinor: 0, gateway: 'razorpay', paymentReference: null, status: 'confirmed' },
    ]);
    expect(captured).toEqual({});
    // The authorisation's webhook coming after changes nothing more.
    const hook = await webhook(razorpay.paymentWebhook('payment.authorized', back.razorpay_payment_id));
    expect(hook.json()).toEqual({ success: true, duplicate: false, applied: false });
    expect(await site.eventsOf(order, 'guaranteed')).toHaveLength(1);
  });

  it('payment.failed keeps the hold; payment.authorized of the next try confirms it', async () => {
    const { order, payment } = await started();
    const declined = razorpay.pay(payment.razorpayOrderId, { status: 'failed' });
    expect(
      (await webhook(razorpay.paymentWebhook('payment.failed', declined.razorpay_payment_id))).json().applied,
    ).toBe(true);
    expect(await site.statusOf(order)).toBe('held');
    const retry = await site.guarantee(order);
    expect(retry).toMatchObject({ razorpayOrderId: payment.razorpayOrderId });
    const good = razorpay.pay(payment.razorpayOrderId, { status: 'authorized' });
    expect(
      (await webhook(razorpay.paymentWebhook('payment.authorized', good.razorpay_payment_id))).json().applied,
    ).toBe(true);
    expect(await site.statusOf(order)).toBe('guaranteed');
  });

  it('refuses a return whose signature is not over this order', async () => {
    const { order, payment } = await started();
    const back = razorpay.pay(payment.razorpayOrderId, { status: 'authorized' });
    const forged = {
      ...back,
      razorpay_signature: razorpayPaymentSignature('another_secret', payment.razorpayOrderId, back.razorpay_payment_id),
    };
    const res = await site.confirm(payment.paymentId, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The payment signature is not valid' });
    expect(await site.statusOf(order)).toBe('held');
  });
});
