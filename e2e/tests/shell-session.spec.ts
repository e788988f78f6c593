import { expect, test } from '@playwright/test';
import { logInAsAdmin } from '../support/staff';
import { E2E_ADMIN } from '../support/testPortal';

test.describe('persisted session state', () => {
  test('survives a reload, holds no secret, and is dropped when the server session is gone', async ({
    page,
    context,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/login');
    await logInAsAdmin(page);
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();

    await page.reload();
    await expect(nav.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

    // Encrypted (with a key the bundle carries: it hides nothing secret, there is nothing secret in it).
    const persisted = await page.evaluate(() => localStorage.getItem('persist:travel-portal') ?? '');
    expect(persisted).toMatch(/^aes-gcm:/);
    expect(persisted).not.toContain(E2E_ADMIN.email);
    expect(persisted).not.toContain(E2E_ADMIN.password);
    expect(persisted.toLowerCase()).not.toMatch(/token|session|password/);
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.httpOnly);
    expect(sessionCookie, 'the session is an HttpOnly cookie').toBeTruthy();

    // The server ends the session (expired, revoked): the next visit shows Login again.
    await context.clearCookies();
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Profile' })).toHaveCount(0);
  });
});
