// Offline in headless chromium against the real server: the app opens with no network from its
// service worker, writes made offline (expenses, a bill) reach the server once each, and a lost answer is not doubled.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { addByTyping, expenseNames, serverBillNames, serverExpenses, untilServerHolds, waitForOfflineShell } from './offlineSupport.ts';

describeJourney('offline on a phone', () => {
  const journey = useJourney();
  let page: Page;
  let context: BrowserContext;

  /**
   * A returning person's phone at Home. Tests that fake the network with page.route block the
   * service worker: requests of a page it controls bypass page.route, and the worker never
   * touches /graphql anyway (the worker has tests of its own above).
   */
  async function openHome(options: { serviceWorkers?: 'allow' | 'block' } = {}) {
    page = await journey.newPage(options);
    context = page.context();
    // A returning person: onboarding done, so Home is what opens.
    await context.addInitScript(() => {
      if (localStorage.getItem('sauti.preferences') === null) {
        localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
      }
    });
    await page.goto(journey.url());
    if (options.serviceWorkers !== 'block') await waitForOfflineShell(page);
  }



  afterEach(async () => {
    await context.close();
  });

  it('adds and deletes offline, reopens with no network, then syncs each write exactly once', async () => {
    await openHome();
    await context.setOffline(true);
    await addByTyping(page, 'chai 30');
    await addByTyping(page, 'bus fare 80');
    const added = await expenseNames(page);
    expect(added).toHaveLength(2);
    await saveScreenshot(page, 'offline-added.png');
    const [kept, removed] = added;
    await page.getByRole('button', { name: `Delete ${removed}`, exact: true }).click();
    await page.getByRole('button', { name: `Delete ${removed}`, exact: true }).waitFor({ state: 'detached' });

    // Reload with no network at all: the service worker serves the shell, Dexie the expenses.
    await page.reload();
    await page.getByRole('button', { name: 'Add expense' }).waitFor();
    await page.getByRole('button', { name: `Delete ${kept}`, exact: true }).waitFor();
    expect(await expenseNames(page)).toEqual([kept]);
    expect(await page.getByText('Not synced yet').count()).toBe(1);
    await saveScreenshot(page, 'offline-reloaded.png');
    expect(await serverExpenses(page, journey.url())).toEqual([]);

    await context.setOffline(false);
    await untilServerHolds(page, journey.url(), [kept ?? '']);
    await page.getByText('Not synced yet').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'offline-synced.png');
    // Nothing arrives late: the outbox is empty and the server still holds one copy.
    await page.waitForTimeout(1_500);
    expect((await serverExpenses(page, journey.url())).map((expense) => expense.description)).toEqual([kept]);
    expect(journey.pageErrors).toEqual([]);
  });

  it('keeps a monthly bill said offline on the phone, due at once, and sets it up on the server once back online', async () => {
    await openHome();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add expense' }).click();
    await page.getByLabel('Type your expense').fill('rent 15000 every month');
    await page.getByLabel('Type your expense').press('Enter');
    await page.getByRole('region', { name: 'Detected' }).getByText('Bill, every month').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Add to Sauti' }).click();
    await page.getByText('Monthly bill added').first().waitFor();
    await page.getByRole('region', { name: 'Due soon' }).getByText('Rent').waitFor();
    await saveScreenshot(page, 'offline-bill.png');
    expect(await serverBillNames(page, journey.url())).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => serverBillNames(page, journey.url()), { timeout: 20_000 }).toEqual(['Rent']);
    // Nothing arrives late: the outbox sent it once, and Due soon shows the server's copy.
    await page.waitForTimeout(1_500);
    expect(await serverBillNames(page, journey.url())).toEqual(['Rent']);
    await page.getByRole('region', { name: 'Due soon' }).getByText('Rent').waitFor();
    expect(journey.pageErrors).toEqual([]);
  });

  it('keeps one copy when the server recorded an expense but the answer was lost', async () => {
    await openHome({ serviceWorkers: 'block' });
    let lost = 0;
    await page.route('**/graphql', async (route) => {
      if (lost === 0 && (route.request().postData() ?? '').includes('recordExpense')) {
        lost += 1;
        await route.fetch(); // the server records it...
        return route.abort('connectionreset'); // ...and the phone never hears back
      }
      return route.continue();
    });
    await addByTyping(page, 'lunch 250');
    const synced = await untilServerHolds(page, journey.url(), await expenseNames(page));
    expect(lost).toBe(1);
    await page.getByText('Not synced yet').waitFor({ state: 'detached' });
    await page.waitForTimeout(1_500);
    expect(await serverExpenses(page, journey.url())).toEqual(synced);
    await saveScreenshot(page, 'offline-lost-answer.png');
  });

  it('serves the worker uncached as JavaScript and an installable manifest', async () => {
    await openHome();
    const base = journey.url();
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).not.toContain('__SAUTI_SHELL_BUILD__');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: 'Sauti', short_name: 'Sauti', start_url: '/', display: 'standalone' });
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // The worker controls the page after a reload and never answers the API.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/sw.js`);
  });

  it('retries after a 503 and records once', async () => {
    await openHome({ serviceWorkers: 'block' });
    let refused = 0;
    await page.route('**/graphql', async (route) => {
      if (refused === 0 && (route.request().postData() ?? '').includes('recordExpense')) {
        refused += 1;
        return route.fulfill({ status: 503, body: 'Service Unavailable' });
      }
      return route.continue();
    });
    await addByTyping(page, 'airtime 100');
    const synced = await untilServerHolds(page, journey.url(), await expenseNames(page));
    expect(refused).toBe(1);
    expect(synced).toHaveLength(1);
    await page.getByText('Not synced yet').waitFor({ state: 'detached' });
  });
});
