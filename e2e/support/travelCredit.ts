import { expect, type Locator, type Page } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from './accounts';
import { cancelToTravelCredit, fillGuest, openParisHotel, payWithSandboxCard, reserve } from './hotels';

/**
 * The first amount in a text, in minor units: '₹12,999.50' → 1299950, '−₹1,000' → 100000 (the sign is the
 * caller's to read), "You will be charged ₹5,933.40 in INR." → 593340.
 */
export const minorOf = async (locator: Locator) =>
  Math.round(Number(/\d[\d,]*(?:\.\d+)?/.exec((await locator.textContent()) ?? '')?.[0].replace(/,/g, '')) * 100);

/** My Trips' travel credit region. */
export const travelCreditRegion = (page: Page) => page.getByRole('region', { name: 'Travel credit' });

/** The balance shown in My Trips' travel credit region. */
export const creditBalanceOf = (page: Page) =>
  travelCreditRegion(page)
    .getByText(/^Balance:/)
    .locator('strong');

/**
 * A new account that earned travel credit: it signs up, books a free-cancellation pay-now Paris stay with the
 * `board`, pays it on the sandbox's page and cancels it to travel credit in the wizard. Ends on My Trips, which
 * shows the credit; answers the account's email and the credit in minor units.
 */
export async function earnTravelCredit(page: Page, label: string, board: 'Breakfast included' | 'Room only') {
  const email = uniqueEmail(label);
  await page.goto('/signup');
  await signUpAndLogIn(page, email, 'travel-credit-password-9');

  await openParisHotel(page, 'Free cancellation', true);
  await reserve(page, [board, 'Free cancellation', 'Pay now']);
  await fillGuest(page, email);
  await payWithSandboxCard(page);
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  await cancelToTravelCredit(page, reference, email);

  await page.goto('/my-trips');
  await expect(travelCreditRegion(page)).toContainText(`Refund of cancelled booking ${reference}`);
  const creditMinor = await minorOf(creditBalanceOf(page));
  expect(creditMinor).toBeGreaterThan(0);
  return { email, creditMinor };
}
