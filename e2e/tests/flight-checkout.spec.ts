import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { pdfText } from '../../api/src/modules/documents/testing';
import { waitForMessage } from '../support/mailbox';

/** ₹12,999.50 -> 12999.5 */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** A birthday making a child `age` on `day` (a month past the birthday). */
const birthdayFor = (age: number, day: string) => {
  const [y, m] = day.split('-').map(Number);
  const month = m === 1 ? 12 : m - 1;
  return `${m === 1 ? y - age - 1 : y - age}-${String(month).padStart(2, '0')}-01`;
};

const CARD = { success: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' };

interface Party {
  day: string;
  adults: number;
  childAges: number[];
}

/**
 * Searches Mumbai to Delhi for the party and picks the Flexi fare of `flight` ("IndiGo 6E 123"), else of the shown
 * flight with the most seats left; answers the flight picked.
 */
async function pickFlexi(page: Page, { day, adults, childAges }: Party, flight?: string): Promise<string> {
  const children = childAges.map((age) => `&childAges=${age}`).join('');
  await page.goto(
    `/flight-details?trip=one-way&from=BOM&to=DEL&date=${day}&adults=${adults}&children=${childAges.length}${children}&cabin=economy`,
  );
  // The seat map needs two paid window seats free, and the first card of some days has only a few seats left.
  const search = await page.request.get(`/api/flights/search?from=BOM&to=DEL&date=${day}&pageSize=50`);
  const { legs } = (await search.json()) as {
    legs: { offers: { airline: string; flightNumber: string; seatsLeft: number }[] }[];
  };
  const seatsLeft = new Map(legs[0].offers.map((offer) => [`${offer.airline} ${offer.flightNumber}`, offer.seatsLeft]));
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  const shown = await page.getByTestId('flight-card').evaluateAll((cards) => cards.map((c) => c.ariaLabel ?? ''));
  const chosen =
    flight ?? shown.reduce((best, name) => ((seatsLeft.get(name) ?? 0) > (seatsLeft.get(best) ?? 0) ? name : best));
  await page.getByRole('article', { name: chosen, exact: true }).getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/single-flight-search$/);
  await page.getByRole('radio', { name: /Flexi/ }).click();
  return chosen;
}

interface Traveller {
  title: string;
  first: string;
  last: string;
  dateOfBirth?: string;
}

async function fillTravellers(page: Page, travellers: Traveller[], email: string) {
  for (const [i, t] of travellers.entries()) {
    await page.locator(`#fc-p${i}-title`).selectOption(t.title);
    await page.locator(`#fc-p${i}-first`).fill(t.first);
    await page.locator(`#fc-p${i}-last`).fill(t.last);
    if (t.dateOfBirth) await page.locator(`#fc-p${i}-dob`).fill(t.dateOfBirth);
  }
  await page.locator('#fc-email').fill(email);
  await page.locator('#fc-mobile').fill('9876543210');
  await page.getByRole('button', { name: 'Continue to seats' }).click();
  await expect(page).toHaveURL(/\/flight-checkout\/seats$/);
}

/** The seat of a seat button's name: 'Seat 5A, window, paid, ₹350' -> '5A'. */
const seatOf = (name: string | null) => /^Seat (\d+[A-F])/.exec(name ?? '')![1];

/** Pays on the sandbox's page with a test card; the sandbox sends the browser back to the confirmation. */
async function payWithCard(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/flight-checkout\/confirmation\?reference=[A-Z0-9]{6}&paymentId=pmt_/);
}

test.describe.configure({ mode: 'serial' });

test('a family books Mumbai to Delhi on Flexi: two paid seats and a free one, a bag, a coupon, paid by card', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const party = { day: isoDay(12), adults: 2, childAges: [7] };
  const flight = await pickFlexi(page, party);
  const fareTotal = (await page.getByTestId('total-price').textContent())!;
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/flight-checkout$/);

  // The all-inclusive price is there from the first step on, the fare page's own, and the charge says INR
  const summary = page.getByRole('region', { name: 'Price summary' });
  await expect(summary.getByTestId('checkout-total')).toHaveText(fareTotal);
  await expect(summary.getByText('Convenience fee')).toBeVisible();
  await expect(summary.getByTestId('checkout-charge')).toContainText('in INR.');

  const email = `family-${Date.now()}@example.test`;
  await fillTravellers(
    page,
    [
      { title: 'Ms', first: 'Asha', last: 'Verma' },
      { title: 'Mr', first: 'Ravi', last: 'Verma' },
      { title: 'Master', first: 'Kabir', last: 'Verma', dateOfBirth: birthdayFor(7, party.day) },
    ],
    email,
  );

  // Two paid window seats and one free seat, chosen traveller by traveller
  const paidWindows = page.getByRole('button', { name: /^Seat \d+[AF], window, paid/ });
  const free = page.getByRole('button', { name: /^Seat \d+[A-F], (middle|aisle), free$/ });
  const seats = [
    seatOf(await paidWindows.nth(0).getAttribute('aria-label')),
    seatOf(await paidWindows.nth(1).getAttribute('aria-label')),
    seatOf(await free.first().getAttribute('aria-label')),
  ];
  for (const seat of seats) {
    await page.getByRole('button', { name: new RegExp(`^Seat ${seat},`) }).click();
  }
  await expect(page.getByText(`Seats chosen: ${seats.join(', ')}.`)).toBeVisible();
  await expect(summary.getByTestId('price-seats')).toHaveText('₹700');
  await page.getByRole('button', { name: 'Continue to add-ons' }).click();

  // A 5 kg bag for the first traveller
  await page.locator('#fc-bag-0').selectOption('5');
  await expect(summary.getByTestId('price-add-ons')).toHaveText('₹1,800');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page).toHaveURL(/\/flight-checkout\/review$/);

  // A bad coupon is refused with the reason; a valid one comes off the total
  const before = rupees(await summary.getByTestId('checkout-total').textContent());
  await summary.getByLabel('Coupon code').fill('NOSUCHCODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('alert')).toHaveText('This coupon code does not exist.');
  await summary.getByLabel('Coupon code').fill('FLEXI10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Coupon FLEXI10 applied.')).toBeVisible();
  const discount = rupees(await summary.getByTestId('price-discount').textContent());
  expect(discount).toBeGreaterThan(0);
  await expect
    .poll(async () => rupees(await summary.getByTestId('checkout-total').textContent()))
    .toBeCloseTo(before - discount, 2);
  const total = rupees(await summary.getByTestId('checkout-total').textContent());

  // A double click holds one order; the hold counts down
  await page.getByRole('button', { name: 'Hold seats and pay' }).dblclick();
  const held = page.getByText(/^Booking [A-Z0-9]{6} is held\./);
  await expect(held).toBeVisible();
  const reference = /Booking ([A-Z0-9]{6})/.exec((await held.textContent())!)![1];
  await expect(page.getByRole('timer')).toHaveText(/^0[12]:\d\d$/);

  await page.getByRole('button', { name: /^Pay / }).click();
  await payWithCard(page, CARD.success);

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  for (const seat of seats) await expect(page.getByText(`Seat ${seat}`)).toBeVisible();
  await expect(page.getByText('+5 kg baggage')).toBeVisible();
  expect(rupees(await page.getByTestId('paid-total').textContent())).toBeCloseTo(total, 2);

  // The email brings the e-ticket and the GST tax invoice as PDFs, with the reference, passengers and total
  const mail = await simpleParser(await waitForMessage(email, 1, 30_000));
  expect(mail.subject).toBe(`Your flight is booked: booking reference ${reference}`);
  expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    [`e-ticket-${reference}.pdf`, 'application/pdf'],
    [expect.stringMatching(/^tax-invoice-.+\.pdf$/), 'application/pdf'],
  ]);
  const inr = `INR ${total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const ticket = await pdfText(mail.attachments[0].content);
  expect(ticket).toContain(reference);
  expect(ticket).toContain(`Ms Asha Verma Adult ${seats[0]} Extra baggage 5 kg`);
  expect(ticket).toContain(`Mr Ravi Verma Adult ${seats[1]}`);
  expect(ticket).toContain(`Master Kabir Verma Child ${seats[2]}`);
  expect(ticket).toContain(`Total paid: ${inr}`);
  const invoice = await pdfText(mail.attachments[1].content);
  expect(invoice).toContain(reference);
  expect(invoice).toContain('Asha Verma');
  expect(invoice).toContain(`Total amount: ${inr}`);

  // The next buyer finds those seats occupied
  const next = await browser.newPage();
  await pickFlexi(next, { ...party, adults: 1, childAges: [] }, flight);
  await next.getByRole('button', { name: 'Choose Seats' }).click();
  await expect(next).toHaveURL(/\/flight-checkout\/seats$/);
  for (const seat of seats) {
    await expect(next.getByRole('button', { name: new RegExp(`^Seat ${seat},.*occupied$`) })).toBeVisible();
  }
  await next.close();
});

/** Books one adult up to the sandbox's payment page; returns the booking reference. */
async function holdOneAdult(page: Page, day: string, email: string) {
  await pickFlexi(page, { day, adults: 1, childAges: [] });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await fillTravellers(page, [{ title: 'Mr', first: 'Dev', last: 'Shah' }], email);
  await page.getByRole('button', { name: 'Skip seats' }).click();
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('button', { name: 'Hold seats and pay' }).click();
  const held = page.getByText(/^Booking [A-Z0-9]{6} is held\./);
  await expect(held).toBeVisible();
  return /Booking ([A-Z0-9]{6})/.exec((await held.textContent())!)![1];
}

test('a declined card keeps the hold; trying again with a good card books it', async ({ page }) => {
  const reference = await holdOneAdult(page, isoDay(13), `declined-${Date.now()}@example.test`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await payWithCard(page, CARD.declined);

  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await expect(page.getByText('Your booking is still held')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await payWithCard(page, CARD.success);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
});

test('a hold not paid in time expires: the seat goes back on sale and the booking says so', async ({
  page,
  browser,
}) => {
  // The suite's API holds for 2 minutes (e2e/support/globalSetup.ts) and runs due jobs every second.
  test.setTimeout(240_000);
  const day = isoDay(14);
  const flight = await pickFlexi(page, { day, adults: 1, childAges: [] });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await fillTravellers(page, [{ title: 'Ms', first: 'Meera', last: 'Iyer' }], `expiry-${Date.now()}@example.test`);
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
  const held = page.getByText(/^Booking [A-Z0-9]{6} is held\./);
  await expect(held).toBeVisible();
  const reference = /Booking ([A-Z0-9]{6})/.exec((await held.textContent())!)![1];
  const seatFor = async (pattern: string) => {
    const other = await browser.newPage();
    await pickFlexi(other, { day, adults: 1, childAges: [] }, flight);
    await other.getByRole('button', { name: 'Choose Seats' }).click();
    await expect(other.getByRole('button', { name: new RegExp(`^Seat ${seat},.*${pattern}$`) })).toBeVisible();
    await other.close();
  };
  await seatFor('occupied');

  await expect(page.getByText('Your hold has expired.')).toBeVisible({ timeout: 150_000 });
  await page.goto(`/flight-checkout/confirmation?reference=${reference}`);
  await expect(page.getByRole('heading', { name: 'Your booking hold has expired' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Search flights again' })).toBeVisible();

  await seatFor('free');
});
