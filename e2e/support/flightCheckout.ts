import { expect, type Page } from '@playwright/test';

// Booking a flight through the checkout pages, for the flight checkout and travel credit specs.

export const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

export const CARD = { success: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' };

export interface Party {
  day: string;
  adults: number;
  childAges: number[];
}

/**
 * Searches Mumbai to Delhi for the party and picks the Flexi fare of `flight` ("IndiGo 6E 123"), else of the shown
 * flight with the most seats left; answers the flight picked.
 */
export async function pickFlexi(page: Page, { day, adults, childAges }: Party, flight?: string): Promise<string> {
  const children = childAges.map((age) => `&childAges=${age}`).join('');
  await page.goto(
    `/flight-details?trip=one-way&from=BOM&to=DEL&date=${day}&adults=${adults}&children=${childAges.length}${children}&cabin=economy`,
  );
  // The seat map needs two paid window seats free, and the first card of some days has only a few seats left.
  const search = await page.request.get(`/api/flights/search?from=BOM&to=DEL&date=${day}&pageSize=50`);
  const { legs } = (await search.json()) as {
    legs: { offers: { airline: string; flightNumber: string; seatsLeft: number }[] }[];
  };
  const seatsLeft = new Map(legs[0].offers.map((offer) => [`${offer.airline} ${offer.flightNumber}`, offer.seatsLeft]));
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  // Our own fares (a Select button); a card that compares suppliers' offers books elsewhere (supplierBooking.ts).
  const shown = await page
    .getByTestId('flight-card')
    .evaluateAll((cards) =>
      cards
        .filter((card) =>
          [...card.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Select'),
        )
        .map((card) => card.ariaLabel ?? ''),
    );
  const chosen =
    flight ?? shown.reduce((best, name) => ((seatsLeft.get(name) ?? 0) > (seatsLeft.get(best) ?? 0) ? name : best));
  await page.getByRole('article', { name: chosen, exact: true }).getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/single-flight-search$/);
  await page.getByRole('radio', { name: /Flexi/ }).click();
  return chosen;
}

export interface Traveller {
  title: string;
  first: string;
  last: string;
  dateOfBirth?: string;
}

export async function fillTravellers(page: Page, travellers: Traveller[], email: string) {
  for (const [i, t] of travellers.entries()) {
    await page.locator(`#fc-p${i}-title`).selectOption(t.title);
    await page.locator(`#fc-p${i}-first`).fill(t.first);
    await page.locator(`#fc-p${i}-last`).fill(t.last);
    if (t.dateOfBirth) await page.locator(`#fc-p${i}-dob`).fill(t.dateOfBirth);
  }
  await page.locator('#fc-email').fill(email);
  await page.locator('#fc-mobile').fill('9876543210');
  await page.getByRole('button', { name: 'Continue to seats' }).click();
  await expect(page).toHaveURL(/\/flight-checkout\/seats$/);
}

/** The seat of a seat button's name: 'Seat 5A, window, paid, ₹350' -> '5A'. */
export const seatOf = (name: string | null) => /^Seat (\d+[A-F])/.exec(name ?? '')![1];

/** Pays on the sandbox's page with a test card; the sandbox sends the browser back to the confirmation. */
export async function payWithCard(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/flight-checkout\/confirmation\?reference=[A-Z0-9]{10}&paymentId=pmt_/);
}
