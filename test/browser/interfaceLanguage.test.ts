// Issue 18 at 360 x 740: Settings' App language turns the screens Swahili at once (no Save step),
// the choice survives a reload and reaches the account; choosing English brings back the spec's words.
import { expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';

describeJourney('choosing the app language in Settings', () => {
  const journey = useJourney();

  it('applies at once, survives a reload, is kept on the account, and English restores the spec', async () => {
    const page = await journey.newPage({ locale: 'en-US', timezoneId: 'Africa/Nairobi', viewport: SMALL_PHONE });
    await page.goto(journey.url('/settings'));
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();

    await page.getByLabel('App language').selectOption('sw');
    await page.getByRole('heading', { name: 'Mipangilio', exact: true }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Kuu' });
    await nav.getByRole('link', { name: 'Akiba' }).click();
    await page.getByRole('heading', { name: 'Akiba', exact: true }).waitFor();
    await saveScreenshot(page, 'interface-language-sw-savings.png');

    await page.reload();
    await page.getByRole('heading', { name: 'Akiba', exact: true }).waitFor();
    await expect.poll(async () => (await page.request.get(journey.url('/api/users/me'))).json()).toMatchObject({ interfaceLanguage: 'sw' });

    // Home, its Add Expense dialog and the bottom navigation speak Kiswahili too.
    await page.evaluate(() => {
      const key = 'sauti.preferences';
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
      localStorage.setItem(key, JSON.stringify({ ...(typeof stored === 'object' ? stored : {}), onboardingComplete: true }));
    });
    await page.goto(journey.url());
    await page.getByRole('heading', { name: 'Matumizi ya Leo', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ongeza matumizi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ongeza Matumizi' });
    await dialog.getByRole('button', { name: 'Ongeza kwenye Sauti' }).waitFor();
    await dialog.getByRole('button', { name: 'Ghairi' }).waitFor();
    await saveScreenshot(page, 'interface-language-sw-add-expense.png');
    await dialog.getByRole('button', { name: 'Ghairi' }).click();
    await dialog.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'interface-language-sw-home.png');

    await nav.getByRole('link', { name: 'Mipangilio' }).click();
    await page.getByLabel('Lugha ya programu').selectOption('en');
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Savings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.context().close();
  });
});
