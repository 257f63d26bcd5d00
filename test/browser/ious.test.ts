// Money lent by voice in headless chromium on a 360 x 740 phone, against the real server: a fake
// recogniser says "nimemkopesha Juma 500", the Add Expense dialog offers it as money lent (never an
// expense), and on Lent & borrowed a repayment of 200 leaves 300 outstanding.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeJourney, launchBrowser, newMobilePage, saveScreenshot } from '../support/browser.ts';
import { installFakeSpeech } from '../support/fakeSpeech.ts';
import { startTestServer } from '../support/server.ts';

const FAKES = { phrase: 'nimemkopesha Juma 500', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES' } };

describeJourney('money lent on a phone', () => {
  let server: { url: string; close(): Promise<void> } | undefined;
  let browser: Browser | undefined;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    page = await newMobilePage(browser, { viewport: { width: 360, height: 740 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(installFakeSpeech, FAKES);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const fromServer = (path: string) => page.evaluate(async (url) => (await fetch(url)).json() as Promise<unknown>, path);

  it('says "nimemkopesha Juma 500", records it as money lent, and a repayment of 200 leaves 300 outstanding', async () => {
    await page.goto(`${server?.url ?? ''}/`);
    await page.getByRole('heading', { level: 1, name: "Today's Expenses" }).waitFor();
    await page.getByRole('button', { name: 'Add expense' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.getByRole('button', { name: 'Start voice input' }).tap();
    const detected = dialog.getByRole('region', { name: 'Detected' });
    await detected.getByText('Money lent', { exact: true }).waitFor();
    const said = (await detected.textContent()) ?? '';
    for (const part of ['Money lent', 'Juma', 'KES\u00a0500.00', 'not your expenses']) expect(said).toContain(part);
    await saveScreenshot(page, 'ious-voice-lent.png');
    await dialog.getByRole('button', { name: 'Add to Sauti' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => fromServer('/api/ious')).toMatchObject([{ person: 'Juma', direction: 'lent', outstanding: '500.00' }]);
    expect(await fromServer('/api/expenses/today')).toEqual([]);

    await page.goto(`${server?.url ?? ''}/ious`);
    await page.getByRole('heading', { level: 1, name: 'Lent & borrowed' }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Lent to Juma' });
    await row.getByText('KES\u00a0500.00 outstanding').waitFor();
    await row.getByRole('button', { name: 'Add repayment' }).tap();
    await row.getByLabel('Repayment amount').fill('200');
    await row.getByRole('button', { name: 'Save repayment' }).tap();
    await row.getByText('KES\u00a0300.00 outstanding').waitFor();
    await expect.poll(() => fromServer('/api/ious')).toMatchObject([{ person: 'Juma', outstanding: '300.00', repaid: '200.00', settled: false }]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'ious-after-repayment.png');
    expect(pageErrors).toEqual([]);
  });
});
