import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { pdfText } from '../../api/src/modules/documents/testing';
import { waitForMessage } from '../support/mailbox';
import { CARD, fillTravellers, isoDay, payWithCard, seatOf } from '../support/flightCheckout';

interface Quote {
  supplier: string;
  label: string;
  total: { amountMinor: number };
}
interface Merged {
  slices: { segments: { carrier: string; flightNumber: string }[] }[];
  providers: Quote[];
}

/** The last (complete) answer of GET /api/flights/offers: every supplier's offers, merged per itinerary. */
async function supplierOffers(page: Page, day: string): Promise<Merged[]> {
  const reply = await page.request.get(`/api/flights/offers?from=DEL&to=BOM&date=${day}&adults=1&cabin=economy`);
  expect(reply.status()).toBe(200);
  const events = (await reply.text()).split('\n').filter((line) => line.startsWith('data: '));
  const last = JSON.parse(events[events.length - 1].slice('data: '.length)) as { offers: Merged[]; complete: boolean };
  expect(last.complete).toBe(true);
  return last.offers;
}

test('a flight both sandboxes sell is one card listing both; booked with the cheaper, its e-ticket carries the airline PNR', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const day = isoDay(18);
  await page.goto(`/flight-details?trip=one-way&from=DEL&to=BOM&date=${day}&adults=1&children=0&cabin=economy`);
  const status = page.getByTestId('supplier-status');
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  await expect(status).not.toContainText('Searching providers');
  await expect(status).not.toContainText('Still searching');
  await expect(status).not.toContainText('did not answer');

  // A non-stop flight on the page that Duffel and TripJack both quote (the same answer the page had, from the cache)
  const shown = await page.getByTestId('flight-card').evaluateAll((cards) => cards.map((c) => c.ariaLabel ?? ''));
  const both = (await supplierOffers(page, day)).find(
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
  await expect(page).toHaveURL(/\/single-flight-search$/);
  await expect(page.getByTestId('sold-by')).toHaveText(`Sold by ${cheaper.label}`);
  await expect(page.getByRole('heading', { name: 'Your Fare' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/flight-checkout\?flight=[^&]+$/);

  // The airline's order names each traveller with a date of birth, so checkout asks an adult's too
  const email = `supplier-${Date.now()}@example.test`;
  await fillTravellers(page, [{ title: 'Ms', first: 'Nisha', last: 'Rao', dateOfBirth: '1988-05-14' }], email);
  const seat = seatOf(
    await page
      .getByRole('button', { name: /^Seat \d+[A-F], (middle|aisle), free$/ })
      .first()
      .getAttribute('aria-label'),
  );
  await page.getByRole('button', { name: new RegExp(`^Seat ${seat},`) }).click();
  await page.getByRole('button', { name: 'Continue to add-ons' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('button', { name: 'Hold seats and pay' }).click();
  const held = page.getByText(/^Booking [A-Z0-9]{10} is held\./);
  await expect(held).toBeVisible();
  const reference = /Booking ([A-Z0-9]{10})/.exec((await held.textContent())!)![1];
  await page.getByRole('button', { name: /^Pay / }).click();
  await payWithCard(page, CARD.success);

  // Paid, then ordered at the supplier (a job): the page follows it until the airline's reference comes
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByText(/^Airline booking reference \(PNR\): [A-Z0-9]{5,8}$/)).toBeVisible({ timeout: 60_000 });
  const pnr = /: ([A-Z0-9]{5,8})$/.exec(
    (await page.getByText(/^Airline booking reference \(PNR\)/).textContent())!,
  )![1];

  // The e-ticket mailed once the supplier confirmed carries that reference
  const mail = await simpleParser(await waitForMessage(email, 1, 60_000));
  expect(mail.subject).toContain(reference);
  const ticket = await pdfText(mail.attachments[0].content);
  expect(ticket).toContain(reference);
  expect(ticket).toContain(pnr);
});
