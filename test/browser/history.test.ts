// History in headless chromium at 360 × 740 against the real server: an expense from last month is
// found by search, its amount and day are changed in the edit dialog, both days' totals move (on the
// phone and at the server), and History reads from the phone's copy with the network off, where a
// month older than 90 days says it needs the network. Screenshots of each step.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { localDay } from '../../domain/dates.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';
import { waitForOfflineShell } from './offlineSupport.ts';

const ZONE = 'Africa/Nairobi';

describeJourney('History on a phone at 360 × 740', () => {
  const journey = usePhone({ viewport: SMALL_PHONE, timezoneId: ZONE });
  const { pageErrors, url } = journey;
  let page: Page;
  const toast = (text: string) => page.getByLabel('Notifications (F8)').getByText(text, { exact: true });
  const today = localDay(new Date(), ZONE);
  const month = (back: number) => {
    const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - back);
    return date.toISOString().slice(0, 7);
  };
  const lastMonth = month(1);
  const oldDay = `${lastMonth}-10`;
  const newDay = `${lastMonth}-12`;
  const dayTotal = (day: string) => page.locator(`[data-day-total="${day}"]`);

  beforeAll(async () => {
    page = journey.page;
    await page.context().addInitScript(() => {
      if (localStorage.getItem('sauti.preferences') === null) {
        localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
      }
    });
  });

  /** Records an expense now, then moves it to `day` at 10:00 in Nairobi (the ledger's PATCH). */
  async function spent(description: string, amount: string, day: string): Promise<string> {
    const recorded = await page.context().request.post(url('/api/expenses'), {
      data: { description, amount, currency: 'KES', category: 'other', language: 'sw' },
    });
    expect(recorded.status()).toBe(201);
    const { id } = (await recorded.json()) as { id: string };
    if (day !== today) {
      const moved = await page.context().request.patch(url(`/api/expenses/${id}`), { data: { spentAt: `${day}T10:00:00+03:00` } });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    return id;
  }

  it('finds last month\'s expense by search, moves it and changes its amount, and both days\' totals follow', async () => {
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Add expense' }).first().waitFor();
    await spent('Unga wa ugali', '200', oldDay);
    await spent('Fundi wa viatu', '50', oldDay);
    await spent('Kodi ya nyumba', '9000', `${month(4)}-05`);
    await spent('Sukuma wiki', '120', today);
    // A fresh load pulls the last 90 days onto the phone.
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'See all' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await page.getByRole('button', { name: 'Edit Sukuma wiki' }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Previous month' }).click();
    await dayTotal(oldDay).filter({ hasText: '250.00' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search expenses' }).fill('FUNDI');
    await page.getByRole('button', { name: 'Edit Unga wa ugali' }).waitFor({ state: 'detached' });
    await saveScreenshot(page, 'history-search-360.png');

    await page.getByRole('button', { name: 'Edit Fundi wa viatu' }).click();
    await page.getByRole('heading', { name: 'Edit expense' }).waitFor();
    await page.getByLabel('Amount').fill('500');
    await page.getByLabel('Date').fill(newDay);
    await saveScreenshot(page, 'history-edit-360.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Expense updated').waitFor();

    await page.getByRole('searchbox', { name: 'Search expenses' }).fill('');
    await dayTotal(newDay).filter({ hasText: 'KES\u00a0500.00' }).waitFor();
    await dayTotal(oldDay).filter({ hasText: 'KES\u00a0200.00' }).waitFor();
    // The list's last answer stays shown while the month's own is read, so the header may show the
    // search's total (every month) for a moment: the month's total is the one it settles on.
    await expect.poll(() => page.getByTestId('month-total').textContent()).toBe('KES\u00a0700.00');
    await saveScreenshot(page, 'history-month-360.png');

    const answer = await page.context().request.get(url('/api/expenses?q=fundi'));
    const { items } = (await answer.json()) as { items: { amount: string; day: string }[] };
    expect(items).toMatchObject([{ amount: '500.00', day: newDay }]);
    const summary = await page.context().request.get(url(`/api/expenses/summary?from=${oldDay}&to=${newDay}`));
    const { byDay } = (await summary.json()) as { byDay: { day: string; total: string }[] };
    expect(byDay.filter((entry) => entry.total !== '0.00')).toEqual([{ day: oldDay, total: '200.00' }, { day: newDay, total: '500.00' }]);
  });

  it('reads the last 90 days from the phone with the network off, search included, and says older months need it', async () => {
    await page.goto(url('/'));
    await waitForOfflineShell(page);
    await page.context().setOffline(true);
    try {
      await page.goto(url('/history'));
      await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
      await page.getByRole('button', { name: 'Previous month' }).click();
      await page.getByRole('searchbox', { name: 'Search expenses' }).fill('viatu');
      await page.getByRole('button', { name: 'Edit Fundi wa viatu' }).waitFor();
      await dayTotal(newDay).filter({ hasText: 'KES\u00a0500.00' }).waitFor();
      await saveScreenshot(page, 'history-offline-360.png');
      await page.getByRole('searchbox', { name: 'Search expenses' }).fill('');
      for (let back = 1; back < 4; back += 1) await page.getByRole('button', { name: 'Previous month' }).click();
      await page.getByText('Expenses older than 90 days need the network. Connect to see them.').waitFor();
      await saveScreenshot(page, 'history-needs-network-360.png');
    } finally {
      await page.context().setOffline(false);
    }
    // Back online, the same month comes from the server.
    await page.getByRole('button', { name: 'Edit Kodi ya nyumba' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('month-total').textContent()).toBe('KES\u00a09,000.00');
  });

  it('shows this month in Analytics, a bar a day, and links back to History', async () => {
    await page.goto(url('/analytics'));
    await page.getByRole('button', { name: 'Month' }).click();
    await page.getByText("This month's total").waitFor();
    expect(await page.getByTestId('day-bar').count()).toBe(Number(today.slice(8)));
    await saveScreenshot(page, 'analytics-month-360.png');
    await page.getByRole('link', { name: 'See all expenses' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
  });

  it('keeps the page free of errors and no wider than the phone', async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(pageErrors).toEqual([]);
  });
});

