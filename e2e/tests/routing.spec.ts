import { expect, test } from '@playwright/test';

test.describe('routing', () => {
  test('a page of a remote renders inside the shell layout', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('[data-remote="mf_content"]')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Stay Updated');
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible();
    await expect(page.getByText('We can’t seem to find the page you are looking for!')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
