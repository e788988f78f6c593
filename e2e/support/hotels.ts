import { expect, type Page } from '@playwright/test';
import { messagesFor } from './mailbox';
import { mailHeader, mailText } from './mailText';

// Booking a hotel through the pages and cancelling it in the wizard, for the hotel and travel credit specs.

export const day = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
export const CHECK_IN = day(30);
export const CHECK_OUT = day(32);

/** Searches Paris for two nights on the results page, with a deal policy ticked, and opens the first hotel's rooms. */
export async function openParisHotel(page: Page, policy: 'Free cancellation' | 'Pay on arrival', breakfast: boolean) {
  await page.goto('/hotel-details');
  const searchBar = page.getByRole('form', { name: 'Change search' });
  await searchBar.getByLabel('Destination').fill('Paris, France');
  await searchBar.getByLabel('Check-in').fill(CHECK_IN);
  await searchBar.getByLabel('Check-out').fill(CHECK_OUT);
  await searchBar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/hotels in Paris, France · 2 nights/)).toBeVisible();
  const policies = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Deal policies' });
  await policies.getByLabel(policy).check();
  if (breakfast) await policies.getByLabel('Breakfast included').check();
  await expect(page).toHaveURL(breakfast ? /breakfastIncluded=true/ : /(freeCancellation|payOnArrival)=true/);
  const card = page.getByTestId('hotel-card').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link', { name: 'View deal' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/hotel\\?hotelId=[A-Z]{3}-\\d{4}&checkIn=${CHECK_IN}&checkOut=${CHECK_OUT}`),
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rooms and rates for 1 room, 2 nights' })).toBeVisible();
  return name;
}

/** Reserve on the first rate whose row shows every one of `texts`. */
export async function reserve(page: Page, texts: string[]) {
  let rows = page.getByTestId('rate-row');
  for (const text of texts) rows = rows.filter({ hasText: text });
  const row = rows.first();
  const total = (await row.locator('.hh-card__total [data-price-inr]').textContent())!;
  await row.getByRole('link', { name: /^Reserve / }).click();
  await expect(page.getByRole('heading', { name: 'Guest details' })).toBeVisible();
  return total;
}

export async function fillGuest(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Guest details' });
  await form.getByLabel('Title').selectOption('Ms');
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Rao');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Arrival time (optional)').selectOption('18:00');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
  // Held 10 minutes until the payment starts.
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:[0-5]\d)$/);
}

/**
 * The wizard's code step, its Booking ID and email filled in: Email me a code, then the code of the newest mail
 * for that booking in the e2e mailbox, then Find booking.
 */
export async function enterEmailedCode(page: Page, reference: string, email: string) {
  const subject = `Your code to open booking ${reference.toUpperCase()}`;
  const codeMails = () => messagesFor(email).filter((mail) => mailHeader(mail, 'Subject') === subject);
  const before = codeMails().length;
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText(`If a booking matches, we have emailed a 6-digit code to ${email}.`)).toBeVisible();
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mails = codeMails();
        return (code = mails.length > before ? /is (\d{6})\./.exec(mailText(mails.at(-1)!))?.[1] : undefined);
      },
      { message: `the code for ${reference} to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  await page.getByLabel('6-digit code *').fill(code!);
  await page.getByRole('button', { name: 'Find booking' }).click();
}

/** The cancellation wizard's first two steps for a booking: what it says cancelling now would refund. */
export async function findInWizard(page: Page, reference: string, email: string) {
  await page.goto('/hotel-booking-cancellation');
  await page.getByLabel('Booking ID *').fill(reference);
  await page.getByLabel('Email *').fill(email);
  await enterEmailedCode(page, reference, email);
  await expect(page.getByRole('heading', { name: 'Confirm' })).toBeVisible();
  return {
    policy: page.getByText('Cancellation policy', { exact: true }).locator('xpath=following-sibling::dd'),
    refundable: page.getByText(/^Refundable amount \(\d+%\)$/),
    netRefund: page.getByLabel('Refund estimate').getByText('Net refund').locator('xpath=following-sibling::dd'),
  };
}

/** Cancels a booking in the wizard, within its policy and to travel credit: approved at once. */
export async function cancelToTravelCredit(page: Page, reference: string, email: string) {
  await findInWizard(page, reference, email);
  await page.getByLabel('Reason for cancelling *').selectOption('Change of travel plans');
  await page.getByLabel('Travel credit').check();
  await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Your booking is cancelled and the refund is in your travel credit.')).toBeVisible();
}

export async function payWithSandboxCard(page: Page) {
  await page.getByRole('button', { name: /^Pay .+ now$/ }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/hotel-checkout\/confirmation\?reference=[A-Z0-9]{10}&paymentId=pmt_/);
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
}
