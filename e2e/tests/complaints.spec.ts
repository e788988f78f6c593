import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { mailHeader, mailText } from '../support/mailText';
import { messagesFor } from '../support/mailbox';
import { logInAsAdmin } from '../support/staff';
import { bookFlight, findBookingAsGuest } from '../support/trips';

/** The text of the message to `address` whose subject is `subject`, once it has come. */
async function mailWithSubject(address: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = messagesFor(address).find((raw) => mailHeader(raw, 'Subject') === subject)) !== undefined, {
      timeout: 30_000,
    })
    .toBe(true);
  return mailText(found!);
}

test('a guest files a complaint, staff answer, the guest replies and sees it resolved, with every step emailed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('complaint-guest');
  const { reference } = await bookFlight(request, email);

  // The guest: Get help, the booking found with its emailed code, the complaint filed
  await page.goto('/my-trips/complaint');
  await expect(page.getByRole('heading', { name: 'Help & complaints' })).toBeVisible();
  await findBookingAsGuest(page, reference, email);
  await expect(page.getByRole('combobox', { name: 'Booking' })).toHaveValue(`flight:${reference}`);
  await page.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'Refund' });
  await page.getByRole('textbox', { name: 'Your message' }).fill('My refund for the cancelled seat has not arrived.');
  await page.getByRole('button', { name: 'File complaint' }).click();
  const filed = page.getByRole('status').filter({ hasText: 'Complaint filed' });
  await expect(filed).toContainText('We acknowledge it within 48 hours and resolve it within 30 days.');
  const ticket = (await filed.locator('.ma-complaints__ticket').textContent())!.trim();
  expect(ticket).toMatch(/^TP-C-\d+$/i);
  expect(await mailWithSubject(email, `Complaint ${ticket} received`)).toContain(
    `We have received your complaint about booking ${reference} (Refund). Your ticket number is ${ticket}.`,
  );

  // Staff: the queue, the ticket, taken and answered
  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/admin-complaints');
  await logInAsAdmin(staff);
  await staff.goto('/admin-complaints');
  await staff.getByRole('link', { name: ticket, exact: true }).click();
  await expect(staff.getByRole('list', { name: 'Messages' })).toContainText(
    'My refund for the cancelled seat has not arrived.',
  );
  await staff.getByRole('button', { name: 'Assign to me' }).click();
  await expect(staff.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await staff
    .getByRole('textbox', { name: 'Message' })
    .fill('Your refund was sent on Monday; your bank shows it within 5 days.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await expect(staff.getByRole('list', { name: 'Messages' })).toContainText('your bank shows it within 5 days');
  expect(await mailWithSubject(email, `Reply on your complaint ${ticket}`)).toContain(
    'your bank shows it within 5 days',
  );

  // The guest follows the ticket: the answer, and a reply
  await page.getByRole('link', { name: 'Follow your complaint' }).click();
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('Support team');
  await expect(thread).toContainText('your bank shows it within 5 days');
  await expect(page.getByRole('heading', { name: `Complaint ${ticket}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, it has arrived today.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply is sent.')).toBeVisible();
  await expect(thread).toContainText('Thank you, it has arrived today.');

  // Staff see the reply and resolve the complaint
  await staff.reload();
  await expect(staff.getByRole('list', { name: 'Messages' })).toContainText('Thank you, it has arrived today.');
  await staff.getByRole('textbox', { name: 'Resolution' }).fill('The refund reached the traveller on the 5th day.');
  await staff.getByRole('button', { name: 'Resolve complaint' }).click();
  expect(await mailWithSubject(email, `Complaint ${ticket} resolved`)).toContain(
    'The refund reached the traveller on the 5th day.',
  );

  // The guest sees it resolved, with what was decided
  await page.reload();
  await expect(page.getByRole('heading', { name: `Complaint ${ticket}` })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: /^Resolved$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we decided' })).toBeVisible();
  await expect(page.getByText('The refund reached the traveller on the 5th day.')).toBeVisible();
  await staff.context().close();
});
