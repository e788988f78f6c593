import type { PaymentReply } from '@travel/contracts/payments';
import { createTestApp, listenWithoutStartupJobs, stopListening, type TestApp } from '../../test/testApp';
import type { PaymentSettled } from './payments.service';
import { SANDBOX_CARDS } from './sandbox/sandboxCards';

describe('the sandbox gateway (no keys): its payment page and test cards, over real HTTP', () => {
  let t: TestApp;
  let base: string;
  const settled: PaymentSettled[] = [];
  let order = 0;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_PAYMENT_SLOW_MS: '300' });
    t.app.payments.onPaymentSettled((event) => void settled.push(event));
    base = `http://127.0.0.1:${await listenWithoutStartupJobs(t)}`;
  }, 60_000);
  afterAll(async () => {
    await stopListening(t);
    await t.close();
  });

  async function startPayment() {
    order += 1;
    const started = await t.app.payments.start({
      purpose: 'flight_order',
      orderId: `FO-${order}`,
      amountMinor: 123_450,
      currency: 'INR',
      description: 'Flight BOM to DEL',
      customerEmail: 'traveller@example.test',
      returnUrl: `/flights/orders/FO-${order}`,
      idempotencyKey: `order-${order}`,
    });
    if (started.gateway !== 'sandbox') throw new Error('expected the sandbox');
    return started;
  }
  const settledFor = (paymentId: string) =>
    settled.filter((s) => s.payment.id === paymentId).map((s) => s.payment.status);
  const postForm = (path: string, fields: Record<string, string>, origin = t.config.publicUrl) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const statusOf = async (paymentId: string) => (await t.app.payments.get(paymentId))?.status;

  it('shows the amount, a labelled card field and every test card, with no script', async () => {
    const { redirectUrl, paymentId } = await startPayment();
    expect(redirectUrl).toBe(`/api/payments/sandbox/${paymentId}`);
    const res = await fetch(`${base}${redirectUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    // Its own stylesheet, allowed by its hash (sandbox/sandboxPage.test.ts).
    expect(res.headers.get('content-security-policy')).toContain("style-src 'sha256-");
    // Its form is posted with the page's Origin (no-referrer would send Origin: null, refused as cross-site).
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const html = await res.text();
    expect(html).toContain('₹1,234.50');
    expect(html).toContain('(INR)');
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    expect(html).toContain('<form method="post"');
    for (const card of SANDBOX_CARDS) expect(html).toContain(card.number);
    expect(html).not.toContain('<script');
  });

  it('success card: back to the order page with the payment id, captured, the order told once', async () => {
    const { paymentId, redirectUrl } = await startPayment();
    const res = await postForm(redirectUrl, { cardNumber: '4111 1111 1111 1111' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/flights/orders/FO-${order}?paymentId=${paymentId}`);
    expect(await statusOf(paymentId)).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['captured']);
    // Paying again (back button, resubmitted form) changes nothing.
    expect((await postForm(redirectUrl, { cardNumber: '4111111111111111' })).status).toBe(303);
    expect(settledFor(paymentId)).toEqual(['captured']);
    expect(await (await fetch(`${base}${redirectUrl}`)).text()).toContain('This payment is complete');
  });

  it('declined card: back with the payment failed, then the page offers another try that can succeed', async () => {
    const { paymentId, redirectUrl } = await startPayment();
    const res = await postForm(redirectUrl, { cardNumber: '4000 0000 0000 0002' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(`paymentId=${paymentId}`);
    expect(await t.app.payments.get(paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    });
    expect(await (await fetch(`${base}${redirectUrl}`)).text()).toContain('Your card was declined. Try again.');
    await postForm(redirectUrl, { cardNumber: '4111111111111111' });
    expect(await statusOf(paymentId)).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['failed', 'captured']);
  });

  it('Cancel payment: back to the order unpaid and told so, and the same payment can still succeed', async () => {
    const { paymentId, redirectUrl } = await startPayment();
    expect(await (await fetch(`${base}${redirectUrl}`)).text()).toContain(
      `<form method="post" action="${redirectUrl}/cancel">\n<button type="submit">Cancel payment</button>`,
    );
    const res = await postForm(`${redirectUrl}/cancel`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/flights/orders/FO-${order}?paymentId=${paymentId}`);
    expect(await t.app.payments.get(paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'You cancelled the payment.',
    });
    await postForm(redirectUrl, { cardNumber: '4111111111111111' });
    expect(await statusOf(paymentId)).toBe('captured');
    // Cancelling a paid payment (the back button) changes nothing.
    expect((await postForm(`${redirectUrl}/cancel`, {})).status).toBe(303);
    expect(settledFor(paymentId)).toEqual(['failed', 'captured']);
  });

  it('authentication card: an Authenticate step, then paid', async () => {
    const { paymentId, redirectUrl } = await startPayment();
    const res = await postForm(redirectUrl, { cardNumber: '4000-0000-0000-3220' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(redirectUrl);
    expect(await statusOf(paymentId)).toBe('requires_action');
    const step = await (await fetch(`${base}${redirectUrl}`)).text();
    expect(step).toContain('Authenticate this payment');
    expect(step).toContain('<button type="submit" name="decision" value="approve">Authenticate</button>');
    const done = await postForm(`${redirectUrl}/authenticate`, { decision: 'approve' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`paymentId=${paymentId}`);
    expect(await statusOf(paymentId)).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['requires_action', 'captured']);
  });

  it('slow card: back at once while still pending, captured later by the delayed settlement', async () => {
    const { paymentId, redirectUrl } = await startPayment();
    const res = await postForm(redirectUrl, { cardNumber: '4000000000000259' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain(`paymentId=${paymentId}`);
    const seen = (await (await fetch(`${base}/api/payments/${paymentId}`)).json()) as PaymentReply;
    expect(seen.payment.status).toBe('pending');
    for (let waited = 0; waited < 5000 && (await statusOf(paymentId)) !== 'captured'; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await statusOf(paymentId)).toBe('captured');
    expect(settledFor(paymentId)).toEqual(['captured']);
  });

  it('another card number: the page again, saying why, and nothing changes', async () => {
    const { paymentId, redirectUrl } = await startPayment();
    const res = await postForm(redirectUrl, { cardNumber: '5555 5555 5555 4444' });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('That card number is not one of the test cards listed below.');
    expect(await statusOf(paymentId)).toBe('pending');
  });

  it('refuses the card form from another site, and an unknown payment', async () => {
    const { paymentId, redirectUrl } = await startPayment();
    const res = await postForm(redirectUrl, { cardNumber: '4111111111111111' }, 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await statusOf(paymentId)).toBe('pending');
    const unknown = await fetch(`${base}/api/payments/sandbox/pmt_000000000000000000000000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'No such sandbox payment' });
  });
});
