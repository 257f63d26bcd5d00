// The USDT overview on a phone for a seeded month: Savings → "USDT Integration" shows the month's
// expenses and savings in USDT at the (fake) live rates, the spending status against the balance,
// and a quick action opening the converter pre-filled.
import { expect, it } from 'vitest';
import { describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { useFakeRates } from '../support/fakeRates.ts';
import { postAsPage } from './postAsPage.ts';

describeJourney('the USDT overview for a seeded month', () => {
  // The fake source's rates (KES 125, NGN 1600 per USD) differ from the built-in ones (150, 800).
  const journey = useJourney({ rates: useFakeRates() });

  it('shows Moderate Spending for KES 15,000 and NGN 40,000 against 245.80 USDT, and converts from it', async () => {
    const page = await journey.newPage({ serviceWorkers: 'block' });
    await page.context().addInitScript(() => {
      localStorage.setItem('sauti.preferences', JSON.stringify({ onboardingComplete: true, currency: 'KES', language: 'en', usdtBalance: '245.80' }));
    });
    await page.goto(journey.url());
    // Seeded once the app's own start-up requests are done, so the first write starts the one session.
    await page.getByRole('button', { name: 'Add expense' }).waitFor();
    await page.waitForLoadState('networkidle');
    const lunch = { description: 'Lunch', category: 'food', language: 'en' };
    expect(await postAsPage(page, '/api/expenses', { ...lunch, amount: '15000', currency: 'KES' })).toBe(201);
    expect(await postAsPage(page, '/api/expenses', { ...lunch, amount: '40000', currency: 'NGN' })).toBe(201);
    const saving = { description: 'Savings for emergency', goalType: 'emergency', goalName: null, language: 'en', originalText: null };
    expect(await postAsPage(page, '/api/savings', { ...saving, amount: '2500', currency: 'KES' })).toBe(201);

    await page.goto(journey.url('/savings?tab=usdt'));
    const overview = page.getByRole('region', { name: 'USDT Overview' });
    // At the fake source's KES 125 and NGN 1,600 per USD: 120 + 25 = 145 USDT spent, 20 USDT saved.
    await expect.poll(() => overview.textContent(), { timeout: 15_000 }).toContain('USDT\u00a0145.00');
    const text = (await overview.textContent()) ?? '';
    expect(text).toContain('Moderate Spending');
    expect(text).toContain('58.9% of your USDT balance spent this month');
    expect(text).toContain('USDT\u00a020.00');
    expect(text).toContain('Save KES\u00a01,125.00 more this month to reach 20% of your expenses.');
    await overview.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'money-usdt-overview.png');

    await overview.getByRole('button', { name: 'Convert expenses' }).click();
    const dialog = page.getByRole('dialog', { name: 'Currency Converter' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('18125.00');
    expect(await dialog.getByRole('region', { name: 'Converted amount' }).textContent()).toContain('USDT\u00a0145.00');
    await saveScreenshot(page, 'money-overview-convert-expenses.png');
    expect(journey.pageErrors).toEqual([]);
    await page.context().close();
  });
});
