import { expect, test, type Page, type Request } from '@playwright/test';
import { scrollToFooterForm } from '../support/footer';

/** Opens the regional settings (by the globe button, whatever language its label is in) and saves a choice. */
async function saveRegional(page: Page, choice: { language?: string; currency?: string }) {
  await page.locator('.tp-navbar__globe').click();
  const dialog = page.getByRole('dialog');
  if (choice.language) await dialog.locator('#tp-regional-language').selectOption(choice.language);
  if (choice.currency) await dialog.locator('#tp-regional-currency').selectOption(choice.currency);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

/** Every text node and translated attribute of the page, in document order: what "the original text" means. */
function visibleTextSnapshot(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement?.tagName;
        if (parent !== 'SCRIPT' && parent !== 'STYLE' && node.textContent!.trim()) out.push(node.textContent!);
      } else {
        for (const name of ['placeholder', 'title', 'alt', 'aria-label']) {
          const value = (node as Element).getAttribute(name);
          if (value) out.push(`${name}=${value}`);
        }
      }
    }
    return out;
  });
}

/** Records the texts of every POST /api/translate the page makes. */
function recordTranslateCalls(page: Page) {
  const calls: { targetLang: string; texts: string[] }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/translate') {
      calls.push(request.postDataJSON());
    }
  });
  return calls;
}

test.describe('page translation and regional settings', () => {
  test('regional settings whose code cannot be fetched say so over the page; Close, and the next try opens them', async ({
    page,
  }) => {
    // The dialog's chunk (the shell's "regional-dialog") cannot be fetched: the network dropped after the page came.
    let reachable = false;
    await page.route(/\/regional-dialog\.[^/]*\.js(\?|$)/, (route) => (reachable ? route.continue() : route.abort()));
    await page.goto('/about-us');
    const globe = page.getByRole('button', { name: 'Regional settings' });
    await globe.click();
    const failure = page.getByRole('dialog', { name: 'This part could not be loaded.' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await failure.getByRole('button', { name: 'Close' }).click();
    await expect(failure).toHaveCount(0);
    await expect(globe).toBeFocused();

    reachable = true;
    await globe.click();
    await expect(page.getByRole('dialog', { name: 'Regional settings' })).toBeVisible();
  });

  test('Hindi everywhere, another remote translated, Arabic right to left, English restored exactly', async ({
    page,
  }) => {
    await page.goto('/info');
    await expect(page.getByRole('heading', { level: 1, name: 'Info Center' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quick Answers' })).toBeVisible();
    // The English baseline is the finished page: the FAQ list loads after the heading.
    await expect(page.getByRole('button', { name: 'Refund timeline' })).toBeVisible();
    await expect(page.getByText('Loading questions...')).toHaveCount(0);
    // …and its footer scrolled to, so its newsletter form (fetched when the footer comes into view) is drawn too.
    await scrollToFooterForm(page);
    const english = await visibleTextSnapshot(page);

    await saveRegional(page, { language: 'hi' });
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'जानकारी पेज' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'अपडेट रहें' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByPlaceholder('अपना ईमेल दर्ज करें')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'सूचना केंद्र' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'त्वरित उत्तर' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // Another remote (mf-auth) loads its page after the switch: translated as it appears.
    await nav.getByRole('link', { name: 'लॉग इन' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
    await expect(page.getByText('आपका फिर से स्वागत है। अपनी बुकिंग मैनेज करने के लिए लॉग इन करें।')).toBeVisible();

    await saveRegional(page, { language: 'ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    // Right to left: the brand sits at the right edge of the navbar, the actions at the left.
    const brand = await page.locator('.tp-navbar__brand').boundingBox();
    const viewport = page.viewportSize()!;
    expect(brand!.x).toBeGreaterThan(viewport.width / 2);

    await page.getByRole('navigation').first().getByRole('link', { name: 'صفحة المعلومات' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'مركز المعلومات' })).toBeVisible();

    await saveRegional(page, { language: 'en' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Info Center' })).toBeVisible();
    expect(await visibleTextSnapshot(page)).toEqual(english);
  });

  test('a later page of the same remote asks only for texts not translated yet', async ({ page }) => {
    const calls = recordTranslateCalls(page);
    await page.goto('/info');
    await expect(page.getByRole('heading', { level: 1, name: 'Info Center' })).toBeVisible();
    await saveRegional(page, { language: 'fr' });
    await expect(page.getByRole('heading', { level: 1, name: "Centre d'information" })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-translation', 'idle');
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls.length).toBeLessThanOrEqual(2);
    const sentForInfo = new Set(calls.flatMap((call) => call.texts));
    expect(sentForInfo).toContain('About us');
    expect(sentForInfo).toContain('Stay Updated');

    const before = calls.length;
    await page.getByRole('navigation').first().getByRole('link', { name: 'À propos de nous' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Votre voyage, votre choix' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-translation', 'idle');
    const later = calls.slice(before).flatMap((call) => call.texts);
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter((text) => sentForInfo.has(text))).toEqual([]);
    expect(calls.slice(before).every((call) => call.targetLang === 'fr')).toBe(true);
  });

  test('typed values stay as typed while placeholders and toasts are translated', async ({ page }) => {
    await page.goto('/info');
    const search = page.locator('#tp-navbar-search');
    await search.fill('About us');
    await saveRegional(page, { language: 'es' });
    await expect(page.getByPlaceholder('Buscar artículos...')).toBeVisible();
    await expect(search).toHaveValue('About us');

    // A toast that appears later (the /failedAuth toast) is translated as it appears.
    await page.goto('/failedAuth');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Se ha producido un error, inténtalo de nuevo.')).toBeVisible();
  });

  test('USD shows every price converted, with the $ symbol', async ({ page }) => {
    // /flight-home's sample deals have fixed prices; /flight-deals follows the inventory.
    await page.goto('/flight-home');
    const prices = page.locator('[data-price-inr]');
    await expect(prices.first()).toHaveText('₹12,999');
    const count = await prices.count();

    await saveRegional(page, { currency: 'USD' });
    await expect(prices.first()).toHaveText('$155.68');
    for (let i = 0; i < count; i++) {
      await expect(prices.nth(i)).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    }
    await expect(page.getByText('₹12,999')).toHaveCount(0);

    // The choice is kept for the next visit.
    await page.reload();
    await expect(prices.first()).toHaveText('$155.68');
  });
});
