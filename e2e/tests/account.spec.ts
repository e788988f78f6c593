import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { waitForMessage } from '../support/mailbox';
import { mailText } from '../support/mailText';
import { codeFromMail, logIn, pasteCode, signUp, signUpAndLogIn, uniqueEmail } from '../support/accounts';
import { isoDay, pickFlexi } from '../support/flightCheckout';

test.describe('the account area', () => {
  test('the Profile icon opens the profile; name and mobile change, and a new email needs the code sent to it', async ({
    page,
  }) => {
    const email = uniqueEmail('profile');
    const newEmail = uniqueEmail('profile-new');
    await signUpAndLogIn(page, email, 'profile-owner-1');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/account$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue(email);

    await main.getByLabel('Full name').fill('Meera Krishnan');
    await main.getByLabel('Mobile number (optional)').fill('98765');
    await main.getByRole('button', { name: 'Save changes' }).click();
    await expect(main.getByText('Mobile number must be exactly 10 digits')).toBeVisible();
    await main.getByLabel('Mobile number (optional)').fill('9876543210');
    await main.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();

    await main.getByLabel('Email').fill(newEmail);
    await main.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      main.getByText(`Enter the 6-digit code we sent to ${newEmail}. Your email changes once it is confirmed.`),
    ).toBeVisible();
    await pasteCode(page, await codeFromMail(newEmail));
    await main.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByText('Your email has been changed')).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue(newEmail);

    // Kept after a reload, and the new address is the one that logs in.
    await page.reload();
    await expect(main.getByLabel('Full name')).toHaveValue('Meera Krishnan');
    await expect(main.getByLabel('Mobile number (optional)')).toHaveValue('9876543210');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout Successfully')).toBeVisible();
    await page.goto('/login');
    await logIn(page, newEmail, 'profile-owner-1');
  });

  test('two-step sign-in: turned on with the key the page shows, then asked at the next login, where a recovery code works once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('two-step');
    await signUpAndLogIn(page, email, 'two-step-owner-1');
    await page.goto('/account/security');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await section
      .getByRole('form', { name: 'Turn on two-step sign-in' })
      .getByLabel('Password')
      .fill('two-step-owner-1');
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const key = (await section.locator('code.ma-secret').textContent())!.trim();
    const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
    await section.getByLabel('Authentication code').fill(app.generate());
    await section.getByRole('button', { name: 'Turn on', exact: true }).click();
    const recoveryCodes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(recoveryCodes).toHaveCount(10);
    const codes = await recoveryCodes.allTextContents();
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section).toContainText('Two-step sign-in is on since');

    // The next login asks for the second step; a recovery code signs in, once
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logout Successfully')).toBeVisible();
    const passwordStep = async (at: Page) => {
      await at.goto('/login');
      await at.getByRole('main').getByLabel('Email').fill(email);
      await at.getByRole('main').getByLabel('Password', { exact: true }).fill('two-step-owner-1');
      await at.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(at.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    };
    await passwordStep(page);
    await page.getByLabel('Authentication code').fill(codes[0].trim());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Login Successfully')).toBeVisible();

    // Another browser: the same recovery code is refused there
    const other = await (await browser.newContext()).newPage();
    await passwordStep(other);
    await other.getByLabel('Authentication code').fill(codes[0].trim());
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other.getByText('That code is not right.')).toBeVisible();
    await other.context().close();
  });

  test('a traveller added in the account is offered on checkout and fills its form', async ({ page }) => {
    await signUpAndLogIn(page, uniqueEmail('travellers'), 'traveller-owner-1');
    await page.goto('/account/travellers');
    const main = page.getByRole('main');
    await expect(main.getByText(/No saved travellers yet/)).toBeVisible();
    await main.getByRole('button', { name: 'Add a traveller' }).click();
    await main.getByLabel('Title').selectOption('Ms');
    await main.getByLabel('First name').fill('Asha');
    await main.getByLabel('Last name').fill('Verma2');
    await main.getByRole('button', { name: 'Save traveller' }).click();
    await expect(
      main.getByText('Last name may only contain letters, spaces, apostrophes and hyphens, as on the ID'),
    ).toBeVisible();
    await main.getByLabel('Last name').fill('Verma');
    await main.getByRole('button', { name: 'Save traveller' }).click();
    await expect(page.getByText('Saved to your travellers: Asha Verma')).toBeVisible();
    await expect(main.getByRole('list', { name: 'Saved travellers' })).toContainText('Ms Asha Verma');

    // Kept by the API: a reload lists it, and checkout offers it.
    await page.reload();
    await expect(main.getByRole('list', { name: 'Saved travellers' })).toContainText('Ms Asha Verma');
    await pickFlexi(page, { day: isoDay(12), adults: 1, childAges: [] });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/flight-checkout\?flight=[^&]+$/);
    await page.getByLabel('Saved traveller').selectOption({ label: 'Ms Asha Verma' });
    await expect(page.locator('#fc-p0-first')).toHaveValue('Asha');
    await expect(page.locator('#fc-p0-last')).toHaveValue('Verma');
  });

  test('a password change ends the session in another browser and keeps this one', async ({ page, browser }) => {
    const email = uniqueEmail('password');
    await signUpAndLogIn(page, email, 'first-password-1');

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await logIn(otherPage, email, 'first-password-1');
    await otherPage.goto('/account/security');
    await expect(otherPage.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(2);

    await page.goto('/account/security');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText('This device')).toHaveCount(1);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('second-password-2');
    await form.getByLabel('Confirm new password').fill('second-password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await form.getByLabel('Current password').fill('first-password-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. You have been signed out everywhere else.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    // The other browser's session is gone: back to the login, which returns to the account afterwards.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount%2Fsecurity$/);
    await expect(
      otherPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
    await otherPage.getByRole('main').getByLabel('Email').fill(email);
    await otherPage.getByRole('main').getByLabel('Password', { exact: true }).fill('first-password-1');
    await otherPage.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(otherPage.getByText('Invalid email or password')).toBeVisible();
    await logIn(otherPage, email, 'second-password-2');
    await expect(otherPage).toHaveURL(/\/account\/security$/);
    await other.close();

    // This browser stayed signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Password and devices' })).toBeVisible();
  });

  test('downloads my data, then deletes the account; the email can sign up again', async ({ page }) => {
    const email = uniqueEmail('delete');
    await signUpAndLogIn(page, email, 'leaving-soon-1');
    await page.goto('/account/privacy');
    const main = page.getByRole('main');

    const downloading = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('travel-portal-my-data.json');
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ email, name: 'Meera Iyer' });
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.data)).toEqual(
      expect.arrayContaining(['priceAlerts', 'hotelBookings', 'flightBookings', 'payments']),
    );

    await main.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = main.getByRole('form', { name: 'Confirm account deletion' });
    await confirm.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await confirm.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(confirm.getByText('Password is incorrect')).toBeVisible();
    await confirm.getByLabel('Password', { exact: true }).fill('leaving-soon-1');
    await confirm.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/login');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('leaving-soon-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    // The account's address was told, and is free again: a new sign-up gets a code (mail 1 was the first
    // sign-up's code, mail 2 says the account was deleted).
    expect(mailText(await waitForMessage(email, 2))).toContain('Your Travel Portal account and the personal data');
    await signUp(page, email, 'coming-back-2');
    await pasteCode(page, await codeFromMail(email, 3));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, 'coming-back-2');
  });
});
