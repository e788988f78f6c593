import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { pdfText } from '../../api/src/modules/documents/testing';
import { waitForMessage } from '../support/mailbox';
import { CARD, fillTravellers, isoDay, payWithCard, pickFlexi, seatOf } from '../support/flightCheckout';

/** ₹12,999.50 -> 12999.5 */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A birthday making a child `age` on `day` (a month past the birthday). */
const birthdayFor = (age: number, day: string) => {
  const [y, m] = day.split('-').map(Number);
  const month = m === 1 ? 12 : m - 1;
  return `${m === 1 ? y - age - 1 : y - age}-${String(month).padStart(2, '0')}-01`;
};

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
  await expect(page).toHaveURL(/\/flight-checkout\?flight=[^&]+$/);

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
  const held = page.getByText(/^Booking [A-Z0-9]{10} is held\./);
  await expect(held).toBeVisible();
  const reference = /Booking ([A-Z0-9]{10})/.exec((await held.textContent())!)![1];
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
  // The same party: for one adult the flight's card may compare suppliers' offers and book elsewhere
  await pickFlexi(next, party, flight);
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
  const held = page.getByText(/^Booking [A-Z0-9]{10} is held\./);
  await expect(held).toBeVisible();
  return /Booking ([A-Z0-9]{10})/.exec((await held.textContent())!)![1];
}

test('the checkout’s link names the chosen flight: reloaded, it comes with the checkout’s code and opens at its first step; a tab with no flight loads none of it and goes back to search', async ({
  page,
  browser,
}) => {
  const checkoutChunk = /\/page-flight-checkout-with-flight\.[0-9a-f]{8}\.js/;
  await pickFlexi(page, { day: isoDay(14), adults: 1, childAges: [] });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/flight-checkout\?flight=[^&]+$/);
  const served = await (await page.request.get(page.url())).text();
  expect(served).toMatch(/<link rel="preload" href="[^"]*\/page-flight-checkout-with-flight\.[0-9a-f]{8}\.js"/);
  await page.reload();
  await expect(page.getByRole('link', { name: '1. Travellers' })).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('.fc-header p')).toContainText('Flexi fare');
  await expect(page.locator('#fc-p0-first')).toBeEditable();

  // A new tab (no chosen flight, nothing cached) opening the checkout's address.
  const noFlight = await browser.newPage();
  try {
    const fetched: string[] = [];
    noFlight.on('request', (r) => void (checkoutChunk.test(r.url()) && fetched.push(r.url())));
    await noFlight.goto(new URL('/flight-checkout', page.url()).href);
    await expect(noFlight).toHaveURL(/\/flight-home$/);
    await expect(noFlight.getByText('Please search and select a flight first.')).toBeVisible();
    await noFlight.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
  } finally {
    await noFlight.close();
  }
});

test('the travellers step shows every mistake at once, at its field and in a summary that takes the focus', async ({
  page,
}) => {
  await pickFlexi(page, { day: isoDay(14), adults: 2, childAges: [] });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/flight-checkout\?flight=[^&]+$/);

  await page.locator('#fc-p0-title').selectOption('Ms');
  await page.locator('#fc-p0-first').fill('Asha');
  await page.locator('#fc-p0-last').fill('Verma2');
  await page.locator('#fc-p1-title').selectOption('Mr');
  await page.locator('#fc-p1-first').fill('Ravi');
  await page.getByRole('checkbox', { name: 'I need a GST invoice for my business' }).check();
  await page.locator('#fc-gstin').fill('27AAPFU0939F1ZW');
  await page.locator('#fc-company').fill('Verma Traders');
  await page.locator('#fc-email').fill('asha@');
  await page.locator('#fc-mobile').fill('98765');
  await page.locator('#fc-mobile').blur();
  await expect(page.locator('#fc-mobile-error')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to seats' }).click();

  const problems: [string, string][] = [
    ['#fc-p0-last', 'Traveller 1: last name may only contain letters, spaces, apostrophes and hyphens, as on the ID'],
    ['#fc-p1-last', 'Traveller 2: last name is required'],
    ['#fc-email', 'Enter a valid email address'],
    ['#fc-mobile', 'Mobile number must be 10 digits'],
    ['#fc-gstin', 'GSTIN must be 15 characters, like 27AAPFU0939F1ZV'],
  ];
  const summary = page.getByRole('region', { name: 'There are 5 problems' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem')).toHaveText(problems.map(([, message]) => message));
  for (const [field, message] of problems) {
    await expect(page.locator(`${field}-error`)).toHaveText(message);
    await expect(page.locator(field)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page).toHaveURL(/\/flight-checkout\?flight=[^&]+$/);

  // Each line of the summary leads to its field; once all are put right, checkout goes on.
  await summary.getByRole('link', { name: 'Enter a valid email address' }).click();
  await expect(page.locator('#fc-email')).toBeFocused();
  await page.locator('#fc-email').fill('asha@example.test');
  await page.locator('#fc-p0-last').fill('Verma');
  await page.locator('#fc-p1-last').fill('Verma');
  await page.locator('#fc-mobile').fill('9876543210');
  await page.locator('#fc-gstin').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Continue to seats' }).click();
  await expect(page).toHaveURL(/\/flight-checkout\/seats$/);
});

test('a message appearing as a field is left does not move the next control under the click', async ({ page }) => {
  await pickFlexi(page, { day: isoDay(14), adults: 1, childAges: [] });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/flight-checkout\?flight=[^&]+$/);

  const gst = page.getByRole('checkbox', { name: 'I need a GST invoice for my business' });
  await page.locator('#fc-mobile').fill('98765');
  // The mouse clicks in the viewport: bring the box into it before measuring where it is.
  await gst.scrollIntoViewIfNeeded();
  const before = await gst.boundingBox();
  await page.locator('#fc-mobile').blur();
  await expect(page.locator('#fc-mobile-error')).toHaveText('Mobile number must be 10 digits');
  expect(await gst.boundingBox()).toEqual(before);

  // A click aimed where the box was before the message came lands on it.
  await page.mouse.click(before!.x + before!.width / 2, before!.y + before!.height / 2);
  await expect(gst).toBeChecked();
});

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
  const held = page.getByText(/^Booking [A-Z0-9]{10} is held\./);
  await expect(held).toBeVisible();
  const reference = /Booking ([A-Z0-9]{10})/.exec((await held.textContent())!)![1];
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
