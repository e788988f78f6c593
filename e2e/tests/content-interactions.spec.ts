import { expect, test } from '@playwright/test';
import { waitForMessage } from '../support/mailbox';
import { scrollToFooterForm } from '../support/footer';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test.describe('content interactions', () => {
  test('the offer FAQ comes from the API and keeps one question open at a time', async ({ page }) => {
    const faqResponse = page.waitForResponse((r) => r.url().includes('/api/faqs/page/offer') && r.ok());
    await page.goto('/offer');
    await faqResponse;
    const first = page.getByRole('button', { name: 'Who can create an offer?' });
    const second = page.getByRole('button', { name: 'Can approvers be configured?' });
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.locator('.tp-accordion__button')).toHaveCount(5);
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('Any user with the Offer Creator role can draft offers.', { exact: false }),
    ).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Info Center shows sections 1-8 in order and its refund accordion works by keyboard', async ({ page }) => {
    await page.goto('/info');
    await expect(page.getByRole('heading', { level: 1, name: 'Info Center' })).toBeVisible();
    const headings = await page.locator('[data-remote="mf_content"] h2').allTextContents();
    const order = [
      'Quick Answers',
      'How it works',
      'Where We Operate',
      'Cancellations & Refunds',
      'Payments & Security',
      'Travel Essentials',
      'Contact & Support',
    ].map((h) => headings.indexOf(h));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const timeline = page.getByRole('button', { name: 'Refund timeline' });
    await timeline.focus();
    await page.keyboard.press('Enter');
    await expect(timeline).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/issued within 5-7 business days/)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(timeline).toHaveAttribute('aria-expanded', 'false');
  });

  test('the affiliate page reads FAQ slug affiliate and View FAQs jumps to it', async ({ page }) => {
    await page.goto('/become-partner');
    await page.getByRole('link', { name: 'View FAQs' }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole('button', { name: 'How long does a referral last?' })).toBeVisible();
    await expect(page.locator('#faq .tp-accordion__button')).toHaveCount(6);
  });

  test('refund policy tabs switch with the mouse and the arrow keys', async ({ page }) => {
    await page.goto('/refund-policy');
    await expect(page.getByRole('tab', { name: 'General Refund Policy' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Non-Refundable Items' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Saver fares and non-refundable hotel rates.');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Refund Processing' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('An administrator approves the refund amount.');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'General Refund Policy' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'How long does a refund take?' })).toBeVisible();
  });

  test('careers filters really filter the job list', async ({ page }) => {
    await page.goto('/career');
    const jobs = page.locator('.tc-career__job');
    await expect(jobs).toHaveCount(9);
    await page.getByLabel('Team', { exact: true }).selectOption('Engineering & Data');
    await expect(jobs).toHaveCount(3);
    await page.getByLabel('Location', { exact: true }).selectOption('Bengaluru');
    await expect(jobs).toHaveCount(2);
    await page.getByLabel('Search roles', { exact: true }).fill('payments');
    await expect(jobs).toHaveCount(1);
    await expect(jobs.first()).toContainText('Backend Engineer, Payments');
    await page.getByLabel('Search roles', { exact: true }).fill('pilot');
    await expect(page.getByText('No positions match your filters')).toBeVisible();
    await expect(jobs).toHaveCount(0);
  });

  test('a blog comment is stored and still there after a reload; Load more pages through comments', async ({
    page,
  }) => {
    await page.goto('/blog?post=dubai-stopover-guide');
    await expect(page.getByRole('heading', { level: 1, name: /48-Hour Dubai Stopover/ })).toBeVisible();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Comment is required')).toBeVisible();

    const author = unique('Reader');
    for (let i = 1; i <= 6; i++) {
      await page.getByRole('textbox', { name: 'Name' }).fill(`${author} ${i}`);
      await page.getByLabel('Email (not published)').fill(`${author.toLowerCase()}@example.com`);
      await page.getByRole('textbox', { name: 'Comment' }).fill(`Comment ${i}: the abra tip saved us a taxi.`);
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await expect(page.getByText('Thank you! Your comment has been posted.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    }
    await page.reload();
    const list = page.locator('.tc-blog__comment-list > li');
    await expect(list.first()).toContainText(`${author} 6`);
    await expect(list).toHaveCount(5);
    await page.getByRole('button', { name: 'Load more comments' }).click();
    await expect(list.filter({ hasText: `${author} 1` })).toHaveCount(1);
  });

  test('the blog lists posts from the API and the navbar search goes to /blog?q=', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Continue Reading' })).toBeVisible();
    await expect(page.locator('.tc-blog__grid').last().locator('li')).toHaveCount(5);
    await page.getByRole('search').getByPlaceholder('Search articles...').first().fill('kerala');
    await page.getByRole('search').getByPlaceholder('Search articles...').first().press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=kerala$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “kerala”' })).toBeVisible();
    await expect(page.locator('.tc-blog__card')).toHaveCount(1);
    await expect(page.locator('.tc-blog__card')).toContainText('Monsoon Getaways');
    await page.goto('/blog?q=nothing-matches-this');
    await expect(page.getByText('No blog posts found.')).toBeVisible();
  });

  test('newsletter page: subscription and its email; subscribing again looks the same, the email says so', async ({
    page,
  }) => {
    const email = `${unique('news')}@example.com`;
    await page.goto('/newsletter');
    await page.getByLabel('First Name (optional)').fill('Asha');
    await page.getByLabel('Email Address *').fill(email);
    await page.getByRole('checkbox', { name: /I agree to receive travel deals/ }).check();
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByRole('heading', { name: 'Successfully Subscribed!' })).toBeVisible();
    await expect(page.getByLabel('Email Address *')).toHaveValue('');
    const mail = await waitForMessage(email);
    expect(mail).toContain('Subject: You are subscribed to Travel Portal deals');
    // Nothing the requester typed goes to an address that may not be theirs.
    expect(mail).not.toContain('Asha');

    // The page does not tell who subscribes: the same answer, and the address's owner learns it from the email.
    await page.getByLabel('Email Address *').fill(email.toUpperCase());
    await page.getByRole('checkbox', { name: /I agree to receive travel deals/ }).check();
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByRole('heading', { name: 'Successfully Subscribed!' })).toBeVisible();
    await expect(page.getByLabel('Email Address *')).toHaveValue('');
    expect(await waitForMessage(email, 2)).toContain('Subject: You are already subscribed to Travel Portal deals');
  });

  test('the footer box subscribes through the same API', async ({ page }) => {
    const email = `${unique('footer')}@example.com`;
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await scrollToFooterForm(page);
    await footer.getByPlaceholder('Enter Your Email').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Thanks for subscribing!')).toBeVisible();
    await waitForMessage(email);
    await page.reload();
    await scrollToFooterForm(page);
    await footer.getByPlaceholder('Enter Your Email').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Thanks for subscribing!')).toBeVisible();
    expect(await waitForMessage(email, 2)).toContain('Subject: You are already subscribed to Travel Portal deals');
  });

  test('refund calculator: validation messages and exact amounts', async ({ page }) => {
    await page.goto('/refund-calculator');
    await page.getByLabel('Cancellation date and time').fill('');
    await page.getByRole('button', { name: 'Calculate Refund' }).click();
    await expect(page.getByText('Please enter a valid booking amount')).toBeVisible();
    await expect(page.getByText('Please select departure date and time')).toBeVisible();
    await expect(page.getByText('Please select cancellation date and time')).toBeVisible();

    const cases = [
      // [amount, departure, cancellation, add-ons, insurance, peak, net refund, percentage]
      ['10000', '2030-05-10T10:00', '2030-05-07T10:00', '1500', false, false, '₹9,450.00', '80%'],
      ['10000', '2030-05-10T10:00', '2030-05-08T10:00', '1500', false, false, '₹4,950.00', '50%'],
      ['10000', '2030-05-10T10:00', '2030-05-09T10:00', '0', false, false, '₹0.00', '0%'],
      ['8000', '2030-05-10T10:00', '2030-05-10T04:00', '0', true, false, '₹7,950.00', '100%'],
      ['12500', '2030-05-10T10:00', '2030-05-01T10:00', '0', false, true, '₹8,950.00', '72%'],
      ['40', '2030-05-10T10:00', '2030-05-01T10:00', '0', false, false, '₹0.00', '80%'],
    ] as const;
    for (const [amount, departure, cancellation, addOns, insurance, peak, net, percentage] of cases) {
      await page.getByLabel('Booking amount (₹)').fill(amount);
      await page.getByLabel('Departure date and time').fill(departure);
      await page.getByLabel('Cancellation date and time').fill(cancellation);
      await page.getByLabel('Add-ons amount (₹)').fill(addOns);
      await page.getByLabel('I have travel insurance').setChecked(insurance);
      await page.getByLabel('Peak season travel').setChecked(peak);
      await page.getByRole('button', { name: 'Calculate Refund' }).click();
      await expect(page.getByTestId('net-refund')).toHaveText(net);
      await expect(page.getByTestId('refund-percentage')).toHaveText(percentage);
    }
    await page.getByLabel('Booking amount (₹)').fill('5000');
    await page.getByLabel('Departure date and time').fill('2030-05-01T10:00');
    await page.getByLabel('Cancellation date and time').fill('2030-05-02T10:00');
    await page.getByRole('button', { name: 'Calculate Refund' }).click();
    await expect(page.getByTestId('refund-reason')).toHaveText('Departure time has already passed');
  });
});
