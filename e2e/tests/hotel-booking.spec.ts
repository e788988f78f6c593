import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { extractText } from 'unpdf';
import { signUpAndLogIn, uniqueEmail } from '../support/accounts';
import { messagesFor } from '../support/mailbox';
import { mailHeader, mailText } from '../support/mailText';
import {
  cancelToTravelCredit,
  fillGuest,
  findInWizard,
  openParisHotel,
  payWithSandboxCard,
  reserve,
} from '../support/hotels';

/** The booking's confirmation mail to `address`: its text and each PDF attached, read back as text. */
async function confirmationMail(address: string, reference: string) {
  let raw: string | undefined;
  await expect
    .poll(
      () =>
        (raw = messagesFor(address).find(
          (mail) => mailHeader(mail, 'Subject') === `Your hotel is booked: booking reference ${reference}`,
        )),
      { message: `the confirmation of ${reference} to ${address}`, timeout: 15_000 },
    )
    .toBeTruthy();
  const mail = await simpleParser(raw!);
  const pdfs: Record<string, string> = {};
  for (const attachment of mail.attachments) {
    const { text } = await extractText(new Uint8Array(attachment.content), { mergePages: true });
    pdfs[attachment.filename!] = text.replace(/\s+/g, ' ');
  }
  return { text: mail.text ?? '', pdfs };
}

test.describe('hotel booking', () => {
  test('Paris, two nights: a refundable room with breakfast paid with the sandbox card gives a reference', async ({
    page,
  }) => {
    const email = uniqueEmail('hotel-refundable');
    const hotel = await openParisHotel(page, 'Free cancellation', true);
    const total = await reserve(page, ['Breakfast included', 'Free cancellation', 'Pay now']);
    await expect(page.getByRole('region', { name: hotel })).toBeVisible();
    await expect(page.getByTestId('cancellation-policy')).toContainText('Free cancellation until');
    await expect(page.getByTestId('checkout-total')).toHaveText(total);
    await fillGuest(page, email);
    await payWithSandboxCard(page);
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{10}$/);
    await expect(page.getByText(`We have emailed your hotel voucher and GST invoice to ${email}.`)).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(total);

    const reference = (await page.getByTestId('booking-reference').textContent())!;
    const mail = await confirmationMail(email, reference);
    expect(mail.text).toContain(`Booking reference: ${reference}`);
    const voucher = mail.pdfs[`hotel-voucher-${reference}.pdf`];
    expect(voucher).toContain('Hotel Voucher');
    expect(voucher).toContain(`Booking reference: ${reference}`);
    expect(voucher).toContain(hotel);
    expect(voucher).toContain('Asha Rao');
    const invoice = Object.entries(mail.pdfs).find(([name]) => name.startsWith('tax-invoice-'))?.[1];
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain(reference);

    // Cancelled before its free-cancellation moment, the booking's own policy refunds all of it.
    const policy = (await page.getByTestId('cancellation-policy').textContent())!;
    const wizard = await findInWizard(page, reference, email);
    await expect(wizard.policy).toHaveText(policy);
    await expect(wizard.refundable).toHaveText('Refundable amount (100%)');
    await expect(wizard.netRefund).toHaveText(total);
    // A reason within the policy: cancelled and refunded at once, with no admin in between.
    await page.getByLabel('Reason for cancelling *').selectOption('Change of travel plans');
    await page.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await expect(page.getByText('Your booking is cancelled and the refund is on its way.')).toBeVisible();
    await expect(page.getByText('Net refund', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      total,
    );
  });

  test('a non-refundable rate says so before paying and is booked at its lower price', async ({ page }) => {
    const email = uniqueEmail('hotel-non-refundable');
    await openParisHotel(page, 'Free cancellation', false);
    const rows = page.getByTestId('rate-row');
    const price = async (text: string) =>
      Number(
        await rows
          .filter({ hasText: text })
          .first()
          .locator('.hh-card__total [data-price-inr]')
          .getAttribute('data-price-inr'),
      );
    expect(await price('Non-refundable')).toBeLessThan(await price('Free cancellation'));
    await reserve(page, ['Non-refundable', 'Room only']);
    await expect(page.getByTestId('cancellation-policy')).toContainText(/non-refundable/i);
    await fillGuest(page, email);
    await expect(page.getByTestId('cancellation-policy')).toContainText(/non-refundable/i);
    await payWithSandboxCard(page);
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{10}$/);

    // The wizard says nothing will be refunded before anything is filed.
    const reference = (await page.getByTestId('booking-reference').textContent())!;
    const wizard = await findInWizard(page, reference, email);
    await expect(wizard.policy).toHaveText('Non-refundable: nothing is refunded if you cancel.');
    await expect(wizard.refundable).toHaveText('Refundable amount (0%)');
    await expect(wizard.netRefund).toHaveText('₹0');
  });

  test('a signed-in traveller cancels the stay from its trip page: the policy’s refund first, then at once', async ({
    page,
  }) => {
    const email = uniqueEmail('hotel-trip-cancel');
    await page.goto('/signup');
    await signUpAndLogIn(page, email, 'hotel-trip-password-9');
    await openParisHotel(page, 'Free cancellation', true);
    const total = await reserve(page, ['Breakfast included', 'Free cancellation', 'Pay now']);
    await fillGuest(page, email);
    await payWithSandboxCard(page);
    const reference = (await page.getByTestId('booking-reference').textContent())!;

    await page.goto('/my-trips');
    await page.getByRole('link', { name: new RegExp(`Reference ${reference}`) }).click();
    await expect(page.getByRole('link', { name: /cancellation wizard/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const panel = page.getByRole('region', { name: 'Cancel this stay' });
    await expect(panel.getByRole('row', { name: /Your stay, 2 nights/ })).toContainText('Free cancellation until');
    await expect(panel.getByTestId('refund-total')).toHaveText(total);
    await expect(panel.getByTestId('cancel-consequence')).toHaveText(`Refund if cancelled now: ${total}`);
    await expect(panel.getByTestId('nothing-refunded')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Confirm cancellation' }).click();

    await expect(page.getByText('Your booking is cancelled and the refund is on its way.')).toBeVisible();
    const refund = page.getByRole('article', { name: 'Refund' });
    await expect(refund).toContainText(`Refund ${total}`);
    await expect(refund).toContainText('Approved automatically under the booking’s own cancellation policy');
    await expect(refund).toContainText(/Sent to the payment gateway|Refunded/);
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    await expect
      .poll(() => messagesFor(email).map((raw) => mailHeader(raw, 'Subject')), { timeout: 15_000 })
      .toContain(`Cancellation approved for booking ${reference}`);
  });

  test('a wizard cancellation that chose travel credit is credited to the account, not refunded to the card', async ({
    page,
  }) => {
    const email = uniqueEmail('hotel-travel-credit');
    await page.goto('/signup');
    await signUpAndLogIn(page, email, 'hotel-credit-password-9');
    await openParisHotel(page, 'Free cancellation', true);
    const total = await reserve(page, ['Breakfast included', 'Free cancellation', 'Pay now']);
    await fillGuest(page, email);
    await payWithSandboxCard(page);
    const reference = (await page.getByTestId('booking-reference').textContent())!;

    // Within the policy and the traveller's explicit choice: approved at once, to travel credit.
    await cancelToTravelCredit(page, reference, email);
    await expect(page.getByRole('heading', { name: 'Complete' })).toBeVisible();
    await expect(page.locator('.hc-summary')).toContainText('Travel credit');

    await page.goto('/my-trips');
    const credit = page.getByRole('region', { name: 'Travel credit' });
    await expect(credit).toContainText(`Balance: ${total}`);
    await expect(credit).toContainText(`Refund of cancelled booking ${reference}`);
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await page.getByRole('link', { name: new RegExp(`Reference ${reference}`) }).click();
    const refund = page.getByRole('article', { name: 'Refund' });
    await expect(refund).toContainText(`Refund ${total}`);
    await expect(refund).toContainText('To your travel credit, as you chose. Nothing goes back to your card.');
    await expect(refund.locator('.trip-timeline > li')).toHaveText([
      /^Requested/,
      /^Approved/,
      /^Added to travel credit/,
    ]);
    await expect(refund).not.toContainText('Sent to the payment gateway');

    let approved = '';
    await expect
      .poll(
        () =>
          (approved =
            messagesFor(email).find(
              (raw) => mailHeader(raw, 'Subject') === `Cancellation approved for booking ${reference}`,
            ) ?? ''),
        { timeout: 15_000 },
      )
      .not.toBe('');
    expect(mailText(approved)).toContain('has been added to your travel credit');
  });

  test('a pay-at-the-hotel rate is guaranteed by card with no charge', async ({ page }) => {
    const email = uniqueEmail('hotel-pay-at-hotel');
    await openParisHotel(page, 'Pay on arrival', false);
    const total = await reserve(page, ['Pay at the hotel']);
    await fillGuest(page, email);
    await expect(page.getByText(/^Nothing is charged now\. The hotel asks/)).toContainText(
      `you pay ${total} at the hotel`,
    );
    // The price summary says the same, not "You will be charged".
    await expect(page.getByTestId('checkout-charge')).toContainText('Nothing is charged now.');
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await page.getByRole('button', { name: 'Guarantee with a card' }).click();
    await expect(page.getByRole('heading', { name: 'Guarantee your booking' })).toBeVisible();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Guarantee with this card' }).click();
    await expect(page).toHaveURL(/\/hotel-checkout\/confirmation\?reference=[A-Z0-9]{10}/);
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText('Nothing was charged', { exact: false })).toContainText(
      `You pay ${total} at the hotel.`,
    );
    const reference = (await page.getByTestId('booking-reference').textContent())!;
    const order = await page.request.get(
      `/api/hotel-checkout/orders/${reference}?token=${await page.evaluate((ref) => sessionStorage.getItem(`hotel-order:${ref}`), reference)}`,
    );
    expect((await order.json()).order).toMatchObject({ status: 'guaranteed', payNowMinor: 0 });
    // Nothing was paid, so the mail carries the voucher and no tax invoice.
    const mail = await confirmationMail(email, reference);
    expect(Object.keys(mail.pdfs)).toEqual([`hotel-voucher-${reference}.pdf`]);
    expect(mail.text).toContain('nothing was charged now');
  });
});
