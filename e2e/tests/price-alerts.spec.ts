import { expect, test } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from '../support/accounts';
import { messagesFor } from '../support/mailbox';
import { linkPath, mailHeader, mailText } from '../support/mailText';

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** Waits for a mail to `address` whose subject starts with `subject`, and returns it raw. */
async function mailWithSubject(address: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = messagesFor(address).find((raw) => mailHeader(raw, 'Subject')?.startsWith(subject))), {
      message: `a mail "${subject}" to ${address}`,
      timeout: 15_000,
    })
    .toBeTruthy();
  return found!;
}

test.describe('price alerts and unsubscribe links', () => {
  test('a new user ticks Price alert, searches, gets the confirmation and sees and removes the alert', async ({
    page,
  }) => {
    const email = uniqueEmail('price-alert');
    await signUpAndLogIn(page, email, 'fare-watcher-77');

    const date = isoDay(9);
    await page.goto('/flight-home');
    const search = page.getByRole('form', { name: 'Search flights' });
    await search.getByLabel('From', { exact: true }).selectOption('DEL');
    await search.getByLabel('To', { exact: true }).selectOption('BLR');
    await search.getByLabel('Departure date').fill(date);
    await search.getByLabel('Price alert').check();
    // Signed in: the alert is the account's, so no email is asked for.
    await expect(search.getByLabel('Email for the price alert')).toHaveCount(0);
    await search.getByRole('button', { name: 'Search Flights' }).click();

    await expect(page).toHaveURL(/\/flight-details\?.*from=DEL.*to=BLR/);
    await expect(page.getByText('Price alert created. We will email you when the fare drops.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /flights found$/ })).toBeVisible();

    const confirmation = await mailWithSubject(email, 'Price alert set: Delhi to Bangalore');
    const text = mailText(confirmation);
    expect(text).toContain(`Your price alert for Delhi (DEL) to Bangalore (BLR) on ${date} is set.`);
    expect(mailHeader(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linkPath(text, '/price-alerts/unsubscribe?token=')).toMatch(/token=[0-9a-f-]{36}\./);
    const priceInMail = /cheapest economy fare today is Rs ([\d,]+)/.exec(text)![1];

    // The list moved to the account area; the footer's old link leads there.
    await page.goto('/price-alerts');
    await expect(page).toHaveURL(/\/account\/price-alerts$/);
    const row = page.getByRole('row', { name: /Delhi \(DEL\) to Bangalore \(BLR\)/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(`₹${priceInMail}`);

    await row.getByRole('button', { name: /^Remove price alert Delhi to Bangalore/ }).click();
    await expect(page.getByText('Price alert for Delhi to Bangalore removed')).toBeVisible();
    await expect(page.getByText(/You have no price alerts yet/)).toBeVisible();
  });

  test('logged out, the alert starts only once the link in its first email is opened', async ({ page }) => {
    const email = uniqueEmail('guest-alert');
    const date = isoDay(11);
    await page.goto('/flight-home');
    const search = page.getByRole('form', { name: 'Search flights' });
    await search.getByLabel('From', { exact: true }).selectOption('BOM');
    await search.getByLabel('To', { exact: true }).selectOption('DEL');
    await search.getByLabel('Departure date').fill(date);
    await search.getByLabel('Price alert').check();
    await search.getByLabel('Email for the price alert').fill(email);
    await search.getByRole('button', { name: 'Search Flights' }).click();

    await expect(page).toHaveURL(/\/flight-details\?.*from=BOM.*to=DEL/);
    await expect(
      page.getByText(
        'Almost done: we have emailed a link to confirm this price alert. It starts once you open that link.',
      ),
    ).toBeVisible();

    const request = mailText(await mailWithSubject(email, 'Confirm your price alert: Mumbai to Delhi'));
    expect(request).toContain(`when the fare for Mumbai (BOM) to Delhi (DEL) on ${date} drops.`);
    expect(request).not.toContain('/price-alerts/unsubscribe');
    expect(messagesFor(email)).toHaveLength(1);

    await page.goto(linkPath(request, '/price-alerts/confirm?token='));
    await expect(page.getByRole('heading', { level: 1, name: 'Your price alert is active' })).toBeVisible();
    await expect(
      page.getByText('Your price alert is active. We will email you once when the fare drops.'),
    ).toBeVisible();

    const set = mailText(await mailWithSubject(email, 'Price alert set: Mumbai to Delhi'));
    expect(set).toContain(`Your price alert for Mumbai (BOM) to Delhi (DEL) on ${date} is set.`);
    expect(linkPath(set, '/price-alerts/unsubscribe?token=')).toMatch(/token=[0-9a-f-]{36}\./);
  });

  test('logged out, an email field whose code cannot be fetched says so in its place, and Try again brings it', async ({
    page,
  }) => {
    // The price alert's chunk (mf-flights' "price-alert") cannot be fetched: the network dropped after the page came.
    let reachable = false;
    await page.route(/\/price-alert\.[^/]*\.js(\?|$)/, (route) => (reachable ? route.continue() : route.abort()));
    await page.goto('/flight-home');
    const search = page.getByRole('form', { name: 'Search flights' });
    await search.getByLabel('Price alert').check();

    const failure = search.getByRole('alert').filter({ hasText: 'This part could not be loaded.' });
    await expect(failure).toBeVisible();
    await expect(page.getByText('This section is unavailable')).toHaveCount(0);
    // The rest of the card still works.
    await search.getByLabel('To', { exact: true }).selectOption('BLR');
    await expect(search.getByLabel('To', { exact: true })).toHaveValue('BLR');
    await expect(search.getByRole('button', { name: 'Search Flights' })).toBeEnabled();

    reachable = true;
    await failure.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(search.getByLabel('Email for the price alert')).toBeFocused();
    await expect(failure).toHaveCount(0);
    await expect(search.getByRole('checkbox', { name: 'Price alert' })).toBeChecked();
  });

  test('the unsubscribe link of a newsletter email unsubscribes once, then says it was used', async ({ page }) => {
    const email = uniqueEmail('newsletter-leaver');
    await page.goto('/newsletter');
    const main = page.getByRole('main');
    await main.getByLabel('Email Address *').fill(email);
    await main.getByRole('checkbox').check();
    await main.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(page.getByText('Successfully Subscribed!')).toBeVisible();

    const mail = await mailWithSubject(email, 'You are subscribed to Travel Portal deals');
    expect(mailHeader(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = linkPath(mailText(mail), '/newsletter/unsubscribe?token=');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
    await expect(page.getByText('You have been unsubscribed from the Travel Portal newsletter.')).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not unsubscribe you' })).toBeVisible();
    await expect(
      page.getByText('This unsubscribe link has already been used: the address is no longer subscribed.'),
    ).toBeVisible();
  });
});
