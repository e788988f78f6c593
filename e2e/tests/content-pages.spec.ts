import { expect, test, type Page } from '@playwright/test';
import { FOOTER_PATHS } from '../support/footer';

/** Every path mf-content draws, with the main heading a visitor sees there. */
const CONTENT_ROUTES: [string, string | RegExp][] = [
  ['/about-us', 'Your journey, your choice'],
  ['/career', 'Build the future of travel with us'],
  ['/blog', 'How to Book Cheap Flights in India: 9 Tactics That Still Work'],
  ['/info', 'Info Center'],
  ['/offer', 'Promotions that reach travellers at the right moment'],
  ['/become-partner', 'Become a partner'],
  ['/our-people', 'Our people'],
  ['/accessibility', 'Accessibility statement'],
  ['/security', 'Security at Travel Portal'],
  ['/vulnerability-policy', 'Vulnerability reporting policy'],
  ['/refund-policy', 'Refund policy'],
  ['/refund-calculator', 'Refund calculator'],
  ['/newsletter', 'Stay Updated with Travel Deals'],
  ['/destinations', 'Destinations'],
  ['/flight-deals', 'Flight deals'],
  ['/hotel-deals', 'Hotel deals'],
  ['/travel-guides', 'Travel guides'],
  ['/travel-insurance', 'Travel insurance'],
  ['/help', 'Help center'],
  ['/price-alerts', 'Price alerts'],
  ['/group-travel', 'Group travel'],
  ['/support', 'Customer support'],
  ['/partners', 'Partners'],
  ['/travel-agents', 'For travel agents'],
  ['/corporate-travel', 'Corporate travel'],
  ['/feedback', 'Feedback'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/maintenance', 'Maintenance'],
];

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// One test per page and per link, each with its own time limit: one test visiting them all in turn depends on the
// machine's speed.
test.describe('content pages', () => {
  for (const [path, heading] of CONTENT_ROUTES) {
    test(`${path} draws its page with one h1, images with alt text, and no console error`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'ERROR' })).toHaveCount(0);
      await expect(page.locator('main h1, [data-remote="mf_content"] h1')).toHaveCount(1);
      await expect(page.locator('[data-remote="mf_content"] img:not([alt])')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  for (const href of FOOTER_PATHS) {
    test(`the footer link to ${href} opens a real page`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto('/about-us');
      // Click once the page has drawn and its remote's chunks are in: while they load, the footer is still moving
      // down, and a click aimed at a link can land beside it (a CI run stayed on /about-us after the click).
      await expect(page.getByRole('heading', { name: 'Your journey, your choice' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.getByRole('contentinfo').locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'ERROR' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test("the footer's Mobile App link lands on the help center's mobile app section", async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mobile App' }).click();
    await expect(page).toHaveURL(/\/help#mobile-app$/);
    await expect(page.locator('#mobile-app')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Mobile app' })).toBeVisible();
  });

  test('the accessibility page states the WCAG 2.2 AA target and the policies read as real policies', async ({
    page,
  }) => {
    await page.goto('/accessibility');
    await expect(page.getByRole('heading', { name: 'Our target: WCAG 2.2 AA' })).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: '7. Your rights' })).toBeVisible();
    await expect(
      page.getByText(/Card numbers are entered with our PCI DSS certified payment processors/),
    ).toBeVisible();
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { name: '4. Changes, cancellations and refunds' })).toBeVisible();
  });

  test('the pages stay usable on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/career', '/blog', '/refund-calculator', '/info']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
    }
    // The blog sidebar is desktop-only.
    await page.goto('/blog');
    await expect(page.getByRole('complementary', { name: 'Blog sidebar' })).toBeHidden();
  });
});
