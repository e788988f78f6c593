import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enterEmailedCode } from '../support/hotels';
import { waitForMessage } from '../support/mailbox';
import { E2E_API_URL } from '../support/ports';
import { logInAsAdmin } from '../support/staff';

const inr = (amountMinor: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
}

/** A customer account made through the real sign-up and its emailed code. */
async function createCustomer(request: APIRequestContext) {
  const email = `admin-e2e-customer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const password = 'customer-password-9';
  const name = 'Kiran Customer';
  const signup = await request.post(`${E2E_API_URL}/api/v1/customer/signup`, { data: { name, email, password } });
  expect(signup.ok()).toBe(true);
  const otp = (await waitForMessage(email)).match(/one-time code is (\d{6})/)![1];
  // The code goes with the sign-up's name and password, as the code screen sends them.
  const verify = await request.post(`${E2E_API_URL}/api/v1/customer/verify-signup`, {
    data: { email, otp, name, password },
  });
  expect(verify.ok()).toBe(true);
  return { email, password };
}

const statValue = (page: Page, key: 'pending' | 'approved' | 'rejected' | 'total') =>
  page.getByTestId(`stat-${key}`).textContent().then(Number);

test.describe('admin: cancellation approval and refunds', () => {
  test('the admin approves a filed cancellation, sees it leave the list, the stats change, and the refund listed', async ({
    page,
  }) => {
    // The traveller files the request through the cancellation wizard (HB-100007 is seeded for this test;
    // the hotels suite files HB-100001).
    await page.goto('/hotel-booking-cancellation');
    await page.getByLabel('Booking ID *').fill('HB-100007');
    await page.getByLabel('Email *').fill('meera.iyer@example.com');
    await enterEmailedCode(page, 'HB-100007', 'meera.iyer@example.com');
    // An exception, so it waits for an admin: one within the booking's policy is approved at once.
    await page.getByLabel('Reason for cancelling *').selectOption('Medical emergency');
    await page.getByLabel('Additional notes (optional)').fill('Filed by the admin e2e');
    await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await expect(page.getByRole('heading', { name: 'Complete' })).toBeVisible();
    const id = (await page.locator('.hc-summary dd').first().textContent())!.trim();
    // Its own policy: free cancellation until two days before check-in, so all of ₹12,400 comes back.
    const netRefund = 1240000;
    await expect(page.locator('.hc-summary')).toContainText(inr(netRefund));
    const shortId = `#${id.slice(-8)}`;

    // Not logged in: sent to the login page with the way back.
    await page.goto('/admin-approval');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin-approval$/);
    await logInAsAdmin(page);
    await expect(page).toHaveURL(/\/admin-approval$/);

    await expect(page.getByRole('heading', { name: 'Cancellation Approval Center' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(shortId) });
    await expect(row).toContainText('Meera Iyer');
    await expect(row).toContainText('meera.iyer@example.com');
    const pendingBefore = await statValue(page, 'pending');
    const approvedBefore = await statValue(page, 'approved');
    expect(pendingBefore).toBeGreaterThanOrEqual(1);

    await row.getByRole('button', { name: `View request ${shortId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancellation Request Details' });
    await expect(dialog).toContainText('HB-100007');
    await expect(dialog).toContainText('Filed by the admin e2e');
    await expect(dialog.getByText('Net refund')).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve Refund' }).click();

    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('stat-approved')).toHaveText(String(approvedBefore + 1));
    await expect(page.getByTestId('stat-pending')).toHaveText(String(pendingBefore - 1));
    // Refresh reads the server again: the request stays decided.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('row', { name: new RegExp(shortId) })).toHaveCount(0);

    await page.goto('/tripjack');
    const recent = page.getByRole('region', { name: 'Recent Refunds' });
    const refundRow = recent.getByRole('row').filter({ hasText: inr(netRefund) });
    await expect(refundRow).toHaveCount(1);
    await expect(refundRow).toContainText('razorpay');
    await expect(refundRow).toContainText(/pending|processed/);
    await expect(page.getByText('Razorpay: Connected')).toBeVisible();

    // A second refund for the same cancellation is refused with the server's reason.
    await page.getByLabel('Payment ID *').fill('pay_DEMO100007');
    await page.getByLabel('Cancellation ID *').fill(id);
    await page.getByLabel('Amount (₹) *').fill('10');
    await page.getByLabel('Reason *').selectOption('other');
    await page.getByRole('button', { name: 'Initiate Refund' }).click();
    await expect(page.getByRole('alert')).toContainText(`Cancellation ${id} already has refund`);
  });

  test('after a reload of /admin-approval, approving shows its toast, on a page with one <main>', async ({ page }) => {
    await page.goto('/login');
    await logInAsAdmin(page);
    // A fresh page: no toast has been shown in it yet, so the toast container is not mounted.
    await page.goto('/admin-approval');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cancellation Approval Center' })).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);

    // The seeded request of HB-100004, whatever day it was filed.
    await page.getByLabel('Date Range').selectOption('all');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    const row = page.getByRole('row').filter({ hasText: 'priya.nair@example.com' });
    await row.getByRole('button', { name: /^Approve request/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Cancellation (request )?approved/ })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a customer is refused, in the page and by the API', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await page.goto('/login');
    await logIn(page, customer.email, customer.password);
    await page.goto('/admin-approval');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    await page.goto('/tripjack');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
    const api = await page.request.get('/api/admin/cancellations');
    expect(api.status()).toBe(403);
    expect(await api.json()).toEqual({ success: false, message: 'You are not authorised to do this.' });
  });
});
