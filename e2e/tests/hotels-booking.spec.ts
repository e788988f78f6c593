import { expect, test } from '@playwright/test';

test.describe('hotel booking form', () => {
  test('shows every validation message, limits rooms, and submits the search request', async ({ page }) => {
    await page.goto('/hotel-booking');
    await page.getByLabel('Nationality *').selectOption('');
    await page.getByLabel('Currency *').selectOption('');
    await page.getByLabel('Adults *').fill('');
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page.getByText('Check-in date is required')).toBeVisible();
    await expect(page.getByText('Check-out date is required')).toBeVisible();
    await expect(page.getByText('City is required')).toBeVisible();
    await expect(page.getByText('Nationality is required')).toBeVisible();
    await expect(page.getByText('Currency is required')).toBeVisible();
    await expect(page.getByText('Adults is required')).toBeVisible();

    await page.getByLabel('Adults *').fill('11');
    await expect(page.getByText('Adults must be between 1 and 10')).toBeVisible();
    await page.getByLabel('Adults *').fill('2');
    await expect(page.getByText('Adults must be between 1 and 10')).toBeHidden();

    const ages = page.getByLabel('Children ages (comma-separated)');
    await expect(ages).toBeDisabled();
    await page.getByLabel('Children', { exact: true }).fill('13');
    await expect(page.getByText('Children must be between 0 and 12')).toBeVisible();
    await page.getByLabel('Children', { exact: true }).fill('2');
    await expect(ages).toBeEnabled();
    await ages.fill('4, x');
    await expect(page.getByText('Enter one age (0-17) per child, separated by commas')).toBeVisible();
    await ages.fill('4, 9');

    await expect(page.getByRole('button', { name: /^Remove room/ })).toHaveCount(0);
    const addRoom = page.getByRole('button', { name: 'Add room' });
    for (let i = 0; i < 4; i++) await addRoom.click();
    await expect(page.getByRole('group', { name: /^Room \d$/ })).toHaveCount(5);
    await expect(addRoom).toBeDisabled();
    await page.getByRole('button', { name: 'Remove room 5' }).click();
    await page.getByRole('button', { name: 'Remove room 4' }).click();
    await page.getByRole('button', { name: 'Remove room 3' }).click();
    await expect(addRoom).toBeEnabled();

    const checkIn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 22 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Check-in date *').fill(checkIn);
    await page.getByLabel('Check-out date *').fill(checkIn);
    await expect(page.getByText('Check-out date must be after the check-in date')).toBeVisible();
    await page.getByLabel('Check-out date *').fill(checkOut);
    await page.getByLabel('City *').selectOption('Dubai');
    await page.getByLabel('Nationality *').selectOption('IN');
    await page.getByLabel('Currency *').selectOption('USD');
    await page.getByLabel('4 stars').check();
    await page.getByLabel('Free cancellation only (fsc)').check();

    const requestPromise = page.waitForRequest(
      (req) => req.url().endsWith('/api/hotels/search') && req.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Search hotels' }).click();
    const request = await requestPromise;
    expect(request.postDataJSON()).toEqual({
      searchQuery: {
        checkinDate: checkIn,
        checkoutDate: checkOut,
        roomInfo: [
          { numberOfAdults: 2, numberOfChild: 2, childAge: [4, 9] },
          { numberOfAdults: 2, numberOfChild: 0 },
        ],
        searchCriteria: { city: 'Dubai', nationality: 'IN', currency: 'USD' },
        searchPreferences: { ratings: [4], fsc: true },
      },
      sync: true,
    });
    await expect(
      page.getByRole('heading', { name: /\d+ hotels? in Dubai for 4 adults, 2 children, 2 rooms/ }),
    ).toBeVisible();
    const cards = page.getByTestId('hotel-card');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().getByRole('img', { name: '4-star' })).toBeVisible();
    await expect(cards.first().getByText('Free cancellation')).toBeVisible();
  });
});
