import { expect, test, type Page } from '@playwright/test';

/**
 * Issue #41, point 5: on a phone the results come first. At 390 × 844 the first flight is within the first screen,
 * the filters are one tap away behind the Filters button, in a modal sheet that says how many flights they leave.
 */
const VIEWPORT = { width: 390, height: 844 };
test.use({ viewport: VIEWPORT });

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

const countHeading = (page: Page) => page.getByRole('heading', { name: /flights? found$/ });
const showFlights = (total: number) => (total === 1 ? 'Show 1 flight' : `Show ${total} flights`);

test.describe('flight results on a phone', () => {
  test('the first result is on the first screen; Filters opens a sheet whose filter applies', async ({ page }) => {
    const date = isoDay(7);

    // Search from /flight-home, as a traveller does
    await page.goto('/flight-home');
    await page.getByLabel('From', { exact: true }).selectOption('DEL');
    await page.getByLabel('To', { exact: true }).selectOption('BOM');
    await page.getByLabel('Departure date').fill(date);
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL(/\/flight-details\?.*from=DEL.*to=BOM/);

    const total = await apiTotal(page, `from=DEL&to=BOM&date=${date}`);
    await expect(countHeading(page)).toHaveText(`${total} flights found`);

    // Results first: the first card ends within the first screen, nothing scrolled, no filter panel before it
    const first = page.getByTestId('flight-card').first();
    await expect(first).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT.height);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    // The sort is within reach, above the results
    const sort = page.getByRole('group', { name: 'Sort by' });
    await expect(sort).toBeVisible();
    expect((await sort.boundingBox())!.y).toBeLessThan(box.y);

    // Filters, one tap away: a modal sheet, the focus inside it, the page behind not scrolling
    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filtersButton).toBeVisible();
    await filtersButton.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(sheet.getByRole('button', { name: showFlights(total) })).toBeVisible();

    // A filter chosen in the sheet: its footer says how many flights are left, and shows them
    await sheet.getByRole('checkbox', { name: /^Direct/ }).click();
    await expect(sheet.getByRole('checkbox', { name: /^Direct/ })).toBeChecked();
    const directTotal = await apiTotal(page, `from=DEL&to=BOM&date=${date}&stops=0`);
    expect(directTotal).toBeLessThan(total);
    await sheet.getByRole('button', { name: showFlights(directTotal) }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/stops=0/);
    await expect(countHeading(page)).toHaveText(`${directTotal} flights found`);
    await expect(page.getByTestId('stops').filter({ hasNotText: 'Direct' })).toHaveCount(0);
    const counted = page.getByRole('button', { name: 'Filters, 1 active' });
    await expect(counted).toBeFocused();

    // Escape closes the sheet and gives the focus back to the Filters button
    await counted.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(counted).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
