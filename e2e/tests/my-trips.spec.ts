import { expect, test, type Page } from '@playwright/test';
import { logIn, uniqueEmail } from '../support/accounts';
import { messagesFor } from '../support/mailbox';
import { mailHeader, mailText } from '../support/mailText';
import { E2E_API_URL } from '../support/ports';
import { bookFlight, createCustomer, findBookingAsGuest } from '../support/trips';
import { logInAsAdmin } from '../support/staff';

const inr = (amountMinor: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);

const subjects = (email: string) => messagesFor(email).map((raw) => mailHeader(raw, 'Subject'));

async function openTrip(page: Page, reference: string) {
  await page.goto('/my-trips');
  await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(`Reference ${reference}`) });
  await expect(card).toContainText('BOM → DEL');
  await expect(card).toContainText('Meera Iyer');
  await expect(card).toContainText('Confirmed');
  await card.click();
  await expect(page.getByRole('heading', { name: 'BOM → DEL' })).toBeVisible();
}

test.describe('My Trips: find, cancel and follow the refund', () => {
  test('a traveller finds the flight, cancels with the refund preview, and the timeline reaches processed', async ({
    page,
  }) => {
    const customer = await createCustomer(page.request);
    await page.goto('/login');
    await logIn(page, customer.email, customer.password);
    const { reference } = await bookFlight(page.request, customer.email);

    await openTrip(page, reference);
    await expect(page.getByRole('row', { name: /Ms Meera Iyer/ })).toContainText(/\d+[A-F]/);
    await expect(page.getByRole('link', { name: 'Download E-ticket' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const panel = page.getByRole('region', { name: 'Cancel this booking' });
    await expect(panel.getByRole('row', { name: /Base fare/ })).toContainText(
      'Standard fare: 50% refunded 24 hours or more before departure',
    );
    await expect(panel.getByRole('row', { name: /Taxes and airport fees/ })).toContainText('Always refunded');
    await expect(panel.getByRole('row', { name: /Convenience fee/ })).toContainText('Not refundable');
    const refund = (await panel.getByTestId('refund-total').textContent())!.trim();
    await expect(panel.getByText('Refund to: your original payment method (paid through Sandbox)')).toBeVisible();
    await panel.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(page.getByText('Your booking is cancelled and the refund is on its way.')).toBeVisible();

    const timeline = page.getByRole('article', { name: 'Refund' });
    await expect(timeline).toContainText(`Refund ${refund}`);
    await expect(timeline).toContainText('Sent to the payment gateway');
    const gatewayRefundId = (await timeline.locator('code').textContent())!.trim();
    expect(gatewayRefundId).toMatch(/^rfnd_sbx_/);

    // The sandbox gateway reports the refund processed, the way Razorpay's and Stripe's webhooks do.
    const hook = await page.request.post(`${E2E_API_URL}/api/refunds/webhooks/sandbox`, {
      data: { eventId: `evt_${reference}`, gatewayRefundId, status: 'processed' },
    });
    expect(await hook.json()).toEqual({ success: true, duplicate: false, updated: true });
    await page.reload();
    await expect(timeline.getByText('Refunded')).toBeVisible();
    await expect(timeline.getByRole('listitem')).toHaveText([
      /Requested/,
      /Approved/,
      /Sent to the payment gateway/,
      /Processed/,
    ]);

    await expect
      .poll(() => subjects(customer.email))
      .toEqual(
        expect.arrayContaining([
          `Refund for booking ${reference} sent to the payment gateway`,
          `Refund for booking ${reference} processed`,
        ]),
      );
    const bodies = messagesFor(customer.email).map(mailText);
    expect(bodies.some((text) => text.includes('is approved and goes back to your original payment method'))).toBe(
      true,
    );
    expect(bodies.some((text) => text.includes('Expected on your statement by'))).toBe(true);

    await page.goto('/my-trips');
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(page.getByRole('link', { name: new RegExp(`Reference ${reference}`) })).toContainText('Cancelled');
  });

  test('a guest finds a booking by reference, email and the emailed code', async ({ page, request }) => {
    const email = uniqueEmail('trips-guest');
    const { reference } = await bookFlight(request, email);
    await page.goto('/my-trips');
    await findBookingAsGuest(page, reference, email);
    await expect(page.getByRole('heading', { name: 'BOM → DEL' })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
  });

  test('an exception request is approved by the admin and its refund shows in refund management', async ({
    browser,
    page,
  }) => {
    const customer = await createCustomer(page.request);
    await page.goto('/login');
    await logIn(page, customer.email, customer.password);
    const { reference, totalMinor } = await bookFlight(page.request, customer.email, 'Saver');
    await openTrip(page, reference);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('radio', { name: 'Ask for an exception: medical emergency' }).click();
    await page.getByLabel('Your reason').fill('Admitted to hospital the day before the flight');
    await page.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByText('Your request has been sent to our team.', { exact: false })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Refund' })).toContainText('Waiting for approval');

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await logInAsAdmin(admin);
    await admin.goto('/admin-approval');
    const row = admin.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText('Meera Iyer');
    await row.getByRole('button', { name: /^View request/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Cancellation Request Details' });
    await expect(dialog).toContainText(reference);
    await expect(dialog).toContainText('Admitted to hospital the day before the flight');
    await dialog.getByRole('button', { name: 'Approve Refund' }).click();
    await expect(row).toHaveCount(0);

    // Refund management finds it by the booking's reference, among flights, from a bookmarkable URL.
    await admin.goto('/tripjack');
    const recent = admin.getByRole('region', { name: 'Recent Refunds' });
    await recent.getByLabel('Search by reference or email').fill(reference);
    await recent.getByLabel('Product').selectOption('flight');
    await recent.getByLabel('Search by reference or email').press('Enter');
    await expect(admin).toHaveURL(new RegExp(`/tripjack\\?product=flight&q=${reference}$`));
    await expect(recent.getByText('1 refund', { exact: true })).toBeVisible();
    const refundRow = recent.getByRole('row').filter({ hasText: inr(totalMinor) });
    await expect(refundRow).toHaveCount(1);
    await expect(refundRow).toContainText('sandbox');
    await expect(refundRow).toContainText(reference);
    await expect(refundRow).toContainText(customer.email);
    // The same view opened again from its URL; a hotel filter finds none of it.
    await admin.reload();
    await expect(recent.getByLabel('Product')).toHaveValue('flight');
    await expect(refundRow).toHaveCount(1);
    await admin.goto(`/tripjack?product=hotel&q=${reference}`);
    await expect(recent.getByText('No refunds match these filters')).toBeVisible();
    await recent.getByRole('button', { name: 'Clear filters' }).click();
    await expect(admin).toHaveURL(/\/tripjack$/);
    await expect(recent.getByRole('row').first()).toBeVisible();
    await adminContext.close();

    await page.reload();
    await expect(page.getByRole('article', { name: 'Refund' })).toContainText(/Sent to the payment gateway|Refunded/);
  });
});
