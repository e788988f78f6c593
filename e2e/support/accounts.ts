import { expect, type Page } from '@playwright/test';
import { waitForMessage } from './mailbox';

/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** The 6-digit code in the plain-text body of the count-th mail to an address. */
export async function codeFromMail(address: string, count = 1): Promise<string> {
  const message = await waitForMessage(address, count);
  const match = message.match(/one-time code is (\d{6})/);
  if (!match) throw new Error(`no code in the mail to ${address}`);
  return match[1];
}

/** Types a code into the six boxes the way a person pastes it. */
export async function pasteCode(page: Page, code: string) {
  const first = page.getByRole('main').getByLabel('Digit 1 of 6');
  await first.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

/** Fills and sends /signup; ends on /signup/otp with the code on its way. */
export async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Meera Iyer');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel(/I agree to the/).check();
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Otp sent successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/otp$/);
}

/** Logs in from /login. */
export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
}

/** Signs up through /signup with the emailed code, then logs in; ends with Profile in the navbar. */
export async function signUpAndLogIn(page: Page, email: string, password: string) {
  await signUp(page, email, password);
  await pasteCode(page, await codeFromMail(email));
  await expect(page.getByRole('main').getByLabel('Digit 6 of 6')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' })).toBeVisible();
}
