import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { messagesFor, waitForMessage } from './mailbox';
import { E2E_API_URL, E2E_BASE_URL } from './ports';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A customer made through the real sign-up and its emailed code. */
export async function createCustomer(request: APIRequestContext, prefix = 'trips-e2e') {
  const email = uniqueEmail(prefix);
  const password = 'customer-password-9';
  const name = 'Meera Traveller';
  const signup = await request.post(`${E2E_API_URL}/api/v1/customer/signup`, { data: { name, email, password } });
  expect(signup.ok()).toBe(true);
  const otp = (await waitForMessage(email)).match(/one-time code is (\d{6})/)![1];
  // The code goes with the sign-up's name and password, as the code screen sends them.
  const verify = await request.post(`${E2E_API_URL}/api/v1/customer/verify-signup`, {
    data: { email, otp, name, password },
  });
  expect(verify.ok()).toBe(true);
  return { email, password };
}

/**
 * Books a flight Mumbai → Delhi `daysAhead` days from today through the real checkout API and pays it on the
 * sandbox's payment page with its success card, as the checkout pages do; `request` carries the session cookie
 * of a signed-in traveller.
 */
export async function bookFlight(
  request: APIRequestContext,
  email: string,
  fare: 'Standard' | 'Saver' | 'Flexi' = 'Standard',
  daysAhead = 12,
) {
  const headers = { origin: E2E_BASE_URL };
  const search = await request.get(`${E2E_BASE_URL}/api/flights/search`, {
    params: { from: 'BOM', to: 'DEL', date: inDays(daysAhead), adults: 1, sort: 'cheapest' },
  });
  expect(search.ok()).toBe(true);
  const flightId = (await search.json()).legs[0].offers[0].id as string;
  const created = await request.post(`${E2E_BASE_URL}/api/flight-checkout/orders`, {
    headers: { ...headers, 'idempotency-key': `trips-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      flightId,
      cabin: 'economy',
      fare,
      adults: 1,
      childAges: [],
      passengers: [{ type: 'adult', title: 'Ms', firstName: 'Meera', lastName: 'Iyer' }],
      contact: { email, mobile: '9876543210' },
      insurance: false,
      freeCancellation: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, accessToken } = await created.json();
  const pay = await request.post(`${E2E_BASE_URL}/api/flight-checkout/orders/${order.reference}/pay`, {
    headers,
    params: { token: accessToken },
  });
  const { payment } = await pay.json();
  expect(payment.gateway).toBe('sandbox');
  const paid = await request.post(new URL(payment.redirectUrl, E2E_BASE_URL).toString(), {
    headers,
    form: { cardNumber: '4111 1111 1111 1111' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { reference: order.reference as string, totalMinor: order.price.totalMinor as number };
}

/**
 * The guest look-up on the page at /my-trips or Get help: the booking's reference and email, then the code mailed to
 * that address (the booking's confirmation went there first: the code is in the message that says it).
 */
export async function findBookingAsGuest(page: Page, reference: string, email: string) {
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('If a booking matches, we have emailed a 6-digit code to that address.')).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(
      () =>
        (code = messagesFor(email)
          .map((message) => /is (\d{6})\./.exec(message)?.[1])
          .find(Boolean)),
    )
    .toBeTruthy();
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Show my booking' }).click();
}
