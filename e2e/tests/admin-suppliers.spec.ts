import { expect, test } from '@playwright/test';
import { logInAsAdmin } from '../support/staff';

/** YYYY-MM-DD, `days` from today. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('admin: suppliers', () => {
  test('after a flight and a hotel search, the admin sees the airlines and the hotels, all sandboxes, with their calls', async ({
    page,
    request,
  }) => {
    // Without a session the API refuses the figures.
    expect((await request.get('/api/admin/suppliers')).status()).toBe(401);

    // A search asked of every supplier: the stream ends with its complete answer.
    const search = await page.request.get(`/api/flights/offers?from=DEL&to=BOM&date=${daysAhead(10)}`);
    expect(search.ok()).toBe(true);
    expect(search.headers()['content-type']).toContain('text/event-stream');
    expect(await search.text()).toContain('"complete":true');
    // And a stay asked of every hotel supplier.
    const checkIn = daysAhead(10);
    const stay = await page.request.get(
      `/api/hotels/offers?destination=Paris&checkIn=${checkIn}&checkOut=${daysAhead(12)}&room=2`,
    );
    expect(stay.ok()).toBe(true);
    expect(await stay.text()).toContain('"complete":true');

    // Not logged in: sent to the login page with the way back.
    await page.goto('/admin-suppliers');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin-suppliers$/);
    await logInAsAdmin(page);
    await expect(page).toHaveURL(/\/admin-suppliers$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Airlines' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hotels' })).toBeVisible();
    const table = page.getByRole('table', { name: /Flight suppliers/ });
    const hotelTable = page.getByRole('table', { name: /Hotel suppliers/ });
    for (const [suppliers, name] of [
      [table, 'Duffel'],
      [table, 'TripJack'],
      [hotelTable, 'Hotelbeds'],
      [hotelTable, 'Duffel Stays'],
    ] as const) {
      const row = suppliers.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      await expect(row).toHaveCount(1);
      // Mode, then status, then calls: no key is set in the suite, so each is its built-in sandbox, and asked.
      const cells = row.getByRole('cell');
      await expect(cells.nth(0)).toHaveText('Sandbox');
      await expect(cells.nth(1)).toHaveText(/^(Healthy|Skipped for now|Trying again)$/);
      await expect(cells.nth(2)).toHaveText(/^[1-9]/);
    }
    await expect(page.locator('main')).toHaveCount(1);

    // Refresh asks again from the keyboard and keeps the table.
    await page.getByRole('button', { name: 'Refresh' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Updated /)).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText(['Duffel', 'TripJack']);
    await expect(hotelTable.getByRole('rowheader')).toHaveText(['Hotelbeds', 'Duffel Stays']);
  });
});
