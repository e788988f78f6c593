import { expect, test, type Page } from '@playwright/test';

const cards = (page: Page) => page.getByTestId('hotel-card');

async function nightlyPrices(page: Page): Promise<number[]> {
  const values = await page
    .locator('[data-testid="hotel-card"] .hh-card__nightly [data-price-inr]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-price-inr'))));
  return values;
}

test.describe('hotel search and results', () => {
  test('search Mumbai, filter 4 stars and free cancellation, sort Cheapest, load more', async ({ page }) => {
    await page.goto('/hotel-details?destination=Paris');
    const searchBar = page.getByRole('form', { name: 'Change search' });
    const destination = searchBar.getByLabel('Destination');
    await destination.fill('Mumbai, India');
    await searchBar.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/destination=Mumbai/);
    await expect(page.getByRole('heading', { name: 'Hotel Results' })).toBeVisible();
    await expect(page.getByText(/ hotels in Mumbai, India/)).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('group', { name: 'Near a place' }).getByRole('button')).toHaveText([
      'CSMT',
      'Marine Drive',
      'Andheri',
    ]);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    const starRating = filters.getByRole('group', { name: 'Star rating' });
    // Counts are for the current search: a group's own ticks leave its counts alone, other groups' narrow them.
    const fiveStarCount = starRating
      .locator('label')
      .filter({ hasText: /^5 stars/ })
      .locator('.hh-filter__count');
    await expect(fiveStarCount).toHaveText(/^\d+$/);
    const fiveStarsInMumbai = Number(await fiveStarCount.textContent());
    const fourStars = page.waitForResponse(
      (r) => r.url().includes('/api/hotels/search') && r.url().includes('stars=4'),
    );
    await starRating.getByLabel(/^4 stars/).check();
    await fourStars;
    await expect(page).toHaveURL(/stars=4/);
    await expect(fiveStarCount).toHaveText(String(fiveStarsInMumbai));
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/hotels/search') && r.url().includes('freeCancellation=true'),
    );
    const freeCancellation = filters.getByRole('group', { name: 'Deal policies' }).getByLabel('Free cancellation');
    await freeCancellation.click();
    await expect(freeCancellation).toBeChecked();
    await filtered;
    await expect(page).toHaveURL(/freeCancellation=true/);
    await expect(fiveStarCount).not.toHaveText(String(fiveStarsInMumbai));
    expect(Number(await fiveStarCount.textContent())).toBeLessThan(fiveStarsInMumbai);
    // The loading state drops the old cards, so the cards seen from here are the filtered ones.
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).filter({ hasNot: page.getByRole('img', { name: '4-star' }) })).toHaveCount(0);
    await expect(cards(page).filter({ hasNotText: 'Free cancellation' })).toHaveCount(0);
    await expect(cards(page).filter({ hasNotText: /total for 1 room, 1 night\s*Taxes and fees included/ })).toHaveCount(
      0,
    );
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^Compare \d+ providers?$/ }),
    ).toBeVisible();

    const sorted = page.waitForResponse(
      (r) => r.url().includes('/api/hotels/search') && r.url().includes('sort=cheapest'),
    );
    await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Cheapest' }).click();
    await sorted;
    await expect(page).toHaveURL(/sort=cheapest/);
    await expect(page.getByRole('button', { name: 'Cheapest' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
    const prices = await nightlyPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const totalText = (await page.locator('.hh-results__count').textContent()) ?? '';
    const total = Number(totalText.split(' ')[0].replace(/,/g, ''));
    expect(total).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Load more Hotels' }).click();
    await expect(cards(page)).toHaveCount(Math.min(20, total));
    const allPrices = await nightlyPrices(page);
    expect(allPrices).toEqual([...allPrices].sort((a, b) => a - b));
    for (let i = 10; i < allPrices.length; i++) {
      await expect(cards(page).nth(i).getByRole('img', { name: '4-star' })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page.getByRole('img', { name: `Map of ${Math.min(20, total)} hotels` })).toBeVisible();
  });

  test('a near-a-place chip sorts by distance from it', async ({ page }) => {
    await page.goto('/hotel-details?destination=Mumbai');
    await page.getByRole('group', { name: 'Near a place' }).getByRole('button', { name: 'Andheri' }).click();
    await expect(page).toHaveURL(/near=Andheri/);
    await expect(page.getByRole('button', { name: 'Closest' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toContainText('km from Andheri');
    const distances = await page
      .locator('[data-testid="hotel-card"] .hh-card__location')
      .evaluateAll((nodes) => nodes.map((node) => Number(/([\d.]+) km/.exec(node.textContent ?? '')?.[1])));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test("each room's guests survive a reload, and the search keeps them to the results and the hotel page", async ({
    page,
  }) => {
    await page.goto('/hotel-home');
    await expect(page.getByRole('heading', { name: 'Perfect Choice for City Escape' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Info' })).toBeVisible();
    const toggle = page.getByRole('button', { name: /Guests and rooms/ });
    await expect(toggle).toContainText('2 adults, 1 room');
    // Room 1: 2 adults (the default); room 2: 1 adult and a child of 6, by keyboard.
    await toggle.click();
    await page.getByRole('button', { name: 'Add room' }).press('Enter');
    await page.getByRole('button', { name: 'Room 2: add child' }).press('Enter');
    await page.getByRole('combobox', { name: 'Room 2: age of child 1' }).selectOption('6');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(toggle).toContainText('3 adults, 1 child, 2 rooms');

    await page.reload();
    await expect(page.getByRole('button', { name: /Guests and rooms/ })).toContainText('3 adults, 1 child, 2 rooms');
    expect(
      await page.evaluate(() => [localStorage.guestsAdults, localStorage.guestsChildren, localStorage.guestsRooms]),
    ).toEqual(['3', '1', '2']);

    const destination = page.getByRole('combobox', { name: 'Destination' });
    await destination.fill('Atlantis');
    await expect(page.getByText('No destinations found matching "Atlantis"')).toBeVisible();
    await destination.fill('sing');
    await page.getByRole('option', { name: 'Singapore' }).click();
    await page.getByLabel('4 stars').check();
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page).toHaveURL(/\/hotel-details\?destination=Singapore&.*room=2&room=1-6.*stars=4/);
    await expect(page.getByText(/ hotels? in Singapore/)).toBeVisible();

    // The results' own search bar reads the rooms back from the URL.
    const searchBar = page.getByRole('form', { name: 'Change search' });
    await searchBar.getByRole('button', { name: /Guests and rooms/ }).click();
    await expect(searchBar.getByRole('group', { name: 'Room 1' }).getByRole('status', { name: 'Adults' })).toHaveText(
      '2',
    );
    await expect(searchBar.getByRole('combobox', { name: 'Room 2: age of child 1' })).toHaveValue('6');
    await page.keyboard.press('Escape');

    await cards(page).first().getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/hotel\?hotelId=[A-Z]{3}-\d{4}&.*room=2&room=1-6/);
    const stayBar = page.getByRole('form', { name: 'Your stay' });
    await stayBar.getByRole('button', { name: /Guests and rooms/ }).click();
    await expect(stayBar.getByRole('group', { name: 'Room 2' }).getByRole('status', { name: 'Adults' })).toHaveText(
      '1',
    );
    await expect(stayBar.getByRole('combobox', { name: 'Room 2: age of child 1' })).toHaveValue('6');
  });

  test('the home page offers the hotel search widget from mf-hotels', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Hotels' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Hotels' });
    await expect(panel.getByRole('button', { name: 'Search hotels' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Info Center/ })).toBeVisible();
  });
});
