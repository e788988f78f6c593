import { expect, test, type Page } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from '../support/accounts';

/** From /login through the local OpenID provider's sign-in page as `email`. */
async function logInWithGoogleAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Log in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the local OpenID provider' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('social login link step', () => {
  test('a first Google login for a password account links only after the password, then goes straight in', async ({
    page,
  }) => {
    const email = uniqueEmail('social-link');
    const password = 'linking-lanterns-4';
    const nav = page.getByRole('navigation', { name: 'Main' });
    await signUpAndLogIn(page, email, password);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

    await logInWithGoogleAs(page, email);
    await expect(page).toHaveURL(/\/social-link$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Link your Google account' })).toBeVisible();
    await expect(main.getByText(email)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

    await main.getByLabel('Password', { exact: true }).fill('not-my-password');
    await main.getByRole('button', { name: 'Link and log in' }).click();
    await expect(main.getByRole('alert')).toHaveText('Incorrect password. 4 attempts left.');

    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Link and log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();

    // Linked: after logging out, Google signs straight in (the provider still knows the browser).
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Log in with Google' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();
  });
});
