// Insights in headless chromium on a phone against the real server: expenses move a budget to
// yellow then red with its toast, the week chart and top categories show them, the CSV export's
// bytes are checked, net worth and its history follow an asset and a debt, and cancelling a
// subscription changes the monthly total. Screenshots of each tab, one at 360 px wide.
import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';
import { addByTyping, waitForOfflineShell } from './offlineSupport.ts';

describeJourney('insights on a phone', () => {
  const phone = usePhone();
  const toast = (text: string) => phone.page.getByLabel('Notifications (F8)').getByText(text, { exact: true });

  beforeAll(async () => {
    await phone.page.context().addInitScript(() => {
      if (localStorage.getItem('sauti.preferences') === null) {
        localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
      }
    });
  });

  async function openTab(tab: string) {
    await phone.page.goto(phone.url(tab === 'Analytics' ? '/analytics' : `/analytics?tab=${tab.toLowerCase().replace(' ', '-')}`));
    await phone.page.getByRole('tab', { name: tab, selected: true }).waitFor();
  }

  it('turns a budget yellow then red as expenses are recorded, with a toast each time', async () => {
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('link', { name: 'Insights →' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await phone.page.getByRole('tab', { name: 'Budgets' }).click();
    expect(phone.page.url()).toMatch(/\/analytics\?tab=budgets$/);
    await phone.page.getByRole('button', { name: 'Add Budget' }).last().click();
    await toast('Please fill in all required fields.').waitFor();
    await phone.page.getByLabel('Budget name').fill('Food budget');
    await phone.page.getByLabel('Category').selectOption('food');
    await phone.page.getByLabel('Budget amount').fill('1000');
    await phone.page.getByRole('button', { name: 'Add Budget' }).last().click();
    await toast('Budget created').waitFor();
    await phone.page.getByRole('progressbar', { name: 'Food budget' }).waitFor();
    expect(await phone.page.getByRole('progressbar', { name: 'Food budget' }).getAttribute('data-colour')).toBe('green');

    await phone.page.getByRole('link', { name: 'Back to Home' }).click();
    await addByTyping(phone.page, 'bought food 850');
    await toast('Food budget is at 85% of its budget').waitFor({ timeout: 15_000 });
    await openTab('Budgets');
    const bar = phone.page.getByRole('progressbar', { name: 'Food budget' });
    await expect.poll(() => bar.getAttribute('data-colour')).toBe('yellow');
    await phone.page.getByRole('img', { name: 'warning' }).waitFor();
    await saveScreenshot(phone.page, 'insights-budget-yellow.png');

    await phone.page.goto(phone.url('/'));
    await addByTyping(phone.page, 'bought food 200');
    await toast('Food budget is over its budget').waitFor({ timeout: 15_000 });
    await openTab('Budgets');
    await expect.poll(() => bar.getAttribute('data-colour')).toBe('red');
    await phone.page.getByRole('img', { name: 'alert' }).waitFor();
    expect(await phone.page.getByText('KES\u00a01,050.00 of KES\u00a01,000.00 spent (105%)').count()).toBe(1);
    await saveScreenshot(phone.page, 'insights-budget-red.png');
  });

  it('shows the week total, the top categories and a bar for each of 7 days', async () => {
    await openTab('Analytics');
    await phone.page.getByText('KES\u00a01,050.00').first().waitFor();
    const top = await phone.page.getByRole('region', { name: 'Top categories' }).getByRole('listitem').allTextContents();
    expect(top).toEqual(['🍚 FoodKES\u00a01,050.00 · 100%']);
    expect(await phone.page.getByTestId('day-bar').count()).toBe(7);
    const heights = await phone.page.getByTestId('day-bar').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(5);
    expect(heights.at(-1)).toBeGreaterThan(100);
    await phone.page.setViewportSize({ width: 360, height: 780 });
    await saveScreenshot(phone.page, 'insights-analytics-360.png');
    await phone.page.setViewportSize({ width: 390, height: 844 });
  });

  it('exports every local expense as expenses.csv with a BOM, quoting and formulas neutralised', async () => {
    for (const description of ['सब्ज़ी और फल', '=1+1', 'Tea, "strong"']) {
      const answer = await phone.page.context().request.post(phone.url('/api/expenses'), {
        data: { description, amount: '10', currency: 'KES', category: 'food', language: description.startsWith('स') ? 'hi' : 'en' },
      });
      expect(answer.status()).toBe(201);
    }
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('button', { name: 'Delete =1+1' }).waitFor({ timeout: 15_000 });
    await openTab('Analytics');
    const [download] = await Promise.all([phone.page.waitForEvent('download'), phone.page.getByRole('button', { name: 'Export as CSV' }).click()]);
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
    await phone.page.goto(phone.url('/'));
    await waitForOfflineShell(phone.page);
    await phone.page.context().setOffline(true);
    try {
      await phone.page.goto(phone.url('/analytics'));
      await phone.page.getByText('KES\u00a01,080.00').first().waitFor();
      const [download] = await Promise.all([phone.page.waitForEvent('download'), phone.page.getByRole('button', { name: 'Export as CSV' }).click()]);
      expect((await readFile(await download.path())).toString('utf8')).toContain('सब्ज़ी और फल');
      await toast('Export successful').waitFor();
      await saveScreenshot(phone.page, 'insights-offline.png');
    } finally {
      await phone.page.context().setOffline(false);
    }
  });

  it('adds an asset and a debt and shows net worth with its history', async () => {
    await openTab('Net Worth');
    await phone.page.getByRole('button', { name: 'Add Asset' }).last().click();
    await toast('Please fill in all required fields.').waitFor();
    const assetForm = phone.page.locator('form').filter({ has: phone.page.getByRole('heading', { name: 'Add Asset' }) });
    await assetForm.getByLabel('Name').fill('M-Pesa');
    await assetForm.getByLabel('Value').fill('5000');
    await assetForm.getByLabel('Liquid (cash you can spend now)').check();
    await assetForm.getByRole('button', { name: 'Add Asset' }).click();
    await toast('Asset added').waitFor();
    const debtForm = phone.page.locator('form').filter({ has: phone.page.getByRole('heading', { name: 'Add Debt' }) });
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
    const total = phone.page.locator('dl div').filter({ hasText: /^Net worth/ });
    await expect.poll(() => total.textContent()).toBe('Net worthKES\u00a03,800.00');
    expect(await phone.page.locator('dl div').filter({ hasText: /^Liquid assets/ }).textContent()).toBe('Liquid assetsKES\u00a05,000.00');
    await expect.poll(() => phone.page.getByTestId('history-point').count()).toBe(2);
    // The totals and the history line, clear of the toast, for the picture.
    await toast('Debt added').waitFor({ state: 'detached', timeout: 8000 });
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(phone.page, 'insights-net-worth.png');
  });

  it('adds subscriptions and cancels one, and the monthly total follows', async () => {
    await openTab('Subscriptions');
    const form = phone.page.locator('form').filter({ has: phone.page.getByRole('heading', { name: 'Add Subscription' }) });
    expect(await form.getByRole('button', { name: 'Add Subscription' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Add Subscription' }).click();
    await toast('Please fill in all required fields.').waitFor();
    for (const [name, amount, cycle] of [['Showmax', '300', 'monthly'], ['Gym', '100', 'weekly']] as const) {
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Amount').fill(amount);
      await form.getByLabel('Billing cycle').selectOption(cycle);
      await form.getByRole('button', { name: 'Add Subscription' }).click();
      await toast('Subscription added').waitFor();
      await phone.page.getByRole('button', { name: `Delete ${name}` }).waitFor();
    }
    await expect.poll(() => phone.page.getByTestId('monthly-total').textContent()).toBe('KES\u00a0733.00');
    await phone.page.getByText('No date set').first().waitFor();
    await phone.page.getByRole('listitem').filter({ hasText: 'Gym' }).getByRole('button', { name: 'Cancel' }).click();
    await toast("We've marked this subscription as cancelled.").waitFor();
    await expect.poll(() => phone.page.getByTestId('monthly-total').textContent()).toBe('KES\u00a0300.00');
    await phone.page.getByRole('region', { name: 'Cancelled' }).getByText('Gym').waitFor();
    await phone.page.getByRole('region', { name: 'Cancelled' }).scrollIntoViewIfNeeded();
    await saveScreenshot(phone.page, 'insights-subscriptions.png');
    expect(phone.pageErrors).toEqual([]);
  });
});
