import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN, E2E_TMP } from './testPortal';

const adminTotp = new TOTP({ secret: Secret.fromBase32(E2E_ADMIN.totpSecret), digits: 6, period: 30 });

/**
 * A code of the admin's authenticator that no other sign-in of this run has used. The API takes each 30-second
 * code once (RFC 6238 §5.2) and the suite's workers sign the admin in side by side, so a sign-in claims its time
 * step with a file of its own, and waits for the next step when another has it.
 */
export async function unusedAdminCode(): Promise<string> {
  const claims = path.join(E2E_TMP, 'admin-totp-steps');
  fs.mkdirSync(claims, { recursive: true });
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    try {
      fs.writeFileSync(path.join(claims, String(step)), '', { flag: 'wx' });
      return adminTotp.generate({ timestamp: step * 30_000 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // The wait is the sign-in's, not the test's: the test gets that much more time.
    const wait = (step + 1) * 30_000 - Date.now() + 50;
    const { timeout } = test.info();
    if (timeout > 0) test.info().setTimeout(timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Signs the admin in on the login page the browser is at: password, then the authenticator's code. */
export async function logInAsAdmin(page: Page) {
  await page.getByRole('main').getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await unusedAdminCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
}

/** The admin's session on `request` through the API alone (password, then code); answers the signed-in user. */
export async function adminSession(request: APIRequestContext, url: (apiPath: string) => string) {
  const password = await request.post(url('/api/v1/customer/login'), {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(password.ok(), await password.text()).toBe(true);
  expect((await password.json()).mfaRequired).toBe(true);
  const code = await request.post(url('/api/v1/customer/login/mfa'), { data: { code: await unusedAdminCode() } });
  expect(code.ok(), await code.text()).toBe(true);
  return (await code.json()).data;
}

/**
 * The admin's session cookie (`name=value`) from the API at `baseUrl` with fetch alone: the password answers a
 * pending sign-in's cookie, which goes with the code.
 */
export async function adminSessionCookie(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const password = await fetch(`${baseUrl}/api/v1/customer/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  expect(password.status, await password.clone().text()).toBe(200);
  expect((await password.json()).mfaRequired).toBe(true);
  const pending = password.headers.getSetCookie()[0].split(';')[0];
  const code = await fetch(`${baseUrl}/api/v1/customer/login/mfa`, {
    method: 'POST',
    headers: { ...headers, cookie: pending },
    body: JSON.stringify({ code: await unusedAdminCode() }),
  });
  expect(code.status, await code.clone().text()).toBe(200);
  return code.headers
    .getSetCookie()
    .find((cookie) => !cookie.startsWith(pending.split('=')[0]))!
    .split(';')[0];
}
