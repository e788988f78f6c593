import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { pdfText } from '../../api/src/modules/documents/testing';
import { waitForMessage } from '../support/mailbox';
import { isoDay } from '../support/flightCheckout';
import { bookSupplierFare, expectSuppliersAnswered, supplierOffers } from '../support/supplierBooking';

test('a flight both sandboxes sell is one card listing both; booked with the cheaper, its e-ticket carries the airline PNR', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const day = isoDay(18);
  await page.goto(`/flight-details?trip=one-way&from=DEL&to=BOM&date=${day}&adults=1&children=0&cabin=economy`);
  await expectSuppliersAnswered(page);

  // A non-stop flight on the page that Duffel and TripJack both quote (the same answer the page had, from the cache)
  const shown = await page.getByTestId('flight-card').evaluateAll((cards) => cards.map((c) => c.ariaLabel ?? ''));
  const both = (await supplierOffers(page, 'DEL', 'BOM', day)).find(
    (offer) =>
      offer.slices[0].segments.length === 1 &&
      shown.some((name) => name.endsWith(` ${offer.slices[0].segments[0].flightNumber}`)) &&
      ['duffel', 'tripjack'].every((supplier) => offer.providers.some((p) => p.supplier === supplier)),
  );
  expect(both).toBeDefined();
  const segment = both!.slices[0].segments[0];
  const cheaper = both!.providers.find((p) => p.supplier === 'duffel' || p.supplier === 'tripjack')!;

  // The card of that flight: our own fare and both suppliers', each at the price it quoted, cheapest first
  const name = shown.find((label) => label.endsWith(` ${segment.flightNumber}`))!;
  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: /^Compare \d providers$/ }).click();
  const rows = card.getByTestId('provider-row');
  await expect(rows.filter({ hasText: 'Duffel' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'TripJack' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Travel Portal' })).toHaveCount(1);
  const price = `₹${(cheaper.total.amountMinor / 100).toLocaleString('en-IN')}`;
  await expect(rows.filter({ hasText: cheaper.label })).toContainText(price);

  await card.getByRole('button', { name: `Book with ${cheaper.label}` }).click();
  const email = `supplier-${Date.now()}@example.test`;
  const { reference, pnr } = await bookSupplierFare(page, cheaper.label, email, {
    title: 'Ms',
    first: 'Nisha',
    last: 'Rao',
    dateOfBirth: '1988-05-14',
  });

  // The e-ticket mailed once the supplier confirmed carries that reference
  const mail = await simpleParser(await waitForMessage(email, 1, 60_000));
  expect(mail.subject).toContain(reference);
  const ticket = await pdfText(mail.attachments[0].content);
  expect(ticket).toContain(reference);
  expect(ticket).toContain(pnr);
});
