import { expect, test, type Locator } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from '../support/accounts';
import { CARD, fillTravellers, isoDay, payWithCard, pickFlexi } from '../support/flightCheckout';
import { fillGuest, findInWizard, openParisHotel, payWithSandboxCard, reserve } from '../support/hotels';

/** '₹12,999.50' or '−₹1,000' -> 1299950 or 100000 (paise; the sign is the caller's to read). */
// The first amount in the text ("You will be charged ₹5,933.40 in INR." → 593340).
const paiseOf = async (locator: Locator) =>
  Math.round(Number(/\d[\d,]*(?:\.\d+)?/.exec((await locator.textContent()) ?? '')?.[0].replace(/,/g, '')) * 100);

// Issue #16: a refund taken as travel credit can be spent. A hotel booking is cancelled to travel credit in the
// wizard, then the credit pays for a flight at checkout: the all-inclusive total stays, the credit is its own
// line, the amount to pay drops, and the trip page shows the credit used.
test('travel credit from a cancellation pays for the next flight, and the trip shows the credit used', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('travel-credit-spend');
  await page.goto('/signup');
  await signUpAndLogIn(page, email, 'travel-credit-password-9');

  await openParisHotel(page, 'Free cancellation', true);
  await reserve(page, ['Breakfast included', 'Free cancellation', 'Pay now']);
  await fillGuest(page, email);
  await payWithSandboxCard(page);
  const hotelReference = (await page.getByTestId('booking-reference').textContent())!;
  await findInWizard(page, hotelReference, email);
  await page.getByLabel('Reason for cancelling *').selectOption('Change of travel plans');
  await page.getByLabel('Travel credit').check();
  await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Your booking is cancelled and the refund is in your travel credit.')).toBeVisible();

  await page.goto('/my-trips');
  const creditRegion = page.getByRole('region', { name: 'Travel credit' });
  await expect(creditRegion).toContainText(`Refund of cancelled booking ${hotelReference}`);
  const creditMinor = await paiseOf(creditRegion.getByText(/^Balance:/).locator('strong'));
  expect(creditMinor).toBeGreaterThan(0);

  await pickFlexi(page, { day: isoDay(16), adults: 1, childAges: [] });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await fillTravellers(page, [{ title: 'Ms', first: 'Asha', last: 'Rao' }], email);
  await page.getByRole('button', { name: 'Skip seats' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();

  const summary = page.getByRole('region', { name: 'Price summary' });
  const totalMinor = await paiseOf(summary.getByTestId('checkout-total'));
  await expect(summary.getByTestId('checkout-to-pay')).toHaveCount(0);
  expect(await paiseOf(summary.getByTestId('checkout-charge'))).toBe(totalMinor);
  const offered = page.getByRole('group', { name: 'Travel credit' });
  expect(await paiseOf(offered.getByTestId('travel-credit-balance'))).toBe(creditMinor);

  await offered.getByRole('checkbox', { name: 'Use my travel credit' }).check();
  const usedMinor = Math.min(creditMinor, totalMinor);
  const toPayMinor = totalMinor - usedMinor;
  expect(await paiseOf(summary.getByTestId('checkout-total'))).toBe(totalMinor);
  await expect(summary.getByTestId('checkout-travel-credit')).toHaveText(/^−₹/);
  expect(await paiseOf(summary.getByTestId('checkout-travel-credit'))).toBe(usedMinor);
  expect(await paiseOf(summary.getByTestId('checkout-to-pay'))).toBe(toPayMinor);
  expect(await paiseOf(summary.getByTestId('checkout-charge'))).toBe(toPayMinor);

  await page.getByRole('button', { name: 'Hold seats and pay' }).click();
  // A Paris stay of two nights usually costs more than a flight: the credit pays it all, and no card is asked
  // for; a cheaper stay leaves the rest to the card, on the sandbox's page.
  if (toPayMinor > 0) {
    const pay = page.getByRole('button', { name: /^Pay / });
    expect(await paiseOf(pay)).toBe(toPayMinor);
    await pay.click();
    await payWithCard(page, CARD.success);
  }
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect(await paiseOf(page.getByTestId('paid-total'))).toBe(totalMinor);
  expect(await paiseOf(page.getByTestId('paid-travel-credit'))).toBe(usedMinor);
  expect(await paiseOf(page.getByTestId('paid-by-card'))).toBe(toPayMinor);

  await page.goto('/my-trips');
  expect(await paiseOf(creditRegion.getByText(/^Balance:/).locator('strong'))).toBe(creditMinor - usedMinor);
  await expect(creditRegion).toContainText(`Spent on booking ${reference}`);
  await page.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(page.getByRole('heading', { name: 'BOM → DEL' })).toBeVisible();
  const creditRow = page.getByRole('row', { name: /Travel credit/ });
  await expect(creditRow).toBeVisible();
  expect(await paiseOf(creditRow.getByRole('cell').nth(1))).toBe(usedMinor);
});

// A pay-now hotel stay paid partly with travel credit: the credit is its own line, the card pays the rest on the
// sandbox's page, and cancelling it from the trip page shows (before and after) how much goes back to travel credit
// and how much to the card, as the API split it.
test('a hotel stay paid partly with travel credit, cancelled, gives each part back the way it was paid', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('travel-credit-hotel');
  await page.goto('/signup');
  await signUpAndLogIn(page, email, 'travel-credit-password-9');

  // The credit: a room-only stay, cancelled to travel credit in the wizard.
  await openParisHotel(page, 'Free cancellation', true);
  await reserve(page, ['Room only', 'Free cancellation', 'Pay now']);
  await fillGuest(page, email);
  await payWithSandboxCard(page);
  const first = (await page.getByTestId('booking-reference').textContent())!;
  await findInWizard(page, first, email);
  await page.getByLabel('Reason for cancelling *').selectOption('Change of travel plans');
  await page.getByLabel('Travel credit').check();
  await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Your booking is cancelled and the refund is in your travel credit.')).toBeVisible();
  await page.goto('/my-trips');
  const creditRegion = page.getByRole('region', { name: 'Travel credit' });
  await expect(creditRegion).toContainText(`Refund of cancelled booking ${first}`);
  const creditMinor = await paiseOf(creditRegion.getByText(/^Balance:/).locator('strong'));
  expect(creditMinor).toBeGreaterThan(0);

  // The same hotel with breakfast costs more: the credit pays part of it.
  await openParisHotel(page, 'Free cancellation', true);
  await reserve(page, ['Breakfast included', 'Free cancellation', 'Pay now']);
  const summary = page.getByRole('region', { name: 'Price summary' });
  const totalMinor = await paiseOf(summary.getByTestId('checkout-total'));
  expect(totalMinor).toBeGreaterThan(creditMinor);
  const offered = page.getByRole('group', { name: 'Travel credit' });
  expect(await paiseOf(offered.getByTestId('travel-credit-balance'))).toBe(creditMinor);
  await offered.getByRole('checkbox', { name: 'Use my travel credit' }).check();
  const toPayMinor = totalMinor - creditMinor;
  expect(await paiseOf(summary.getByTestId('checkout-total'))).toBe(totalMinor);
  expect(await paiseOf(summary.getByTestId('checkout-travel-credit'))).toBe(creditMinor);
  expect(await paiseOf(summary.getByTestId('checkout-to-pay'))).toBe(toPayMinor);
  await fillGuest(page, email);
  expect(await paiseOf(page.getByRole('button', { name: /^Pay .+ now$/ }))).toBe(toPayMinor);
  await payWithSandboxCard(page);
  const reference = (await page.getByTestId('booking-reference').textContent())!;

  await page.goto('/my-trips');
  expect(await paiseOf(creditRegion.getByText(/^Balance:/).locator('strong'))).toBe(0);
  await expect(creditRegion).toContainText(`Spent on booking ${reference}`);
  await page.getByRole('link', { name: new RegExp(reference) }).click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const panel = page.getByRole('region', { name: 'Cancel this stay' });
  expect(await paiseOf(panel.getByTestId('refund-total'))).toBe(totalMinor);
  expect(await paiseOf(panel.getByTestId('refund-to-credit'))).toBe(creditMinor);
  expect(await paiseOf(panel.getByTestId('refund-to-original'))).toBe(toPayMinor);
  await panel.getByRole('button', { name: 'Confirm cancellation' }).click();

  await expect(page.getByText('Your booking is cancelled and the refund is on its way.')).toBeVisible();
  const refund = page.getByRole('article', { name: 'Refund' });
  expect(await paiseOf(refund.getByTestId('refund-to-credit'))).toBe(creditMinor);
  expect(await paiseOf(refund.getByTestId('refund-to-original'))).toBe(toPayMinor);
  await expect(refund).toContainText('Added to travel credit');
  await page.goto('/my-trips');
  expect(await paiseOf(creditRegion.getByText(/^Balance:/).locator('strong'))).toBe(creditMinor);
});
