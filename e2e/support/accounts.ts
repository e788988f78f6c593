import { expect, type Page } from '@playwright/test';
import { waitForMessage } from './mailbox';

/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Signs up through /signup with the emailed code, then logs in; ends on / with Profile in the navbar. */
export async function signUpAndLogIn(page: Page, email: string, password: string) {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Kavya Rao');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel(/I agree to the/).check();
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup\/otp$/);

  const code = /one-time code is (\d{6})/.exec(await waitForMessage(email))?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  await main.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  await expect(main.getByLabel('Digit 6 of 6')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' })).toBeVisible();
}
