// Money across currencies on a phone, against the real server fed by a local fake rates source:
// a phrase naming naira is saved as NGN with a correct ≈ USDT, the converter turns KES 1,500 into
// USDT at the fake rates, and with the network cut it keeps converting and says which rates it uses.
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { useFakeRates } from '../support/fakeRates.ts';

describeJourney('money across currencies on a phone', () => {
  // The fake source's rates (KES 125, NGN 1600 per USD) differ from the built-in ones (150, 800).
  const journey = useJourney({ rates: useFakeRates() });
  let page: Page;

  afterEach(async () => {
    await page.context().close();
    expect(journey.pageErrors).toEqual([]);
  });

  /** A returning Kenyan user at Home; the service worker is blocked so cutting the network cuts the API. */
  async function openHome() {
    page = await journey.newPage({ serviceWorkers: 'block' });
    await page.context().addInitScript(() => {
      localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en', usdtBalance: '245.80' }));
    });
    await page.goto(journey.url());
    await page.getByRole('button', { name: 'Add expense' }).waitFor();
  }

  async function openConverter() {
    await page.getByRole('button', { name: 'Convert to USDT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Currency Converter' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('1,500');
    return dialog;
  }

  it('saves a naira phrase as NGN with ≈ USDT at the naira rate, and converts KES 1,500 at the live rates', async () => {
    await openHome();
    await page.getByRole('button', { name: 'Add expense' }).click();
    await page.getByLabel('Type your expense').fill('bread ₦3,200');
    await page.getByLabel('Type your expense').press('Enter');
    const confirm = page.getByRole('button', { name: 'Add to Sauti' });
    await confirm.and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
    // The Detected box names the phrase's currency, not the phone's KES, and its own ≈ USDT.
    const detected = page.locator('section[aria-labelledby="detected-heading"]');
    await expect.poll(() => detected.textContent()).toContain('NGN\u00a03,200.00');
    expect(await detected.textContent()).toContain('≈ 2.00 USDT');
    await saveScreenshot(page, 'money-detected-ngn.png');
    await confirm.click();
    await confirm.waitFor({ state: 'detached', timeout: 15_000 });
    // The day's list, not the toast that also names the expense.
    const row = page.locator('li[data-expense-id]').filter({ hasText: 'bread' });
    // NGN 3,200 at 1,600 per USD is 2.00 USDT (÷ 130 would say 24.62; the built-in rate 4.00).
    await expect.poll(() => row.textContent()).toContain('≈ 2.00 USDT');
    expect(await row.textContent()).toContain('NGN\u00a03,200.00');
    await saveScreenshot(page, 'money-ngn-row.png');

    const dialog = await openConverter();
    const result = dialog.getByRole('region', { name: 'Converted amount' });
    await expect.poll(() => result.textContent()).toContain('USDT\u00a012.00');
    expect(await result.textContent()).toContain('1 USDT = 125.00 KES');
    expect(await result.textContent()).toContain('rates from just now');
    await saveScreenshot(page, 'money-converter-live.png');

    await dialog.getByRole('button', { name: 'Swap currencies' }).click();
    await expect.poll(() => result.textContent()).toContain('KES\u00a0187,500.00');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The network goes; the next focus refetch fails and the converter keeps the rates it has.
    await page.context().setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const offline = await openConverter();
    const offlineResult = offline.getByRole('region', { name: 'Converted amount' });
    await expect.poll(() => offlineResult.textContent()).toContain('offline: cached rates from just now');
    expect(await offlineResult.textContent()).toContain('USDT\u00a012.00');
    await saveScreenshot(page, 'money-converter-offline-cached.png');
  });

  it('converts with the built-in rates, and says so, when no rates ever arrived', async () => {
    page = await journey.newPage({ serviceWorkers: 'block' });
    // The rates query fails as with no network; every other request goes through.
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('exchangeRates') ? route.abort('internetdisconnected') : route.fallback()));
    await page.context().addInitScript(() => {
      localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en' }));
    });
    await page.goto(journey.url());
    const dialog = await openConverter();
    const result = dialog.getByRole('region', { name: 'Converted amount' });
    await expect.poll(() => result.textContent()).toContain('offline: built-in rates');
    expect(await result.textContent()).toContain('USDT\u00a010.00');
    await page.setViewportSize({ width: 360, height: 740 });
    await saveScreenshot(page, 'money-converter-built-in-360.png');
  });
});
