import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { servePortal, type RunningPortal } from '../../shell/server/serve';
import { startFakeRazorpay } from '../../api/src/gateways/testing/fakeRazorpay';
import { startFakeStripe } from '../../api/src/gateways/testing/fakeStripe';
import { uniqueEmail } from '../support/accounts';
import { E2E_PORTS } from '../support/ports';
import { startTestApi } from '../support/testPortal';

/**
 * Paying through Razorpay Checkout and Stripe.js in the browser, against local servers speaking both gateways'
 * APIs and serving their scripts (checkout.js, Stripe.js), each with a portal and API of its own configured with
 * that gateway's keys. The gateways also send their webhooks, so the browser's return and the webhook race.
 */
// Spare ports no other spec uses (federation, portal-edge and shared-ui-version take 0 to 12, scale-out 20 to 22).
const SHELL = E2E_PORTS.spare + 30;
const REMOTES = {
  mf_auth: SHELL + 1,
  mf_flights: SHELL + 2,
  mf_hotels: SHELL + 3,
  mf_content: SHELL + 4,
  mf_admin: SHELL + 5,
};
const API = SHELL + 6;
const API_URL = `http://127.0.0.1:${API}`;
const ORIGIN = `http://localhost:${SHELL}`;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ baseURL: ORIGIN });

/** An API and a portal whose checkout goes through the gateway `env` configures. */
async function startSite(env: Record<string, string>) {
  const api: ChildProcess = await startTestApi({ ...env, PUBLIC_URL: ORIGIN }, { port: API, data: 'gateway-api' });
  let portal: RunningPortal | undefined;
  try {
    portal = await servePortal({ shellPort: SHELL, remotePorts: REMOTES, apiUrl: API_URL, host: 'localhost', env });
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }
  return async () => {
    await portal.close();
    api.kill('SIGTERM');
  };
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function holdOneAdult(page: Page, email: string) {
  await page.goto(`/flight-details?trip=one-way&from=BOM&to=DEL&date=${isoDay(15)}&adults=1&children=0&cabin=economy`);
  await page.getByTestId('flight-card').first().getByRole('button', { name: 'Select' }).click();
  await page.getByRole('radio', { name: /Flexi/ }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.locator('#fc-p0-title').selectOption('Mr');
  await page.locator('#fc-p0-first').fill('Dev');
  await page.locator('#fc-p0-last').fill('Shah');
  await page.locator('#fc-email').fill(email);
  await page.locator('#fc-mobile').fill('9876543210');
  await page.getByRole('button', { name: 'Continue to seats' }).click();
  await page.getByRole('button', { name: 'Skip seats' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('button', { name: 'Hold seats and pay' }).click();
  const held = page.getByText(/^Booking [A-Z0-9]{10} is held\./);
  await expect(held).toBeVisible();
  return /Booking ([A-Z0-9]{10})/.exec((await held.textContent())!)![1];
}

// One API and one Razorpay per gateway for its tests (an API start is a seed and a flight inventory: the longest
// part of each test when each had its own); each test reads only what the gateway saw since it began.
test.describe('Razorpay', () => {
  const keys = { keyId: 'rzp_test_e2e', keySecret: 'rzp_e2e_key_secret' };
  const webhookSecret = 'rzp_e2e_whsec';
  let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let stop: () => Promise<void>;
  test.beforeAll(async () => {
    razorpay = await startFakeRazorpay({
      ...keys,
      payments: {},
      webhook: { url: `${API_URL}/api/payments/webhooks/razorpay`, secret: webhookSecret },
    });
    stop = await startSite({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_BASE_URL: razorpay.url,
      RAZORPAY_CHECKOUT_URL: `${razorpay.url}/v1/checkout.js`,
    });
  });
  test.afterAll(async () => {
    await stop?.();
    await razorpay?.close();
  });

  test('a flight paid through Razorpay Checkout: a declined card, then a good one, confirms the booking once', async ({
    page,
  }) => {
    const before = {
      orders: razorpay.orders.length,
      customers: razorpay.customers.length,
      checkoutPayments: razorpay.checkoutPayments.size,
      requests: razorpay.requests.length,
    };
    const reference = await holdOneAdult(page, uniqueEmail('razorpay'));
    await page.getByRole('button', { name: /^Pay / }).click();

    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
    await checkout.getByRole('button', { name: /^Pay INR/ }).click();
    await expect(checkout.getByRole('alert')).toHaveText('Your payment was declined by the bank.');

    await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
    await checkout.getByRole('button', { name: /^Pay INR/ }).click();
    await expect(page).toHaveURL(/\/flight-checkout\/confirmation\?reference=[A-Z0-9]{10}&paymentId=pmt_/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);

    // One Razorpay order for the booking, paid once, its signature checked by the API.
    const orders = razorpay.orders.slice(before.orders);
    expect(orders).toHaveLength(1);
    expect(orders[0].status).toBe('paid');
    const [confirmed] = razorpay.requests.slice(before.requests).filter((r) => r.path.startsWith('/v1/payments/pay_'));
    expect(confirmed.method).toBe('GET');
  });

  test('a pay-at-the-hotel rate guaranteed through Razorpay: a declined card says so, Try again, a zero-charge authorisation', async ({
    page,
  }) => {
    const before = {
      orders: razorpay.orders.length,
      customers: razorpay.customers.length,
      checkoutPayments: razorpay.checkoutPayments.size,
      requests: razorpay.requests.length,
    };
    await page.goto('/hotel-details');
    const searchBar = page.getByRole('form', { name: 'Change search' });
    await searchBar.getByLabel('Destination').fill('Paris, France');
    await searchBar.getByLabel('Check-in').fill(isoDay(48));
    await searchBar.getByLabel('Check-out').fill(isoDay(50));
    await searchBar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/hotels in Paris, France · 2 nights/)).toBeVisible();
    await page.getByTestId('hotel-card').first().getByRole('link', { name: 'View deal' }).click();
    const atHotel = page.getByTestId('rate-row').filter({ hasText: 'Pay at the hotel' }).first();
    await atHotel.getByRole('link', { name: /^Reserve / }).click();
    const form = page.getByRole('form', { name: 'Guest details' });
    await form.getByLabel('Title').selectOption('Ms');
    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Last name').fill('Nair');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('razorpay-guarantee'));
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    const started = page.waitForResponse(
      (response) => /\/api\/hotel-checkout\/orders\/[A-Z0-9]{10}\/pay/.test(response.url()) && response.ok(),
    );
    await page.getByRole('button', { name: 'Guarantee with a card' }).click();
    const { payment } = (await (await started).json()) as { payment: { paymentId: string; returnUrl: string } };

    // Checkout's authorisation transaction: ₹1 on the customer's card, kept for the hotel, never captured.
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
    await expect(checkout).toContainText('INR 1.00');
    await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
    await checkout.getByRole('button', { name: 'Pay INR 1.00' }).click();
    await expect(checkout.getByRole('alert')).toHaveText('Your payment was declined by the bank.');
    await checkout.getByRole('button', { name: 'Cancel' }).click();

    // The guarantee's return page after the decline (payment.failed arrived by webhook): its own words, no
    // "Payment declined", nothing charged, and Try again on the same held booking.
    await page.goto(payment.returnUrl);
    await expect(page.getByRole('heading', { name: 'Card not accepted as a guarantee' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Card not accepted as a guarantee' }).getByRole('alert')).toHaveText(
      'Your card was not accepted as a guarantee for this booking, and nothing was charged. Your booking is still held: try again with the same or another card.',
    );
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
    await checkout.getByRole('button', { name: 'Pay INR 1.00' }).click();

    await expect(page).toHaveURL(/\/hotel-checkout\/confirmation\?reference=[A-Z0-9]{10}&paymentId=pmt_/);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(/^Nothing was charged: your card only guarantees the booking\./)).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{10}$/);

    // One customer; authorisation-only orders with a token, paid with recurring; the good card's payment is
    // authorised with a token kept and never captured, so nothing was charged.
    const customers = razorpay.customers.slice(before.customers);
    const orders = razorpay.orders.slice(before.orders);
    expect(customers).toHaveLength(1);
    expect(orders.length).toBeGreaterThanOrEqual(1);
    for (const order of orders) {
      expect(order).toMatchObject({ amount: 100, payment_capture: false, customer_id: customers[0].id });
      expect(order.token).toBeDefined();
    }
    const made = [...razorpay.checkoutPayments.values()].slice(before.checkoutPayments);
    expect(made.map((p) => p.status).sort()).toEqual(['authorized', 'failed']);
    expect(made.find((p) => p.status === 'authorized')!.token_id).toMatch(/^token_/);
    expect(made.some((p) => p.status === 'captured')).toBe(false);
    expect(razorpay.requests.slice(before.requests).some((r) => /\/capture$/.test(r.path))).toBe(false);
  });
});

test.describe('Stripe', () => {
  const keys = { secretKey: 'sk_test_e2e', publishableKey: 'pk_test_e2e' };
  const webhookSecret = 'whsec_e2e';
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let stop: () => Promise<void>;
  test.beforeAll(async () => {
    stripe = await startFakeStripe({
      ...keys,
      payments: {},
      webhook: { url: `${API_URL}/api/payments/webhooks/stripe`, secret: webhookSecret },
    });
    stop = await startSite({
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: keys.secretKey,
      STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_BASE_URL: stripe.url,
      STRIPE_JS_URL: `${stripe.url}/v3/`,
    });
  });
  test.afterAll(async () => {
    await stop?.();
    await stripe?.close();
  });

  test('a hotel paid through Stripe.js: a declined card, then 3-D Secure, confirms the booking', async ({ page }) => {
    const before = {
      intents: stripe.intents.length,
      setupIntents: stripe.setupIntents.length,
      requests: stripe.requests.length,
    };
    await page.goto('/hotel-details');
    const searchBar = page.getByRole('form', { name: 'Change search' });
    await searchBar.getByLabel('Destination').fill('Paris, France');
    await searchBar.getByLabel('Check-in').fill(isoDay(40));
    await searchBar.getByLabel('Check-out').fill(isoDay(42));
    await searchBar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/hotels in Paris, France · 2 nights/)).toBeVisible();
    await page.getByTestId('hotel-card').first().getByRole('link', { name: 'View deal' }).click();
    const payNow = page.getByTestId('rate-row').filter({ hasText: 'Pay now' }).first();
    await payNow.getByRole('link', { name: /^Reserve / }).click();
    const form = page.getByRole('form', { name: 'Guest details' });
    await form.getByLabel('Title').selectOption('Ms');
    await form.getByLabel('First name').fill('Asha');
    await form.getByLabel('Last name').fill('Rao');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('stripe'));
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: /^Pay .+ now$/ }).click();

    const card = page.getByRole('dialog', { name: 'Pay by card' });
    await card.getByLabel('Card number').fill('4000 0000 0000 0002');
    await card.getByRole('button', { name: 'Pay now' }).click();
    await expect(card.getByRole('alert')).toHaveText('Your card was declined.');

    await card.getByLabel('Card number').fill('4000 0025 0000 3155');
    await card.getByRole('button', { name: 'Pay now' }).click();
    await page
      .getByRole('dialog', { name: '3D Secure authentication' })
      .getByRole('button', { name: 'Complete authentication' })
      .click();
    await expect(page).toHaveURL(/\/hotel-checkout\/confirmation\?reference=[A-Z0-9]{10}&paymentId=pmt_/);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{10}$/);

    const intents = stripe.intents.slice(before.intents);
    expect(intents).toHaveLength(1);
    expect(intents[0].status).toBe('succeeded');
  });

  test('a pay-at-the-hotel rate guaranteed through a Stripe SetupIntent: a declined card, then 3-D Secure, nothing charged', async ({
    page,
  }) => {
    const before = {
      intents: stripe.intents.length,
      setupIntents: stripe.setupIntents.length,
      requests: stripe.requests.length,
    };
    await page.goto('/hotel-details');
    const searchBar = page.getByRole('form', { name: 'Change search' });
    await searchBar.getByLabel('Destination').fill('Paris, France');
    await searchBar.getByLabel('Check-in').fill(isoDay(44));
    await searchBar.getByLabel('Check-out').fill(isoDay(46));
    await searchBar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(/hotels in Paris, France · 2 nights/)).toBeVisible();
    await page.getByTestId('hotel-card').first().getByRole('link', { name: 'View deal' }).click();
    const atHotel = page.getByTestId('rate-row').filter({ hasText: 'Pay at the hotel' }).first();
    await atHotel.getByRole('link', { name: /^Reserve / }).click();
    const form = page.getByRole('form', { name: 'Guest details' });
    await form.getByLabel('Title').selectOption('Mr');
    await form.getByLabel('First name').fill('Ravi');
    await form.getByLabel('Last name').fill('Iyer');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('stripe-guarantee'));
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Guarantee with a card' }).click();

    const card = page.getByRole('dialog', { name: 'Guarantee with a card' });
    await expect(card).toContainText('Nothing is charged now: the card only guarantees the booking.');
    await card.getByLabel('Card number').fill('4000 0000 0000 0002');
    await card.getByRole('button', { name: 'Guarantee booking' }).click();
    await expect(card.getByRole('alert')).toHaveText('Your card was declined.');

    await card.getByLabel('Card number').fill('4000 0025 0000 3155');
    await card.getByRole('button', { name: 'Guarantee booking' }).click();
    await page
      .getByRole('dialog', { name: '3D Secure authentication' })
      .getByRole('button', { name: 'Complete authentication' })
      .click();
    await expect(page).toHaveURL(/\/hotel-checkout\/confirmation\?reference=[A-Z0-9]{10}&paymentId=pmt_/);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText(/^Nothing was charged: your card only guarantees the booking\./)).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{10}$/);

    // A SetupIntent kept the card; no PaymentIntent was ever made, so nothing was charged.
    const setupIntents = stripe.setupIntents.slice(before.setupIntents);
    expect(setupIntents).toHaveLength(1);
    expect(setupIntents[0]).toMatchObject({ status: 'succeeded', usage: 'off_session' });
    expect(stripe.intents.slice(before.intents)).toHaveLength(0);
    // Both the browser's return and setup_intent.succeeded arrived; the booking was confirmed once.
    await expect
      .poll(
        () =>
          stripe.requests
            .slice(before.requests)
            .filter((r) => r.path.startsWith('/v1/setup_intents/') && r.method === 'GET').length,
      )
      .toBeGreaterThan(0);
  });
});
