import { expect, type Page } from '@playwright/test';
import { CARD, fillTravellers, payWithCard, seatOf, type Traveller } from './flightCheckout';

export interface SupplierQuote {
  supplier: string;
  label: string;
  total: { amountMinor: number };
}
export interface MergedOffer {
  slices: { segments: { carrier: string; flightNumber: string }[] }[];
  providers: SupplierQuote[];
}

/** The last (complete) answer of GET /api/flights/offers: every supplier's offers, merged per itinerary. */
export async function supplierOffers(page: Page, from: string, to: string, day: string): Promise<MergedOffer[]> {
  const reply = await page.request.get(`/api/flights/offers?from=${from}&to=${to}&date=${day}&adults=1&cabin=economy`);
  expect(reply.status()).toBe(200);
  const events = (await reply.text()).split('\n').filter((line) => line.startsWith('data: '));
  const last = JSON.parse(events[events.length - 1].slice('data: '.length)) as {
    offers: MergedOffer[];
    complete: boolean;
  };
  expect(last.complete).toBe(true);
  return last.offers;
}

/** Waits until every supplier of the results page has answered (the status line of reserved height). */
export async function expectSuppliersAnswered(page: Page) {
  const status = page.getByTestId('supplier-status');
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  await expect(status).not.toContainText('Searching providers');
  await expect(status).not.toContainText('Still searching');
  await expect(status).not.toContainText('did not answer');
}

/**
 * From the fare page of a supplier's fare ("Book with <label>" on a results card): its fare, then checkout for one
 * adult with a date of birth (the airline's order names each traveller with one), a free seat, the sandbox card,
 * and the confirmation page following the supplier's order to its airline reference (PNR).
 */
export async function bookSupplierFare(page: Page, label: string, email: string, traveller: Traveller) {
  await expect(page).toHaveURL(/\/single-flight-search$/);
  await expect(page.getByTestId('sold-by')).toHaveText(`Sold by ${label}`);
  await expect(page.getByRole('heading', { name: 'Your Fare' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/flight-checkout\?flight=[^&]+$/);

  await fillTravellers(page, [traveller], email);
  const seat = seatOf(
    await page
      .getByRole('button', { name: /^Seat \d+[A-F], (middle|aisle), free$/ })
      .first()
      .getAttribute('aria-label'),
  );
  await page.getByRole('button', { name: new RegExp(`^Seat ${seat},`) }).click();
  await page.getByRole('button', { name: 'Continue to add-ons' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('button', { name: 'Hold seats and pay' }).click();
  const held = page.getByText(/^Booking [A-Z0-9]{10} is held\./);
  await expect(held).toBeVisible();
  const reference = /Booking ([A-Z0-9]{10})/.exec((await held.textContent())!)![1];
  await page.getByRole('button', { name: /^Pay / }).click();
  await payWithCard(page, CARD.success);

  // Paid, then ordered at the supplier (a job): the page follows it until the airline's reference comes
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  const pnrLine = page.getByText(/^Airline booking reference \(PNR\): [A-Z0-9]{5,8}$/);
  await expect(pnrLine).toBeVisible({ timeout: 60_000 });
  const pnr = /: ([A-Z0-9]{5,8})$/.exec((await pnrLine.textContent())!)![1];
  return { reference, pnr };
}
