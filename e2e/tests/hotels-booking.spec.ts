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

test.describe('from the booking form to checkout', () => {
  test('a result leads to its hotel page for the same stay, and checkout asks the total the card promised', async ({
    page,
  }) => {
    const checkIn = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 27 * 86_400_000).toISOString().slice(0, 10);
    await page.goto('/hotel-booking');
    await page.getByLabel('Check-in date *').fill(checkIn);
    await page.getByLabel('Check-out date *').fill(checkOut);
    await page.getByLabel('City *').selectOption('Paris');
    // Two rooms of two adults: the card's total is for both rooms, with taxes and fees.
    await page.getByRole('button', { name: 'Add room' }).click();
    await page.getByRole('group', { name: 'Room 2' }).getByLabel('Adults *').fill('2');
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page.getByRole('heading', { name: /\d+ hotels? in Paris for 4 adults, 2 rooms/ })).toBeVisible();

    const card = page.getByTestId('hotel-card').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await expect(card.getByText('Taxes and fees included')).toBeVisible();
    const cardTotal = card.locator('.hh-card__total');
    await expect(cardTotal).toContainText('total for 2 rooms, 2 nights');
    const total = (await cardTotal.locator('[data-price-inr]').textContent())!;

    await card.getByRole('link', { name: 'View deal' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/hotel\\?hotelId=[A-Z]{3}-\\d{4}&checkIn=${checkIn}&checkOut=${checkOut}&room=2&room=2`),
    );
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rooms and rates for 2 rooms, 2 nights' })).toBeVisible();

    // The card's price is the hotel page's cheapest room-only rate: no room-only rate there costs less.
    const roomOnly = page.getByTestId('rate-row').filter({ hasText: 'Room only' });
    const totals = await roomOnly.locator('.hh-card__total [data-price-inr]').allTextContents();
    const values = await roomOnly
      .locator('.hh-card__total [data-price-inr]')
      .evaluateAll((prices) => prices.map((price) => Number(price.getAttribute('data-price-inr'))));
    const cheapest = values.indexOf(Math.min(...values));
    expect(totals[cheapest]).toBe(total);
    const row = roomOnly.nth(cheapest);
    await expect(row).toContainText('Non-refundable');

    await row.getByRole('link', { name: /^Reserve / }).click();
    await expect(page.getByRole('heading', { name: 'Guest details' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}&room=2&room=2`));
    await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(total);
  });

  test("an uneven two-room search reaches a checkout with each room's guests", async ({ page }) => {
    const checkIn = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
    await page.goto('/hotel-booking');
    await page.getByLabel('Check-in date *').fill(checkIn);
    await page.getByLabel('Check-out date *').fill(checkOut);
    await page.getByLabel('City *').selectOption('Paris');
    // Room 1: two adults. Room 2: one adult and a child of 6.
    await page.getByRole('button', { name: 'Add room' }).click();
    const room2 = page.getByRole('group', { name: 'Room 2' });
    await room2.getByLabel('Adults *').fill('1');
    await room2.getByLabel('Children', { exact: true }).fill('1');
    await room2.getByLabel('Children ages (comma-separated)').fill('6');
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(
      page.getByRole('heading', { name: /\d+ hotels? in Paris for 3 adults, 1 child, 2 rooms/ }),
    ).toBeVisible();

    await page.getByTestId('hotel-card').first().getByRole('link', { name: 'View deal' }).click();
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}&room=2&room=1-6`));
    const rates = page.getByRole('table', { name: 'Rooms and rates for 2 rooms, 2 nights' });
    await expect(rates).toBeVisible();
    await rates
      .getByTestId('rate-row')
      .first()
      .getByRole('link', { name: /^Reserve / })
      .click();

    await expect(page.getByRole('heading', { name: 'Guest details' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`checkIn=${checkIn}&checkOut=${checkOut}&room=2&room=1-6`));
    const first = page.getByRole('group', { name: 'Room 1', exact: true });
    const second = page.getByRole('group', { name: 'Room 2', exact: true });
    await expect(first).toContainText('2 adults');
    await expect(first.getByLabel('Age of child 1')).toHaveCount(0);
    await expect(second).toContainText('1 adult, 1 child');
    await expect(second.getByLabel('Age of child 1')).toHaveValue('6');

    await first.getByLabel('Title').selectOption('Ms');
    await first.getByLabel('First name').fill('Asha');
    await first.getByLabel('Last name').fill('Rao');
    await second.getByLabel('Title').selectOption('Mr');
    await second.getByLabel('First name').fill('Ravi');
    await second.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email', { exact: true }).fill('asha.rao@example.com');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // The API took each room's guests for the room type: the rooms are held.
    await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
    await expect(page.getByText('Room 2: Mr Ravi Rao')).toBeVisible();
  });
});
