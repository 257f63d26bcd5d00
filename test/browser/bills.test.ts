// Bills due on a 360 × 740 phone against the real server (issue 25): a monthly rent due yesterday
// shows in Home's "Due soon" strip as overdue, "Mark paid" records it once and the Subscriptions
// badge moves to next month; a bill paid offline reaches the server once when the network is back;
// a bill set to record automatically is recorded when the app opens; money lent that falls due shows
// beside them; Settings' Reminders toggle hides the strip. Screenshots of each.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { addDays, localDay } from '../../domain/dates.ts';
import { occurrence } from '../../domain/recurrence.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';
import { expenseNames, serverExpenses, untilServerHolds, waitForOfflineShell } from './offlineSupport.ts';

const ZONE = 'Africa/Nairobi';

describeJourney('bills due on a phone', () => {
  // The network is cut with the context's offline switch, which a service worker would sit behind.
  const journey = usePhone({ viewport: SMALL_PHONE, timezoneId: ZONE, serviceWorkers: 'block' });
  const { pageErrors, url } = journey;
  let page: Page;
  const toast = (text: string) => page.getByLabel('Notifications (F8)').getByText(text, { exact: true });
  const strip = () => page.getByRole('region', { name: 'Due soon' });
  const today = () => localDay(new Date(), ZONE);

  async function addBill(name: string, amount: string, nextBillingDate: string): Promise<void> {
    const response = await page.context().request.post(url('/api/subscriptions'), {
      data: { name, amount, currency: 'KES', billingCycle: 'monthly', category: 'utility', nextBillingDate },
    });
    expect(response.status()).toBe(201);
  }

  beforeAll(async () => {
    page = journey.page;
    await page.context().addInitScript(() => {
      if (localStorage.getItem('sauti.preferences') === null) {
        localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
      }
    });
  });

  it('shows a rent due yesterday as overdue, pays it once, and its badge moves to next month', async () => {
    await page.goto(url('/'));
    const yesterday = addDays(today(), -1);
    await addBill('Rent', '15000', yesterday);
    await page.reload();
    const rent = strip().getByRole('listitem').filter({ hasText: 'Rent' });
    await rent.getByText('Overdue', { exact: true }).waitFor({ timeout: 15_000 });
    await rent.getByText('KES\u00a015,000.00').waitFor();
    await saveScreenshot(page, 'bills-due-soon-overdue.png');

    await rent.getByRole('button', { name: 'Mark paid: Rent' }).click();
    await toast('Rent paid').waitFor({ timeout: 15_000 });
    await strip().waitFor({ state: 'detached' });
    await expect.poll(() => expenseNames(page)).toEqual(['Rent']);
    expect((await serverExpenses(page, url(''))).filter((expense) => expense.description === 'Rent')).toEqual([
      expect.objectContaining({ amount: '15000.00' }),
    ]);
    await saveScreenshot(page, 'bills-rent-paid.png');

    // Paying the same occurrence again, from anywhere, records nothing more.
    const list = await page.context().request.get(url('/api/subscriptions/me'));
    const [{ id }] = (await list.json()) as [{ id: string }];
    const again = await page.context().request.post(url(`/api/subscriptions/${id}/pay`), { data: { dueDate: yesterday } });
    expect(again.status()).toBe(200);
    expect((await serverExpenses(page, url(''))).filter((expense) => expense.description === 'Rent')).toHaveLength(1);

    await page.goto(url('/analytics?tab=subscriptions'));
    const nextMonth = occurrence({ cycle: 'monthly', anchor: yesterday }, 1);
    await page.getByRole('listitem').filter({ hasText: 'Rent' }).getByText(nextMonth, { exact: true }).waitFor();
    await saveScreenshot(page, 'bills-rent-next-month.png');
  });

  it('pays a bill offline through the outbox, and the server records it once when back online', async () => {
    await addBill('Data bundle', '250', today());
    await page.goto(url('/'));
    const bundle = strip().getByRole('listitem').filter({ hasText: 'Data bundle' });
    await bundle.getByText('Due today', { exact: true }).waitFor({ timeout: 15_000 });
    await page.context().setOffline(true);
    await bundle.getByRole('button', { name: 'Mark paid: Data bundle' }).click();
    await toast('Data bundle marked paid on this phone; it will sync when online.').waitFor();
    await strip().waitFor({ state: 'detached' });
    await expect.poll(() => expenseNames(page)).toEqual(expect.arrayContaining(['Data bundle', 'Rent']));
    await saveScreenshot(page, 'bills-paid-offline.png');
    await page.context().setOffline(false);
    await untilServerHolds(page, url(''), ['Data bundle', 'Rent']);
    await expect.poll(async () => (await expenseNames(page)).sort()).toEqual(['Data bundle', 'Rent']);
  });

  it('records a bill set to record automatically when the app next opens, without a tap', async () => {
    await page.goto(url('/analytics?tab=subscriptions'));
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add Subscription' }) });
    await form.getByLabel('Name').fill('School fees');
    await form.getByLabel('Amount').fill('3000');
    await form.getByLabel('Next billing date (optional)').fill(addDays(today(), -1));
    await form.getByLabel('Record automatically when due').check();
    await form.getByRole('button', { name: 'Add Subscription' }).click();
    await toast('Subscription added').waitFor();
    await page.goto(url('/'));
    await expect.poll(async () => (await expenseNames(page)).sort(), { timeout: 15_000 }).toEqual(['Data bundle', 'Rent', 'School fees']);
    expect(await strip().count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Delete School fees' }).waitFor();
    await untilServerHolds(page, url(''), ['Data bundle', 'Rent', 'School fees']);
  });

  it('shows money lent that falls due beside the bills, to collect, with the way to it', async () => {
    const lent = await page.context().request.post(url('/api/ious'), {
      data: { person: 'Juma', direction: 'lent', amount: '500', currency: 'KES', dueDate: addDays(today(), -1) },
    });
    expect(lent.status()).toBe(201);
    await page.goto(url('/'));
    const juma = strip().getByRole('listitem').filter({ hasText: 'Lent to Juma' });
    await juma.getByText('Overdue', { exact: true }).waitFor({ timeout: 15_000 });
    await juma.getByText('KES\u00a0500.00 outstanding').waitFor();
    await saveScreenshot(page, 'bills-iou-due.png');
    await juma.getByRole('link', { name: 'Lent & borrowed' }).click();
    await page.waitForURL(/\/ious$/);
  });

  it('shows a bill added in Subscriptions in Due soon at once, going Home by the navigation, with no reload (issue 33)', async () => {
    await page.goto(url('/analytics?tab=subscriptions'));
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add Subscription' }) });
    await form.getByLabel('Name').fill('Gas refill');
    await form.getByLabel('Amount').fill('1200');
    await form.getByLabel('Next billing date (optional)').fill(addDays(today(), 1));
    await form.getByRole('button', { name: 'Add Subscription' }).click();
    await toast('Subscription added').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const gas = strip().getByRole('listitem').filter({ hasText: 'Gas refill' });
    await gas.getByText('Due tomorrow', { exact: true }).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'bills-added-due-soon-at-once.png');
  });

  it('hides the strip when Reminders is turned off in Settings', async () => {
    await addBill('Water', '800', addDays(today(), 2));
    await page.goto(url('/'));
    await strip().getByText('Due in 2 days', { exact: true }).waitFor({ timeout: 15_000 });
    await page.goto(url('/settings'));
    const reminders = page.getByRole('switch', { name: 'Reminders' });
    await reminders.click();
    expect(await reminders.getAttribute('aria-checked')).toBe('false');
    await reminders.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'bills-reminders-setting.png');
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Delete Rent' }).waitFor();
    expect(await strip().count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('gives one local notification a day through the service worker, where notifications are allowed', async () => {
    const phone = await journey.newPage({ serviceWorkers: 'allow' });
    await phone.context().grantPermissions(['notifications'], { origin: url('') });
    await phone.context().addInitScript(() => {
      localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
    });
    await phone.goto(url('/'));
    await waitForOfflineShell(phone);
    const created = await phone.context().request.post(url('/api/subscriptions'), {
      data: { name: 'Electricity', amount: '1200', currency: 'KES', billingCycle: 'monthly', category: 'utility', nextBillingDate: today() },
    });
    expect(created.status()).toBe(201);
    const shown = () => phone.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications({ tag: 'sauti-bills' })).map(({ title, body }) => ({ title, body })));
    await phone.reload();
    await phone.getByRole('region', { name: 'Due soon' }).getByText('Due today', { exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([{ title: 'Bills due', body: `Electricity · ${today()}` }]);
    // Opening again the same day: still the one notification, none added.
    await phone.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).forEach((each) => each.close()));
    await phone.reload();
    await phone.getByRole('region', { name: 'Due soon' }).waitFor();
    await phone.waitForTimeout(1000);
    expect(await shown()).toEqual([]);
    await phone.context().close();
  });
});
