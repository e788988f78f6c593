import { expect, test, type Page } from '@playwright/test';

/** ₹12,999 -> 12999 */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function apiTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/flights/search?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).legs[0].total;
}

const cards = (page: Page) => page.getByTestId('flight-card');
const countHeading = (page: Page) => page.getByRole('heading', { name: /flights found$/ });

async function cardPrices(page: Page): Promise<number[]> {
  return (await page.locator('[data-testid="flight-card"] .fr-card__price').allTextContents()).map(rupees);
}

test.describe('flights', () => {
  test('search Delhi to Mumbai, filter, sort, page, change day, select a flight and a fare', async ({ page }) => {
    const date = isoDay(7);

    // Search from /flight-home
    await page.goto('/flight-home');
    await page.getByLabel('From', { exact: true }).selectOption('DEL');
    await page.getByLabel('To', { exact: true }).selectOption('BOM');
    await page.getByLabel('Departure date').fill(date);
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(/\/flight-details\?.*from=DEL.*to=BOM/);

    // The true count, the route header, ten cards
    const total = await apiTotal(page, `from=DEL&to=BOM&date=${date}`);
    await expect(countHeading(page)).toHaveText(`${total} flights found`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delhi to Mumbai');
    await expect(page.getByText('1,145 km')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);

    // Cheapest: ascending prices, also after Load more
    await page.getByRole('button', { name: 'Cheapest', exact: true }).click();
    await expect(page).toHaveURL(/sort=cheapest/);
    await expect(cards(page)).toHaveCount(10);
    let prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Load more flights' }).click();
    await expect(cards(page)).toHaveCount(Math.min(20, total));
    prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // A stop filter and an airline filter: only matching cards, with chips
    const filters = page.getByRole('complementary', { name: 'Filters' });
    // (the filters live in the URL, which React Router updates in a transition: click, then expect)
    await filters.getByRole('checkbox', { name: /^Direct/ }).click();
    await expect(filters.getByRole('checkbox', { name: /^Direct/ })).toBeChecked();
    const directTotal = await apiTotal(page, `from=DEL&to=BOM&date=${date}&stops=0`);
    await expect(countHeading(page)).toHaveText(`${directTotal} flights found`);
    await expect(page.getByRole('button', { name: 'Remove filter Direct only' })).toBeVisible();
    await expect(page.getByTestId('stops').filter({ hasNotText: 'Direct' })).toHaveCount(0);

    await filters.getByRole('checkbox', { name: /^IndiGo/ }).click();
    await expect(filters.getByRole('checkbox', { name: /^IndiGo/ })).toBeChecked();
    const indigoDirect = await apiTotal(page, `from=DEL&to=BOM&date=${date}&stops=0&airlines=6E`);
    expect(indigoDirect).toBeLessThan(directTotal);
    await expect(countHeading(page)).toHaveText(`${indigoDirect} flights found`);
    await expect(cards(page)).toHaveCount(Math.min(10, indigoDirect));
    await expect(page.locator('.fr-card__airline-name').filter({ hasNotText: 'IndiGo' })).toHaveCount(0);
    await expect(page.getByTestId('stops').filter({ hasNotText: 'Direct' })).toHaveCount(0);

    // Removing the chips brings the flights back
    await page.getByRole('button', { name: 'Remove filter IndiGo' }).click();
    await expect(countHeading(page)).toHaveText(`${directTotal} flights found`);
    await page.getByRole('button', { name: 'Clear all' }).first().click();
    await expect(countHeading(page)).toHaveText(`${total} flights found`);

    // Pick another day in the month calendar: the page searches it
    await page.getByRole('button', { name: 'View month' }).click();
    const calendar = page.getByRole('dialog', { name: /Prices for/ });
    await expect(calendar).toBeVisible();
    await calendar.getByRole('button', { name: 'Cancel' }).click();
    await expect(calendar).toBeHidden();
    const otherDay = date.slice(0, 7) === isoDay(8).slice(0, 7) ? isoDay(8) : isoDay(6);
    await page.getByRole('button', { name: 'View month' }).click();
    await calendar.getByRole('button', { name: otherDay, exact: true }).click();
    await expect(calendar).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`date=${otherDay}`));
    const otherTotal = await apiTotal(page, `from=DEL&to=BOM&date=${otherDay}&sort=cheapest`);
    await expect(countHeading(page)).toHaveText(`${otherTotal} flights found`);

    // Select the first flight: the fare page, Standard by default, and the split follows the fare
    const first = cards(page).first();
    const flightNumber = (await first.locator('.fr-card__number').textContent())!;
    const price = rupees((await first.locator('.fr-card__price').textContent())!);
    await first.getByRole('button', { name: 'Select' }).click();
    await expect(page).toHaveURL(/\/single-flight-search$/);
    await expect(page.getByText(flightNumber, { exact: false }).first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedFlight') ?? 'null'));
    expect(stored).toMatchObject({ fromCode: 'DEL', toCode: 'BOM', date: otherDay, passengers: 1, price });
    expect(stored.aircraft).toBeTruthy();

    await expect(page.getByRole('radio', { name: /Standard/ })).toHaveAttribute('aria-checked', 'true');
    // The fare's lines, then checkout's convenience fee, add up to the all-inclusive total, to the paisa: taxes 20%
    // and fees 10% rounded down, the base fare the rest (docs/decisions.md).
    const linesMinor = async () =>
      Promise.all(
        ['base-fare', 'taxes', 'fees'].map(async (id) =>
          Math.round(rupees((await page.getByTestId(id).textContent())!) * 100),
        ),
      );
    const priceMinor = Math.round(price * 100);
    expect(await linesMinor()).toEqual([
      priceMinor - Math.floor(priceMinor / 5) - Math.floor(priceMinor / 10),
      Math.floor(priceMinor / 5),
      Math.floor(priceMinor / 10),
    ]);
    const fee = rupees((await page.getByTestId('convenience-fee').textContent())!);
    expect(fee).toBeGreaterThan(0);
    const payable = (rupeesTotal: number) =>
      `₹${rupeesTotal.toLocaleString('en-IN', Number.isInteger(rupeesTotal) ? {} : { minimumFractionDigits: 2 })}`;
    await expect(page.getByTestId('total-price')).toHaveText(payable((priceMinor + fee * 100) / 100));

    await page.getByRole('radio', { name: /Flexi/ }).click();
    await expect(page.getByRole('radio', { name: /Flexi/ })).toHaveAttribute('aria-checked', 'true');
    // Checkout charges the Flexi fare to the paisa, and the lines above it are that fare's, to the paisa.
    const flexiMinor = Math.round((priceMinor * 16500) / 14200);
    await expect(page.getByTestId('total-price')).toHaveText(payable((flexiMinor + fee * 100) / 100));
    expect(await linesMinor()).toEqual([
      flexiMinor - Math.floor(flexiMinor / 5) - Math.floor(flexiMinor / 10),
      Math.floor(flexiMinor / 5),
      Math.floor(flexiMinor / 10),
    ]);

    // Similar flights come from the API
    await expect(page.getByRole('button', { name: /^See details of/ }).first()).toBeVisible();
  });

  test('the fare page without a selected flight sends the traveller back to search', async ({ page }) => {
    await page.goto('/flight-home');
    await page.evaluate(() => localStorage.removeItem('selectedFlight'));
    await page.goto('/single-flight-search');
    await expect(page).toHaveURL(/\/flight-home$/);
    await expect(page.getByText('Please search and select a flight first.')).toBeVisible();
  });

  test('a bookmarked results link reloads the same search with its filters', async ({ page }) => {
    const date = isoDay(12);
    await page.goto(`/flight-details?trip=one-way&from=BOM&to=DXB&date=${date}&adults=1&cabin=economy&stops=0`);
    const total = await apiTotal(page, `from=BOM&to=DXB&date=${date}&stops=0`);
    await expect(countHeading(page)).toHaveText(`${total} flights found`);
    await expect(page.getByRole('button', { name: 'Remove filter Direct only' })).toBeVisible();
  });

  test('/flight-details without a search shows the search card with the defaults, and searching from it works', async ({
    page,
  }) => {
    await page.goto('/flight-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Search flights' })).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('BOM');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('DXB');
    await expect(page.getByText('date is required')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(/\/flight-details\?.*from=BOM.*to=DXB.*date=/);
    await expect(countHeading(page)).toBeVisible();
  });

  test('/flight-home asks for its FAQ, and the code that draws it, only when the traveller scrolls down to it', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/faqs/page/flight' || /faq-entries/.test(url.pathname)) asked.push(url.pathname);
    });
    await page.goto('/flight-home');
    // The live page (the card drawn at build time is inert), every request of its first visit made.
    await expect(page.locator('form.fs-card')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    const faq = page.getByRole('heading', { name: 'Frequently Asked Questions' });
    await expect(faq).toBeAttached();
    expect(asked).toEqual([]);

    await faq.scrollIntoViewIfNeeded();
    const question = page.getByRole('button', { name: 'How do I find the cheapest flight for my dates?' });
    await expect(question).toBeVisible();
    expect(asked).toContain('/api/faqs/page/flight');
    expect(asked.some((path) => /faq-entries/.test(path))).toBe(true);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});
