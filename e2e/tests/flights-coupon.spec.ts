import { expect, test } from '@playwright/test';

/** ₹12,999.50 -> 12999.5 */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

test('the fare page prices a coupon on the server: a bad code says why, a good one comes off the total', async ({
  page,
}) => {
  await page.goto(`/flight-details?trip=one-way&from=BOM&to=DEL&date=${isoDay(9)}&adults=1&cabin=economy`);
  await page.getByTestId('flight-card').first().getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/single-flight-search$/);
  const totalText = (await page.getByTestId('total-price').textContent())!;
  const total = rupees(totalText);
  const field = page.getByLabel('Coupon code');
  const apply = page.getByRole('button', { name: 'Apply' });

  await field.fill('NOSUCHCODE');
  await apply.click();
  await expect(page.locator('#sf-coupon-error')).toHaveText('This coupon code does not exist.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // A demo code: 12% off, up to ₹1,500, rounded down to the paisa
  await field.fill('fly12');
  await apply.click();
  await expect(page.getByText('Coupon FLY12 applied.')).toBeVisible();
  const discount = Math.min(Math.floor(Math.round(total * 100) * 0.12), 150_000) / 100;
  expect(rupees(await page.getByTestId('coupon-discount').textContent())).toBeCloseTo(discount, 2);
  expect(rupees(await page.getByTestId('total-price').textContent())).toBeCloseTo(total - discount, 2);

  // A Flexi-only code is refused on Standard and applies once Flexi is chosen
  await page.getByRole('button', { name: 'Remove coupon FLY12' }).click();
  await expect(page.getByTestId('total-price')).toHaveText(totalText);
  await field.fill('FLEXI10');
  await apply.click();
  await expect(page.locator('#sf-coupon-error')).toHaveText('This code is valid on Flexi fares only.');
  await page.getByRole('radio', { name: /Flexi/ }).click();
  await expect(page.getByText('Coupon FLEXI10 applied.')).toBeVisible();
  await expect(page.getByTestId('coupon-discount')).toBeVisible();
});
