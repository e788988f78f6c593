import { expect, test, type Page } from '@playwright/test';

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** 'Fri 27 Nov', as a card shows a date. */
const cardDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

interface ApiLeg {
  total: number;
  offers: { flightNumber: string; from: string; to: string; date: string }[];
}

async function apiLegs(page: Page, query: string): Promise<ApiLeg[]> {
  const res = await page.request.get(`/api/flights/search?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).legs;
}

const cards = (page: Page) => page.getByTestId('flight-card');
const countHeading = (page: Page) => page.getByRole('heading', { name: /flights found$/ });

test.describe('flight search with nearby airports and flexible dates', () => {
  test('London to New York with nearby airports shows a flight of Gatwick or Newark', async ({ page }) => {
    const date = isoDay(9);
    await page.goto('/flight-home');
    await page.getByLabel('From', { exact: true }).selectOption('LHR');
    await page.getByLabel('To', { exact: true }).selectOption('JFK');
    await page.getByLabel('Departure date').fill(date);
    await page.getByLabel('Add nearby airports (from)').check();
    await page.getByLabel('Add nearby airports (to)').check();
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(/\/flight-details\?.*nearbyAirportsFrom=true&nearbyAirportsTo=true/);

    const query = `from=LHR&to=JFK&date=${date}&nearbyAirportsFrom=true&nearbyAirportsTo=true`;
    const [leg] = await apiLegs(page, query);
    await expect(countHeading(page)).toHaveText(`${leg.total} flights found`);
    await expect(page.getByText('Including nearby airports: London Gatwick (LGW), Newark (EWR)')).toBeVisible();

    // The first nearby flight in the page's order (Best), loading more pages until it is drawn.
    const [all] = await apiLegs(page, `${query}&pageSize=50`);
    const index = all.offers.findIndex((o) => o.from === 'LGW' || o.to === 'EWR');
    expect(index).toBeGreaterThanOrEqual(0);
    await expect(cards(page)).toHaveCount(Math.min(10, leg.total));
    for (let shown = 10; shown <= index; shown += 10) {
      await page.getByRole('button', { name: 'Load more flights' }).click();
      await expect(cards(page)).toHaveCount(Math.min(shown + 10, leg.total));
    }
    const card = cards(page).nth(index);
    await expect(card.locator('.fr-card__number')).toHaveText(all.offers[index].flightNumber);
    await expect(card.getByTestId('from-airport')).toHaveText(all.offers[index].from);
    await expect(card.getByTestId('to-airport')).toHaveText(all.offers[index].to);

    // A link of the earlier shape (nearbyFrom=1, trip without legs) still runs the same search.
    await page.goto(
      `/flight-details?trip=one-way&from=LHR&to=JFK&date=${date}&adults=1&cabin=economy&nearbyFrom=1&nearbyTo=1`,
    );
    await expect(countHeading(page)).toHaveText(`${leg.total} flights found`);
    await expect(page.getByText('Including nearby airports: London Gatwick (LGW), Newark (EWR)')).toBeVisible();
  });

  test('a flexible round trip shows flights on several dates, and the chip narrows to the date', async ({ page }) => {
    const date = isoDay(20);
    const back = isoDay(27);
    await page.goto('/flight-home');
    await page.getByLabel('Round-trip').check();
    await page.getByLabel('From', { exact: true }).selectOption('DXB');
    await page.getByLabel('To', { exact: true }).selectOption('LHR');
    await page.getByLabel('Departure date').fill(date);
    await page.getByLabel('Return date').fill(back);
    await page.getByLabel('Flexible dates ±3 days').check();
    // Direct only: fewer than ten flights a day, so the first ten cards must span several days.
    await page.getByLabel('Direct flights only').check();
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(/\/flight-details\?.*flexibleDates=true/);

    const [out] = await apiLegs(page, `from=DXB&to=LHR&date=${date}&returnDate=${back}&stops=0&flexibleDates=true`);
    await expect(countHeading(page)).toHaveText(`${out.total} flights found`);
    await expect(page.getByRole('button', { name: 'Remove filter Flexible dates ±3 days' })).toBeVisible();
    await expect(cards(page)).toHaveCount(out.offers.length);
    const expectedDays = out.offers.map((o) => cardDay(o.date));
    expect(new Set(expectedDays).size).toBeGreaterThan(1);
    await expect(page.getByTestId('departure-date')).toHaveText(expectedDays);

    // Removing the chip searches the exact date again: no dates on the cards.
    await page.getByRole('button', { name: 'Remove filter Flexible dates ±3 days' }).click();
    await expect(page).not.toHaveURL(/flexibleDates/);
    const [exact] = await apiLegs(page, `from=DXB&to=LHR&date=${date}&returnDate=${back}&stops=0`);
    await expect(countHeading(page)).toHaveText(`${exact.total} flights found`);
    await expect(cards(page)).toHaveCount(exact.offers.length);
    await expect(page.getByTestId('departure-date')).toHaveCount(0);
  });
});
