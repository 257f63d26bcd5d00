// The Savings journey in headless chromium on a phone-sized page, against the real server: a goal is
// created, a saving is said in Swahili (fake recogniser), one is typed towards the goal and its bar
// moves, the totals change, a delete moves them back, and one recorded offline is synced exactly once.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { addSavingByHand, createFirstGoal } from './savingsSupport.ts';

/** Before the app: a recogniser that always hears this phrase, and a person past the first run. */
const FAKES = { phrase: 'weka akiba elfu moja kwa dharura', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES' } };

describeJourney('savings on a phone', () => {
  const journey = useJourney({ fakes: FAKES });
  let page: Page;
  let context: BrowserContext;

  beforeAll(async () => {
    page = await journey.newPage();
    context = page.context();
    page.on('dialog', (dialog) => void dialog.accept()); // "Delete this?" confirmations
  });

  const total = (label: string) => page.getByRole('region', { name: label }).locator('p');
  const todaysSavingsOnServer = () =>
    page.evaluate(async () => (await (await fetch('/api/savings/today')).json()) as { description: string }[]);

  it('records by voice and by hand, moves the goal bar and the totals, and syncs an offline saving once', async () => {
    await page.goto(journey.url('/savings?tab=goals'));
    await page.getByRole('heading', { level: 1, name: 'Savings' }).waitFor();
    await page.getByText('Set and track your financial goals with voice input').waitFor();
    await saveScreenshot(page, 'savings-goals-empty.png');
    await createFirstGoal(page, 'School fees', '4000');
    await page.getByRole('progressbar', { name: 'School fees' }).waitFor();

    await page.getByRole('tab', { name: 'Savings Tracker' }).click();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Add Savings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Savings' });
    await dialog.getByRole('button', { name: 'Start voice input' }).tap();
    await dialog.getByText('weka akiba elfu moja kwa dharura').waitFor();
    await dialog.getByText('Emergency').waitFor();
    expect(await dialog.locator('dl').textContent()).toContain('dharura');
    await saveScreenshot(page, 'savings-voice.png');
    await dialog.getByRole('button', { name: 'Add Savings' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => total('Total Savings').textContent()).toBe('KES\u00a01,000.00');

    await addSavingByHand(page, '1000', 'Karo', 'school fees');
    await expect.poll(() => total('Total Savings').textContent()).toBe('KES\u00a02,000.00');
    expect(await total("Today's Savings").textContent()).toBe('KES\u00a02,000.00');
    await expect.poll(() => page.getByRole('progressbar', { name: 'School fees' }).getAttribute('aria-valuenow')).toBe('25');
    await page.getByRole('status').filter({ hasText: 'Savings added' }).first().waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(page, 'savings-tracker.png');

    await context.setOffline(true);
    await addSavingByHand(page, '500', 'Offline akiba', 'School Fees');
    await page.getByText('Waiting to sync').waitFor();
    await expect.poll(() => page.getByRole('progressbar', { name: 'School fees' }).getAttribute('aria-valuenow')).toBe('37');
    await saveScreenshot(page, 'savings-offline.png');
    await context.setOffline(false);
    await page.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 20_000 });
    const onServer = await todaysSavingsOnServer();
    expect(onServer.filter((saving) => saving.description === 'Offline akiba')).toHaveLength(1);
    expect(onServer).toHaveLength(3);

    await page.getByRole('button', { name: 'Delete Karo' }).click();
    await expect.poll(() => total('Total Savings').textContent()).toBe('KES\u00a01,500.00');
    await expect.poll(() => page.getByRole('progressbar', { name: 'School fees' }).getAttribute('aria-valuenow')).toBe('12');
    await page.goto(journey.url('/savings?tab=usdt'));
    await page.getByRole('region', { name: 'Today and this week' }).waitFor();
    await saveScreenshot(page, 'savings-usdt.png');
    expect(journey.pageErrors).toEqual([]);
  });

  it('parks a queued saving the server refuses with a 4xx, lets the next one through, and sends it again once edited', async () => {
    // page.route does not see requests of a page a service worker controls.
    page = await journey.newPage({ serviceWorkers: 'block' });
    context = page.context();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('Broken')
        ? route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ error: 'too_large', message: 'Request body is too large' }) })
        : route.continue());
    await page.goto(journey.url('/savings'));
    await page.getByRole('heading', { level: 1, name: 'Savings' }).waitFor();
    // No worker here to serve the dialog's chunk offline: load it once while online.
    await page.getByRole('button', { name: 'Add Savings' }).click();
    await page.getByRole('dialog', { name: 'Add Savings' }).getByRole('button', { name: 'Close' }).click();
    await context.setOffline(true);
    await addSavingByHand(page, '100', 'Broken');
    await addSavingByHand(page, '200', 'Fine');
    await context.setOffline(false);
    await page.getByText('could not sync: Request body is too large').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await todaysSavingsOnServer()).map((saving) => saving.description)).toEqual(['Fine']);
    await saveScreenshot(page, 'savings-parked.png');
    // The parked write's Edit, not the saving row's (both are named for the saving).
    await page.getByRole('region', { name: 'Not synced' }).getByRole('button', { name: 'Edit Broken' }).click();
    await page.getByRole('region', { name: 'Not synced' }).getByLabel('Description').fill('Fixed');
    await page.getByRole('button', { name: 'Send again' }).click();
    await page.getByRole('region', { name: 'Not synced' }).waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await todaysSavingsOnServer()).map((saving) => saving.description).sort()).toEqual(['Fine', 'Fixed']);
    await context.close();
  });
});
