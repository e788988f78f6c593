import { expect, test } from '@playwright/test';
import { enterEmailedCode } from '../support/hotels';
import { messagesFor } from '../support/mailbox';

test.describe('hotel cancellation wizard', () => {
  test('finds HB-100001 with the code emailed to its address, files a request, and refuses a second one', async ({
    page,
  }) => {
    await page.goto('/hotel-booking-cancellation');
    await expect(page.getByRole('heading', { name: 'Cancel Hotel Booking' })).toBeVisible();
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByText('Booking ID is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();

    // Someone who knows the Booking ID but not the booking's email gets the same answer, and no code.
    await page.getByLabel('Booking ID *').fill('HB-100001');
    await page.getByLabel('Email *').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(
      page.getByText('If a booking matches, we have emailed a 6-digit code to someone.else@example.com.'),
    ).toBeVisible();
    await page.getByLabel('6-digit code *').fill('000000');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is wrong or has expired. Ask for a new one.');
    expect(messagesFor('someone.else@example.com')).toEqual([]);
    await expect(page.getByText('Marine Drive Residency, Mumbai')).toBeHidden();

    await page.getByRole('button', { name: 'Change Booking ID or email' }).click();
    await expect(page.getByLabel('Booking ID *')).toHaveValue('HB-100001');
    await page.getByLabel('Email *').fill('traveller@example.com');
    await enterEmailedCode(page, 'HB-100001', 'traveller@example.com');
    await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
    await expect(page.getByText('Marine Drive Residency, Mumbai')).toBeVisible();
    await expect(page.getByText('₹18,450').first()).toBeVisible();
    await expect(page.getByLabel('Original payment method')).toBeChecked();

    // Back keeps what the code opened: Find booking shows it again without a new code.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Search Booking' })).toBeVisible();
    await page.getByRole('button', { name: 'Find booking' }).click();

    await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await expect(page.getByText('Please choose a reason for cancelling')).toBeVisible();
    // An exception: it waits for the back office (one within the policy is cancelled at once, see hotel-booking).
    await page.getByLabel('Reason for cancelling *').selectOption('Medical emergency');
    await page.getByLabel('Additional notes (optional)').fill('Conference moved to next quarter');
    await page.getByRole('button', { name: 'Confirm Cancellation' }).click();

    await expect(page.getByRole('heading', { name: 'Complete' })).toBeVisible();
    await expect(page.getByText('Your cancellation request has been submitted.')).toBeVisible();
    const summary = page.locator('.hc-summary');
    await expect(summary.locator('dd').first()).toHaveText(/^[0-9a-f-]{36}$/);
    // The booking's own policy: free cancellation until two days before check-in, so the whole ₹18,450.
    await expect(summary).toContainText('₹18,450');
    await expect(page.getByText(/5-10 business days/)).toBeVisible();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: 'Search Booking' })).toBeVisible();
    await expect(page.getByLabel('Booking ID *')).toHaveValue('');
    await expect(page.getByLabel('Email *')).toHaveValue('');

    await page.getByLabel('Booking ID *').fill('HB-100001');
    await page.getByLabel('Email *').fill('traveller@example.com');
    await enterEmailedCode(page, 'HB-100001', 'traveller@example.com');
    await expect(page.getByRole('alert')).toHaveText(
      'A cancellation request for this booking is already pending. We will email you once it is reviewed.',
    );
    await expect(page.getByRole('heading', { name: 'Search Booking' })).toBeVisible();
  });
});
