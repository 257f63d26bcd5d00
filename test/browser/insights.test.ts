// Insights in headless chromium on a phone against the real server: expenses move a budget to
// yellow then red with its toast, the week chart and top categories show them, the CSV export's
// bytes are checked, net worth and its history follow an asset and a debt, and cancelling a
// subscription changes the monthly total. Screenshots of each tab, one at 360 px wide.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeJourney, launchBrowser, newMobilePage, saveScreenshot } from '../support/browser.ts';
import { startTestServer } from '../support/server.ts';
import { addByTyping, waitForOfflineShell } from './offlineSupport.ts';

describeJourney('insights on a phone', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  let browser: Browser | undefined;
  let page: Page;
  const pageErrors: string[] = [];
  const url = (path: string) => `${server?.url ?? ''}${path}`;
  const toast = (text: string) => page.getByLabel('Notifications (F8)').getByText(text, { exact: true });

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    page = await newMobilePage(browser);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.context().addInitScript(() => {
      if (localStorage.getItem('sauti.preferences') === null) {
        localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
      }
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function openTab(tab: string) {
    await page.goto(url(tab === 'Analytics' ? '/analytics' : `/analytics?tab=${tab.toLowerCase().replace(' ', '-')}`));
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
  }

  it('turns a budget yellow then red as expenses are recorded, with a toast each time', async () => {
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Insights →' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await page.getByRole('tab', { name: 'Budgets' }).click();
    expect(page.url()).toMatch(/\/analytics\?tab=budgets$/);
    await page.getByRole('button', { name: 'Add Budget' }).last().click();
    await toast('Please fill in all required fields.').waitFor();
    await page.getByLabel('Budget name').fill('Food budget');
    await page.getByLabel('Category').selectOption('food');
    await page.getByLabel('Budget amount').fill('1000');
    await page.getByRole('button', { name: 'Add Budget' }).last().click();
    await toast('Budget created').waitFor();
    await page.getByRole('progressbar', { name: 'Food budget' }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Food budget' }).getAttribute('data-colour')).toBe('green');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await addByTyping(page, 'bought food 850');
    await toast('Food budget is at 85% of its budget').waitFor({ timeout: 15_000 });
    await openTab('Budgets');
    const bar = page.getByRole('progressbar', { name: 'Food budget' });
    await expect.poll(() => bar.getAttribute('data-colour')).toBe('yellow');
    await page.getByRole('img', { name: 'warning' }).waitFor();
    await saveScreenshot(page, 'insights-budget-yellow.png');

    await page.goto(url('/'));
    await addByTyping(page, 'bought food 200');
    await toast('Food budget is over its budget').waitFor({ timeout: 15_000 });
    await openTab('Budgets');
    await expect.poll(() => bar.getAttribute('data-colour')).toBe('red');
    await page.getByRole('img', { name: 'alert' }).waitFor();
    expect(await page.getByText('KES\u00a01,050.00 of KES\u00a01,000.00 spent (105%)').count()).toBe(1);
    await saveScreenshot(page, 'insights-budget-red.png');
  });

  it('shows the week total, the top categories and a bar for each of 7 days', async () => {
    await openTab('Analytics');
    await page.getByText('KES\u00a01,050.00').first().waitFor();
    const top = await page.getByRole('region', { name: 'Top categories' }).getByRole('listitem').allTextContents();
    expect(top).toEqual(['🍚 FoodKES\u00a01,050.00 · 100%']);
    expect(await page.getByTestId('day-bar').count()).toBe(7);
    const heights = await page.getByTestId('day-bar').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(5);
    expect(heights.at(-1)).toBeGreaterThan(100);
    await page.setViewportSize({ width: 360, height: 780 });
    await saveScreenshot(page, 'insights-analytics-360.png');
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('exports every local expense as expenses.csv with a BOM, quoting and formulas neutralised', async () => {
    for (const description of ['सब्ज़ी और फल', '=1+1', 'Tea, "strong"']) {
      const answer = await page.context().request.post(url('/api/expenses'), {
        data: { description, amount: '10', currency: 'KES', category: 'food', language: description.startsWith('स') ? 'hi' : 'en' },
      });
      expect(answer.status()).toBe(201);
    }
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Delete =1+1' }).waitFor({ timeout: 15_000 });
    await openTab('Analytics');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('expenses.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Date,Description,Amount,Currency,Category,Language');
    expect(lines).toHaveLength(7);
    expect(lines).toContainEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2},सब्ज़ी और फल,10\.00,KES,food,hi$/));
    expect(lines).toContainEqual(expect.stringMatching(/,'=1\+1,10\.00,KES,food,en$/));
    expect(lines).toContainEqual(expect.stringMatching(/,"Tea, ""strong""",10\.00,/));
    await toast('Export successful').waitFor();
  });

  it('shows the week and exports the CSV with no network, from the local copy', async () => {
    await page.goto(url('/'));
    await waitForOfflineShell(page);
    await page.context().setOffline(true);
    try {
      await page.goto(url('/analytics'));
      await page.getByText('KES\u00a01,080.00').first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as CSV' }).click()]);
      expect((await readFile(await download.path())).toString('utf8')).toContain('सब्ज़ी और फल');
      await toast('Export successful').waitFor();
      await saveScreenshot(page, 'insights-offline.png');
    } finally {
      await page.context().setOffline(false);
    }
  });

  it('adds an asset and a debt and shows net worth with its history', async () => {
    await openTab('Net Worth');
    await page.getByRole('button', { name: 'Add Asset' }).last().click();
    await toast('Please fill in all required fields.').waitFor();
    const assetForm = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add Asset' }) });
    await assetForm.getByLabel('Name').fill('M-Pesa');
    await assetForm.getByLabel('Value').fill('5000');
    await assetForm.getByLabel('Liquid (cash you can spend now)').check();
    await assetForm.getByRole('button', { name: 'Add Asset' }).click();
    await toast('Asset added').waitFor();
    const debtForm = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add Debt' }) });
    // Spec §5: an empty required field is the destructive toast, never a disabled button.
    await toast('Please fill in all required fields.').waitFor({ state: 'detached', timeout: 8000 });
    expect(await debtForm.getByRole('button', { name: 'Add Debt' }).isEnabled()).toBe(true);
    await debtForm.getByRole('button', { name: 'Add Debt' }).click();
    await toast('Please fill in all required fields.').waitFor();
    await debtForm.getByLabel('Name').fill('Fuliza');
    await debtForm.getByLabel('Type').selectOption('loan');
    await debtForm.getByLabel('Amount').fill('1200');
    await debtForm.getByRole('button', { name: 'Add Debt' }).click();
    await toast('Debt added').waitFor();
    const total = page.locator('dl div').filter({ hasText: /^Net worth/ });
    await expect.poll(() => total.textContent()).toBe('Net worthKES\u00a03,800.00');
    expect(await page.locator('dl div').filter({ hasText: /^Liquid assets/ }).textContent()).toBe('Liquid assetsKES\u00a05,000.00');
    await expect.poll(() => page.getByTestId('history-point').count()).toBe(2);
    // The totals and the history line, clear of the toast, for the picture.
    await toast('Debt added').waitFor({ state: 'detached', timeout: 8000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'insights-net-worth.png');
  });

  it('adds subscriptions and cancels one, and the monthly total follows', async () => {
    await openTab('Subscriptions');
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add Subscription' }) });
    expect(await form.getByRole('button', { name: 'Add Subscription' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Add Subscription' }).click();
    await toast('Please fill in all required fields.').waitFor();
    for (const [name, amount, cycle] of [['Showmax', '300', 'monthly'], ['Gym', '100', 'weekly']] as const) {
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Amount').fill(amount);
      await form.getByLabel('Billing cycle').selectOption(cycle);
      await form.getByRole('button', { name: 'Add Subscription' }).click();
      await toast('Subscription added').waitFor();
      await page.getByRole('button', { name: `Delete ${name}` }).waitFor();
    }
    await expect.poll(() => page.getByTestId('monthly-total').textContent()).toBe('KES\u00a0733.00');
    await page.getByText('No date set').first().waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Gym' }).getByRole('button', { name: 'Cancel' }).click();
    await toast("We've marked this subscription as cancelled.").waitFor();
    await expect.poll(() => page.getByTestId('monthly-total').textContent()).toBe('KES\u00a0300.00');
    await page.getByRole('region', { name: 'Cancelled' }).getByText('Gym').waitFor();
    await page.getByRole('region', { name: 'Cancelled' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'insights-subscriptions.png');
    expect(pageErrors).toEqual([]);
  });
});
