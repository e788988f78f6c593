import { expect, test } from '@playwright/test';
import { codeFromMail, logIn, pasteCode, signUp, uniqueEmail } from '../support/accounts';

test.describe('accounts', () => {
  test('sign up with the emailed code, log in, see Profile, log out, see Login again', async ({ page }) => {
    const email = uniqueEmail('signup');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await page.goto('/signup');
    await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await signUp(page, email, 'harbour-lights-9');
    const verify = page.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await pasteCode(page, await codeFromMail(email));
    await expect(page.getByRole('main').getByLabel('Digit 6 of 6')).not.toHaveValue('');
    await verify.click();
    await expect(page.getByText('Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, email, 'harbour-lights-9');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

    // Logged in: /login and /signup send the visitor home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout Successfully')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Profile' })).toHaveCount(0);
  });

  test('forgot password: a code by email and a new password that then logs in', async ({ page }) => {
    const email = uniqueEmail('reset');
    await signUp(page, email, 'first-password-1');
    await pasteCode(page, await codeFromMail(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByText('Email is required for password reset')).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByText('Otp sent for password reset')).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password-otp$/);

    await page.getByRole('main').getByLabel('New password').fill('short');
    await page.getByRole('main').getByLabel('New password').blur();
    await expect(page.getByText('Password must be at least 9 characters long')).toBeVisible();
    await page.getByRole('main').getByLabel('New password').fill('second-password-2');
    await pasteCode(page, await codeFromMail(email, 2));
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Reset password successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('first-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await logIn(page, email, 'second-password-2');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' })).toBeVisible();
  });

  test('five wrong codes invalidate the code', async ({ page }) => {
    const email = uniqueEmail('wrong-code');
    await signUp(page, email, 'patient-traveller-5');
    const code = await codeFromMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await pasteCode(page, wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      const message =
        attempt < 5
          ? `Incorrect code. ${5 - attempt} ${5 - attempt === 1 ? 'attempt' : 'attempts'} left.`
          : 'Too many incorrect attempts. Please request a new code.';
      await expect(page.getByText(message)).toBeVisible();
    }
    await pasteCode(page, code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('This code is invalid or has expired. Please request a new one.')).toBeVisible();
    await expect(page).toHaveURL(/\/signup\/otp$/);
  });

  test('/failedAuth shows its toast and lands on /login', async ({ page }) => {
    await page.goto('/failedAuth');
    await expect(page.getByText('Try again some error occured !')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  test('Google login through the local OpenID provider lands logged in on /', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Log in with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the local OpenID provider' })).toBeVisible();
    // The provider's own sign-in page (not the portal's).
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();
    // The session is the server's: a reload keeps it (checked against /api/v1/customer/me).
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();
  });
});
