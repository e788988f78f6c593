import { expect, test } from '@playwright/test';
import { logIn } from '../support/accounts';
import { messagesFor } from '../support/mailbox';
import { mailHeader, mailText } from '../support/mailText';
import { E2E_API_URL } from '../support/ports';
import { bookFlight, createCustomer, inDays } from '../support/trips';

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('a traveller changes the date of a flight in My Trips, pays the difference, then cancels with the refund preview', async ({
  page,
}) => {
  const customer = await createCustomer(page.request, 'date-change-e2e');
  await page.goto('/login');
  await logIn(page, customer.email, customer.password);
  const { reference } = await bookFlight(page.request, customer.email, 'Standard', 12);

  await page.goto('/my-trips');
  const card = page.getByRole('link', { name: new RegExp(`Reference ${reference}`) });
  await expect(card).toContainText('BOM → DEL');
  await expect(card).toContainText(day(inDays(12)));
  await card.click();
  await expect(page.getByRole('heading', { name: 'BOM → DEL' })).toBeVisible();

  await expect(page.getByText(/Date change fee: ₹2,000, plus the fare difference/)).toBeVisible();
  await page.getByRole('button', { name: 'Change date' }).click();
  const newDay = inDays(14);
  await page.getByLabel('New date').fill(newDay);
  const flights = page.getByRole('group', { name: 'Flights on this day' });
  const payable = flights.getByRole('radio', { name: /To pay: ₹/ }).first();
  await expect(payable).toBeVisible();
  await payable.check();

  const price = page.getByRole('table', { name: 'Price of the date change' });
  await expect(price.getByRole('row', { name: /Date change fee/ })).toContainText('₹2,000');
  await expect(price.getByRole('row', { name: /Date change fee/ })).toContainText(
    'Standard fare: ₹2,000 per traveller',
  );
  await expect(price.getByRole('row', { name: /Fare difference/ })).toBeVisible();
  const total = (await page.getByTestId('date-change-total').textContent())!.replace('To pay: ', '').trim();
  await page.getByRole('button', { name: `Pay ${total} and change the date` }).click();

  // The sandbox gateway's page, as the flight checkout pays: the success card, then back to the trip.
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(
    new RegExp(`/my-trips/trip\\?kind=flight&reference=${reference}&dateChange=.+&paymentId=pmt_`),
  );
  await expect(page.getByText(new RegExp(`Your date is changed: .* on ${day(newDay)}`))).toBeVisible();
  const itinerary = page.getByRole('region', { name: 'Itinerary' });
  await expect(itinerary).toContainText(day(newDay));
  await expect(page.getByRole('row', { name: /Ms Meera Iyer/ })).toContainText(/\d+[A-F]/);
  // What you paid: the change's fee has its own line, naming the new flight's day.
  const paid = page.getByRole('region', { name: 'What you paid' });
  await expect(paid.getByRole('row', { name: /Date change fee/ })).toContainText('₹2,000');
  await expect(paid.getByRole('row', { name: /Date change fee/ })).toContainText(newDay);
  // Payment: the booking's own payment and the date change's, each with its gateway, amount and status.
  const payments = page.getByRole('region', { name: 'Payment' });
  await expect(payments.getByRole('row', { name: /^Booking/ })).toContainText(/Sandbox\s*₹[\d,.]+\s*Paid/);
  await expect(payments.getByRole('row', { name: /Date change fee and fare difference/ })).toContainText(
    new RegExp(`${newDay}\\s*Sandbox\\s*${total.replace(/[.$]/g, '\\$&')}\\s*Paid`),
  );
  await expect
    .poll(() => messagesFor(customer.email).map((raw) => mailHeader(raw, 'Subject')))
    .toContain(`Booking ${reference}: your new e-ticket for ${newDay}`);

  // The new ticket cancels through the existing path, with its refund preview line by line.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const panel = page.getByRole('region', { name: 'Cancel this booking' });
  await expect(panel.getByRole('row', { name: /Base fare/ })).toContainText(
    'Standard fare: 50% refunded 24 hours or more before departure',
  );
  await expect(panel.getByRole('row', { name: /Taxes and airport fees/ })).toContainText('Always refunded');
  await expect(panel.getByTestId('refund-total')).toHaveText(/₹[\d,]+/);
  await expect(panel.getByText('Refund to: your original payment method (paid through Sandbox)')).toBeVisible();
  const refund = (await panel.getByTestId('refund-total').textContent())!.trim();

  // Within the fare's rules: approved automatically, sent back through the sandbox across the booking's payments.
  await panel.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText('Your booking is cancelled and the refund is on its way.')).toBeVisible();
  const timeline = page.getByRole('article', { name: 'Refund' });
  const steps = timeline.locator('.trip-timeline > li');
  await expect(timeline).toContainText(`Refund ${refund}`);
  await expect(steps.nth(1)).toContainText('Approved');
  await expect(steps.filter({ hasText: /^Sent to the payment gateway/ }).first()).toBeVisible();
  const gatewayRefundIds = (await timeline.locator('code').allTextContents())
    .map((text) => text.trim())
    .filter((text) => /^rfnd_sbx_/.test(text));
  expect(gatewayRefundIds.length).toBeGreaterThanOrEqual(1);

  // The sandbox gateway reports each part processed, as Razorpay's and Stripe's webhooks do.
  for (const gatewayRefundId of gatewayRefundIds) {
    const hook = await page.request.post(`${E2E_API_URL}/api/refunds/webhooks/sandbox`, {
      data: { eventId: `evt_${gatewayRefundId}`, gatewayRefundId, status: 'processed' },
    });
    expect(await hook.json()).toEqual({ success: true, duplicate: false, updated: true });
  }
  await page.reload();
  await expect(timeline.locator('.trip-refund__header')).toContainText('Refunded');
  await expect(steps.filter({ hasText: /^Processed/ })).toHaveCount(gatewayRefundIds.length);

  // An email at each step, with the expected credit date.
  await expect
    .poll(() => messagesFor(customer.email).map((raw) => mailHeader(raw, 'Subject')))
    .toEqual(
      expect.arrayContaining([
        `Refund for booking ${reference} sent to the payment gateway`,
        `Refund for booking ${reference} processed`,
      ]),
    );
  const bodies = messagesFor(customer.email).map(mailText);
  expect(bodies.some((text) => text.includes('is approved and goes back to your original payment method'))).toBe(true);
  expect(bodies.some((text) => text.includes('Expected on your statement by'))).toBe(true);
});
