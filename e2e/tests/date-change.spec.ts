import { expect, test } from '@playwright/test';
import { logIn } from '../support/accounts';
import { messagesFor } from '../support/mailbox';
import { mailHeader } from '../support/mailText';
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
  const card = page.getByRole('link', { name: new RegExp(reference) });
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
});
