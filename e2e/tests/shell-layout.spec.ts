import { expect, test } from '@playwright/test';
import { SOCIAL_LINKS } from '../../shell/src/layout/Footer/footerLinks';
import { FOOTER_PATHS, scrollToFooterForm } from '../support/footer';

const NAV_LINKS = [
  ['About us', '/about-us'],
  ['Blog', '/blog'],
  ['Offer page', '/offer'],
  ['Info page', '/info'],
  ['Career', '/career'],
] as const;

test.describe('navbar and footer', () => {
  test('every navbar link opens its page inside the layout', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of NAV_LINKS) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('main [data-remote]')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'ERROR' })).toHaveCount(0);
    }
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the footer lists every page link, the newsletter and the social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The layout renders once the persisted state is rehydrated: wait for it before reading the links.
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.sort()).toEqual([...FOOTER_PATHS].sort());
    await expect(footer.getByText('Get travel deals and destination inspiration')).toBeVisible();
    await scrollToFooterForm(page);
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(SOCIAL_LINKS.length);
  });

  // Each link's page is opened from the footer in content-pages.spec.ts, one test per link.

  test('the page scrolls to the top on a route change', async ({ page }) => {
    await page.goto('/about-us');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a small screen the menu collapses behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
  });
});

test.describe('regional settings', () => {
  test('Cancel and Escape change nothing; Save applies and survives a reload', async ({ page }) => {
    await page.goto('/about-us');
    const openDialog = async () => {
      await page.getByRole('button', { name: 'Regional settings' }).click();
      return page.getByRole('dialog', { name: 'Regional settings' });
    };

    let dialog = await openDialog();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await dialog.getByLabel('Language').selectOption({ label: 'Español' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    dialog = await openDialog();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    dialog = await openDialog();
    await dialog.getByLabel('Language').selectOption({ label: 'العربية' });
    await dialog.getByLabel('Country').selectOption({ label: 'United Arab Emirates' });
    await dialog.getByLabel('Currency').selectOption('AED');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // The page is in Arabic now, labels included: find the controls by their place, not their English names.
    await page.locator('.tp-navbar__globe').click();
    await expect(page.locator('#tp-regional-country')).toHaveValue('AE');
    await expect(page.locator('#tp-regional-currency')).toHaveValue('AED');
  });
});
