import { expect, type Page } from '@playwright/test';
import { FOOTER_COLUMNS, LEGAL_LINKS } from '../../shell/src/layout/Footer/footerLinks';

/** Every page the footer links to, once each (Blog is in two columns). */
export const FOOTER_PATHS: string[] = [
  ...new Set(
    [...FOOTER_COLUMNS.flatMap((column): readonly { to: string }[] => column.links), ...LEGAL_LINKS].map(
      (link) => link.to,
    ),
  ),
];

/**
 * Scrolls to the footer until its newsletter form is drawn (React draws it once the footer comes into view). The
 * footer served with the page is replaced by React's while the page starts, so a scroll may land on the one going
 * away: it is tried again until the form is there.
 */
export async function scrollToFooterForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(footer.getByPlaceholder('Enter Your Email')).toBeVisible({ timeout: 2_000 });
  }).toPass();
}
