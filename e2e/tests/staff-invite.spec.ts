import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { uniqueEmail } from '../support/accounts';
import { waitForMessage } from '../support/mailbox';
import { linkPath, mailText } from '../support/mailText';
import { logInAsAdmin } from '../support/staff';

test('a Super Admin invites a Support Agent, who sets a password and two-step sign-in from the email, then is suspended and signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('staff-invite');
  const password = 'support-agent-pass-7';

  // The Super Admin invites by email with a role
  await page.goto('/login');
  await logInAsAdmin(page);
  await page.goto('/admin-staff');
  const invite = page.getByRole('form', { name: 'Invite staff' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Support Agent').check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(email);

  // The invitee opens the emailed link in a browser of their own
  const mail = mailText(await waitForMessage(email));
  expect(mail).toContain('You have been invited to join the Travel Portal back office as Support Agent.');
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(linkPath(mail, '/staff-invite?token='));
  await expect(invitee.getByText(`${email} is invited as Support Agent.`)).toBeVisible();
  await invitee.getByLabel('Full name').fill('Sana Desk');
  await invitee.getByLabel('Password', { exact: true }).fill(password);
  await invitee.getByLabel('Confirm password').fill(password);
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();

  // Two-step sign-in comes before anything else
  await expect(invitee.getByRole('heading', { name: 'Scan the QR code' })).toBeVisible();
  const key = (await invitee.locator('code.ma-secret').textContent())!.trim();
  const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  await invitee.getByLabel('Authentication code').fill(app.generate());
  await invitee.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await invitee.getByRole('button', { name: 'I have saved them' }).click();
  await expect(invitee.getByText('Two-step sign-in is on.', { exact: false })).toBeVisible();
  await invitee.getByRole('link', { name: 'Go to the back office' }).click();
  // A Support Agent starts at the cancellations, and the back office links only what the role opens
  await expect(invitee.getByRole('heading', { name: 'Cancellation Approval Center', level: 1 })).toBeVisible();
  const backOffice = invitee.getByRole('navigation', { name: 'Back office' });
  await expect(backOffice.getByRole('link', { name: 'Complaints desk' })).toBeVisible();
  await expect(backOffice.getByRole('link', { name: 'Staff and roles' })).toHaveCount(0);

  // The Super Admin suspends them: their session ends at once, and the right password says why
  await page.reload();
  const member = page.getByRole('form', { name: new RegExp(email) });
  await member.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Staff member suspended. Their sessions have ended.')).toBeVisible();
  await expect(member).toContainText('Suspended');

  expect((await invitee.request.get('/api/v1/customer/me')).status()).toBe(401);
  await invitee.context().close();
  // Signing in again, in a fresh browser (this one's persisted state may still name them until a page asks the API)
  const again = await (await browser.newContext()).newPage();
  await again.goto('/login');
  await again.getByRole('main').getByLabel('Email').fill(email);
  await again.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await again.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(again.getByText('This staff account is suspended. Ask a Super Admin to reinstate it.')).toBeVisible();
  await again.context().close();
});
