// Money lent by voice in headless chromium on a 360 x 740 phone, against the real server: a fake
// recogniser says "nimemkopesha Juma 500", the Add Expense dialog offers it as money lent (never an
// expense), and on Lent & borrowed a repayment of 200 leaves 300 outstanding; one of 100 made offline
// lowers it at once and reaches the server once; one added by hand with
// a WhatsApp number gets "Remind".
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';

const FAKES = { phrase: 'nimemkopesha Juma 500', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES' } };

describeJourney('money lent on a phone', () => {
  const journey = usePhone({ viewport: SMALL_PHONE, fakes: FAKES });
  const { pageErrors, url } = journey;
  let page: Page;

  beforeAll(() => {
    page = journey.page;
  });

  const fromServer = (path: string) => page.evaluate(async (url) => (await fetch(url)).json() as Promise<unknown>, path);

  it('says "nimemkopesha Juma 500", records it as money lent, and a repayment of 200 leaves 300 outstanding', async () => {
    await page.goto(url('/'));
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

    await page.goto(url('/ious'));
    await page.getByRole('heading', { level: 1, name: 'Lent & borrowed' }).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: 'Lent to Juma' });
    await row.getByText('KES\u00a0500.00 outstanding').waitFor();
    await row.getByRole('button', { name: 'Add repayment' }).tap();
    await row.getByLabel('Repayment amount').fill('200');
    await row.getByRole('button', { name: 'Save repayment' }).tap();
    await row.getByText('KES\u00a0300.00 outstanding').waitFor();
    await page.getByRole('region', { name: 'Who owes whom' }).getByText('Juma owes you KES\u00a0300.00').waitFor();
    await expect.poll(() => fromServer('/api/ious')).toMatchObject([{ person: 'Juma', outstanding: '300.00', repaid: '200.00', settled: false }]);
    await saveScreenshot(page, 'ious-after-repayment.png');

    // Offline, a repayment lowers what is outstanding on the phone at once and reaches the server once.
    await page.context().setOffline(true);
    await row.getByRole('button', { name: 'Add repayment' }).tap();
    await row.getByLabel('Repayment amount').fill('100');
    await row.getByRole('button', { name: 'Save repayment' }).tap();
    await row.getByText('KES\u00a0200.00 outstanding').waitFor();
    await row.getByText('Waiting to sync').waitFor();
    await saveScreenshot(page, 'ious-offline-repayment.png');
    await page.context().setOffline(false);
    await row.getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => fromServer('/api/ious')).toMatchObject([{ person: 'Juma', outstanding: '200.00', repaid: '300.00' }]);

    // By hand, with a WhatsApp number: "Remind" opens wa.me with a polite message naming the amount.
    await page.getByLabel('Which way').selectOption('lent');
    await page.getByLabel('Person').fill('Awa');
    await page.getByLabel('Amount').fill('1000');
    await page.getByLabel('WhatsApp number (optional)').fill('+254 712 345678');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Pay back by (optional)').fill(twoDaysAgo);
    await page.getByRole('button', { name: 'Add', exact: true }).tap();
    const remind = page.getByRole('link', { name: 'Remind Awa on WhatsApp' });
    await remind.waitFor();
    const href = new URL((await remind.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/254712345678');
    expect(href.searchParams.get('text')).toBe('Hello Awa, a friendly reminder about the KES\u00a01,000.00 I lent you. Thank you!');
    expect(await page.getByRole('link', { name: /Remind Juma/ }).count()).toBe(0);
    await page.getByRole('listitem').filter({ hasText: 'Lent to Awa' }).getByText(/^Overdue since /).waitFor();
    await expect.poll(() => fromServer('/api/ious')).toContainEqual(expect.objectContaining({ person: 'Awa', dueDate: twoDaysAgo }));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await remind.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'ious-remind.png');
    expect(pageErrors).toEqual([]);
  });
});
