import { expect, test } from '@playwright/test';
import { CARD, fillTravellers, isoDay, payWithCard, pickFlexi } from '../support/flightCheckout';
import { fillGuest, openParisHotel, payWithSandboxCard, reserve } from '../support/hotels';
import { creditBalanceOf, earnTravelCredit, minorOf, travelCreditRegion } from '../support/travelCredit';

// Issue #16: a refund taken as travel credit can be spent. A hotel booking is cancelled to travel credit in the
// wizard, then the credit pays for a flight at checkout: the all-inclusive total stays, the credit is its own
// line, the amount to pay drops, and the trip page shows the credit used.
test('travel credit from a cancellation pays for the next flight, and the trip shows the credit used', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { email, creditMinor } = await earnTravelCredit(page, 'travel-credit-spend', 'Breakfast included');

  await pickFlexi(page, { day: isoDay(16), adults: 1, childAges: [] });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await fillTravellers(page, [{ title: 'Ms', first: 'Asha', last: 'Rao' }], email);
  await page.getByRole('button', { name: 'Skip seats' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();

  const summary = page.getByRole('region', { name: 'Price summary' });
  const totalMinor = await minorOf(summary.getByTestId('checkout-total'));
  await expect(summary.getByTestId('checkout-to-pay')).toHaveCount(0);
  expect(await minorOf(summary.getByTestId('checkout-charge'))).toBe(totalMinor);
  const offered = page.getByRole('group', { name: 'Travel credit' });
  expect(await minorOf(offered.getByTestId('travel-credit-balance'))).toBe(creditMinor);

  await offered.getByRole('checkbox', { name: 'Use my travel credit' }).check();
  const usedMinor = Math.min(creditMinor, totalMinor);
  const toPayMinor = totalMinor - usedMinor;
  expect(await minorOf(summary.getByTestId('checkout-total'))).toBe(totalMinor);
  await expect(summary.getByTestId('checkout-travel-credit')).toHaveText(/^−₹/);
  expect(await minorOf(summary.getByTestId('checkout-travel-credit'))).toBe(usedMinor);
  expect(await minorOf(summary.getByTestId('checkout-to-pay'))).toBe(toPayMinor);
  expect(await minorOf(summary.getByTestId('checkout-charge'))).toBe(toPayMinor);

  await page.getByRole('button', { name: 'Hold seats and pay' }).click();
  // A Paris stay of two nights usually costs more than a flight: the credit pays it all, and no card is asked
  // for; a cheaper stay leaves the rest to the card, on the sandbox's page.
  if (toPayMinor > 0) {
    const pay = page.getByRole('button', { name: /^Pay / });
    expect(await minorOf(pay)).toBe(toPayMinor);
    await pay.click();
    await payWithCard(page, CARD.success);
  }
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  expect(await minorOf(page.getByTestId('paid-total'))).toBe(totalMinor);
  expect(await minorOf(page.getByTestId('paid-travel-credit'))).toBe(usedMinor);
  expect(await minorOf(page.getByTestId('paid-by-card'))).toBe(toPayMinor);

  await page.goto('/my-trips');
  expect(await minorOf(creditBalanceOf(page))).toBe(creditMinor - usedMinor);
  await expect(travelCreditRegion(page)).toContainText(`Spent on booking ${reference}`);
  await page.getByRole('link', { name: new RegExp(`Reference ${reference}`) }).click();
  await expect(page.getByRole('heading', { name: 'BOM → DEL' })).toBeVisible();
  const creditRow = page.getByRole('row', { name: /Travel credit/ });
  await expect(creditRow).toBeVisible();
  expect(await minorOf(creditRow.getByRole('cell').nth(1))).toBe(usedMinor);
});

// A pay-now hotel stay paid partly with travel credit: the credit is its own line, the card pays the rest on the
// sandbox's page, and cancelling it from the trip page shows (before and after) how much goes back to travel credit
// and how much to the card, as the API split it.
test('a hotel stay paid partly with travel credit, cancelled, gives each part back the way it was paid', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The credit: a room-only stay, cancelled to travel credit in the wizard.
  const { email, creditMinor } = await earnTravelCredit(page, 'travel-credit-hotel', 'Room only');

  // The same hotel with breakfast costs more: the credit pays part of it.
  await openParisHotel(page, 'Free cancellation', true);
  await reserve(page, ['Breakfast included', 'Free cancellation', 'Pay now']);
  const summary = page.getByRole('region', { name: 'Price summary' });
  const totalMinor = await minorOf(summary.getByTestId('checkout-total'));
  expect(totalMinor).toBeGreaterThan(creditMinor);
  const offered = page.getByRole('group', { name: 'Travel credit' });
  expect(await minorOf(offered.getByTestId('travel-credit-balance'))).toBe(creditMinor);
  await offered.getByRole('checkbox', { name: 'Use my travel credit' }).check();
  const toPayMinor = totalMinor - creditMinor;
  expect(await minorOf(summary.getByTestId('checkout-total'))).toBe(totalMinor);
  expect(await minorOf(summary.getByTestId('checkout-travel-credit'))).toBe(creditMinor);
  expect(await minorOf(summary.getByTestId('checkout-to-pay'))).toBe(toPayMinor);
  await fillGuest(page, email);
  expect(await minorOf(page.getByRole('button', { name: /^Pay .+ now$/ }))).toBe(toPayMinor);
  await payWithSandboxCard(page);
  const reference = (await page.getByTestId('booking-reference').textContent())!;

  await page.goto('/my-trips');
  expect(await minorOf(creditBalanceOf(page))).toBe(0);
  await expect(travelCreditRegion(page)).toContainText(`Spent on booking ${reference}`);
  await page.getByRole('link', { name: new RegExp(`Reference ${reference}`) }).click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const panel = page.getByRole('region', { name: 'Cancel this stay' });
  expect(await minorOf(panel.getByTestId('refund-total'))).toBe(totalMinor);
  expect(await minorOf(panel.getByTestId('refund-to-credit'))).toBe(creditMinor);
  expect(await minorOf(panel.getByTestId('refund-to-original'))).toBe(toPayMinor);
  await panel.getByRole('button', { name: 'Confirm cancellation' }).click();

  await expect(page.getByText('Your booking is cancelled and the refund is on its way.')).toBeVisible();
  const refund = page.getByRole('article', { name: 'Refund' });
  expect(await minorOf(refund.getByTestId('refund-to-credit'))).toBe(creditMinor);
  expect(await minorOf(refund.getByTestId('refund-to-original'))).toBe(toPayMinor);
  await expect(refund).toContainText('Added to travel credit');
  await page.goto('/my-trips');
  expect(await minorOf(creditBalanceOf(page))).toBe(creditMinor);
});
