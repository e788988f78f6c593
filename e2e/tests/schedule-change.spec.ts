import { expect, test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pdfText } from '../../api/src/modules/documents/testing';
import { logIn } from '../support/accounts';
import { isoDay } from '../support/flightCheckout';
import { messagesFor } from '../support/mailbox';
import { E2E_BASE_URL } from '../support/ports';
import { logInAsAdmin } from '../support/staff';
import { bookSupplierFare, expectSuppliersAnswered, supplierOffers } from '../support/supplierBooking';
import { createCustomer } from '../support/trips';

/** The message to `address` whose subject is `subject`, once it has come. */
async function mailWithSubject(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await Promise.all(messagesFor(address).map((raw) => simpleParser(raw)));
        found = mails.find((mail) => mail.subject === subject);
        return found?.subject;
      },
      { timeout: 60_000 },
    )
    .toBe(subject);
  return found!;
}

test('the airline cancels a flight booked with Duffel: the email and the banner, another flight chosen, a new e-ticket', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { email, password } = await createCustomer(page.request, 'schedule-change');
  await page.goto('/login');
  await logIn(page, email, password);

  // A non-stop flight Duffel sells, booked with Duffel
  const day = isoDay(24);
  await page.goto(`/flight-details?trip=one-way&from=DEL&to=BOM&date=${day}&adults=1&children=0&cabin=economy`);
  await expectSuppliersAnswered(page);
  const shown = await page.getByTestId('flight-card').evaluateAll((cards) => cards.map((c) => c.ariaLabel ?? ''));
  const duffel = (await supplierOffers(page, 'DEL', 'BOM', day)).find(
    (offer) =>
      offer.slices[0].segments.length === 1 &&
      shown.some((name) => name.endsWith(` ${offer.slices[0].segments[0].flightNumber}`)) &&
      offer.providers.some((p) => p.supplier === 'duffel'),
  );
  expect(duffel).toBeDefined();
  const name = shown.find((label) => label.endsWith(` ${duffel!.slices[0].segments[0].flightNumber}`))!;
  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: /^Compare \d providers$/ }).click();
  await card.getByRole('button', { name: 'Book with Duffel' }).click();
  const { reference } = await bookSupplierFare(page, 'Duffel', email, {
    title: 'Mr',
    first: 'Arjun',
    last: 'Mehta',
    dateOfBirth: '1985-11-02',
  });

  // The airline cancels it: the Duffel sandbox's switch (its webhook tells the API, as Duffel's would)
  const cancelled = await page.request.post(`/api/trips/flight/${reference}/disruptions/sandbox-change`, {
    headers: { origin: E2E_BASE_URL },
    data: { kind: 'cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // Told at once by email, the flight as booked beside what is left of it
  const notice = await mailWithSubject(email, `The airline has cancelled your flight: booking ${reference}`);
  expect(notice.text).toContain(reference);

  // and by a banner on the trip in My Trips
  await page.goto('/my-trips');
  const banner = page.getByRole('region', { name: 'The airline cancelled your flight' });
  await expect(banner).toBeVisible();

  // The desk sees the trip among the schedule changes, awaiting the traveller
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/login');
  await logInAsAdmin(desk);
  await desk.goto('/admin-disruptions');
  const row = desk.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Flight cancelled');
  await expect(row).toContainText('Awaiting the traveller');
  await expect(row).toContainText('Not answered yet');

  await banner.getByRole('link', { name: 'Review the change' }).click();
  await expect(page).toHaveURL(/\/my-trips\/schedule-change\?/);
  await expect(page.getByRole('heading', { name: 'What would you like to do?' })).toBeVisible();

  // Another flight the airline offers, at no cost
  await page.getByRole('button', { name: 'See other flights' }).click();
  await page.getByRole('group', { name: 'Flights the airline offers instead' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Choose this flight' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change to this flight?' });
  await confirm.getByRole('button', { name: 'Yes, change my flight' }).click();
  await expect(page.getByRole('heading', { name: 'You are booked on another flight' })).toBeVisible();
  await expect(
    page.getByText('A new e-ticket with this flight has been emailed to the address on the booking.'),
  ).toBeVisible();

  // The new e-ticket
  const ticketMail = await mailWithSubject(email, `Your new e-ticket: booking ${reference}`);
  const ticket = await pdfText(ticketMail.attachments[0].content);
  expect(ticket).toContain(reference);

  // The trip no longer asks for an answer
  await page.goto('/my-trips');
  await expect(page.getByRole('link', { name: new RegExp(`Reference ${reference}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The airline cancelled your flight' })).toHaveCount(0);

  // and the desk sees who answered, and how
  await desk.reload();
  await expect(row).toContainText('Moved to another flight');
  await expect(row).toContainText('(traveller)');
  await desk.context().close();
});
