// The note in headless chromium on a 360 x 740 phone, against the real server: an expense's note is
// written in Home's edit dialog, shown under its description, kept by the server (a reload shows it
// again) and cleared the same way.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeJourney, launchBrowser, newMobilePage, saveScreenshot } from '../support/browser.ts';
import { installFakeSpeech } from '../support/fakeSpeech.ts';
import { startTestServer } from '../support/server.ts';

const FAKES = { phrase: '', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES', phone: '0712345678', walletConnected: true, usdtBalance: '245.80' } };

describeJourney('the note on a phone', () => {
  let server: { url: string; close(): Promise<void> } | undefined;
  let browser: Browser | undefined;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    page = await newMobilePage(browser);
    await page.setViewportSize({ width: 360, height: 740 });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(installFakeSpeech, FAKES);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const row = () => page.getByRole('listitem').filter({ hasText: 'Chakula cha mchana' });
  const serverNote = async () => {
    const today = await page.request.get(`${server?.url ?? ''}/api/expenses/today`);
    const [expense] = (await today.json()) as { note?: string }[];
    return expense?.note ?? null;
  };

  it('writes, shows, keeps and clears an expense note from the edit dialog', async () => {
    await page.goto(`${server?.url ?? ''}/`);
    await page.getByRole('heading', { level: 1, name: "Today's Expenses" }).waitFor();
    const recorded = await page.request.post(`${server?.url ?? ''}/api/expenses`, {
      data: { description: 'Chakula cha mchana', amount: '250', currency: 'KES', category: 'food', language: 'sw' },
    });
    expect(recorded.status()).toBe(201);
    await page.reload();
    await row().waitFor();

    await row().getByRole('button', { name: 'Edit Chakula cha mchana' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Choose Category' });
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Lunch for the whole stall team');
    await saveScreenshot(page, 'note-edit.png');
    await dialog.getByRole('button', { name: 'Save note' }).tap();
    await page.getByRole('status').filter({ hasText: 'Note saved.' }).waitFor();
    await row().getByText('Lunch for the whole stall team').waitFor();
    await expect.poll(serverNote).toBe('Lunch for the whole stall team');
    await page.getByRole('status').filter({ hasText: 'Note saved.' }).waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(page, 'note-shown.png');

    await page.reload();
    await row().getByText('Lunch for the whole stall team').waitFor();
    await row().getByRole('button', { name: 'Edit Chakula cha mchana' }).tap();
    expect(await dialog.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Lunch for the whole stall team');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('');
    await dialog.getByRole('button', { name: 'Save note' }).tap();
    await row().getByText('Lunch for the whole stall team').waitFor({ state: 'detached' });
    await expect.poll(serverNote).toBe(null);
    expect(pageErrors).toEqual([]);
  });
});
