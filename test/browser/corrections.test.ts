// The correction memory in headless chromium on a 360 x 740 phone, against the real server: a fake
// recogniser says "nimenunua mandazi 50" (Food by the keyword lists), the row is moved to Business,
// and saying the same thing again is detected and saved as Business. Headless chromium hears nothing.
import { expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';

/** Before the app: a recogniser that always hears this phrase, and a person past the first run. */
const FAKES = { phrase: 'nimenunua mandazi 50', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES', phone: '0712345678', walletConnected: true, usdtBalance: '245.80' } };

describeJourney('the correction memory on a phone', () => {
  const phone = usePhone({ viewport: SMALL_PHONE, fakes: FAKES });

  /** Says the phrase in the Add Expense modal and returns the Detected box's text once the server has answered. */
  async function sayMandazi(): Promise<string> {
    const analysed = phone.page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('AnalyzeExpense'));
    await phone.page.getByRole('button', { name: 'Add expense' }).tap();
    const dialog = phone.page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.getByRole('button', { name: 'Start voice input' }).tap();
    expect((await analysed).ok()).toBe(true);
    const detected = dialog.getByRole('region', { name: 'Detected' });
    await detected.getByText('KES\u00a050.00').waitFor();
    return (await detected.textContent()) ?? '';
  }

  async function addIt(): Promise<void> {
    const dialog = phone.page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.getByRole('button', { name: 'Add to Sauti' }).tap();
    await dialog.waitFor({ state: 'detached' });
  }

  const rows = () => phone.page.getByRole('region', { name: /^\w+day, \d{1,2} \w+ \d{4}$/ }).getByRole('listitem').filter({ hasText: 'Mandazi' });

  it('says "nimenunua mandazi 50", moves it to Business, and the same phrase is then Business', async () => {
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('heading', { level: 1, name: "Today's Expenses" }).waitFor();

    const first = await sayMandazi();
    for (const part of ['Food', 'Mandazi', 'KES\u00a050.00']) expect(first).toContain(part);
    expect(first).not.toContain('Business');
    await addIt();
    await rows().first().getByRole('img', { name: 'Food' }).waitFor();
    await rows().first().getByText('Not synced yet').waitFor({ state: 'detached' });
    // The picture should show the row under a settled total, not the toast and a count-up in flight.
    await phone.page.getByRole('status').filter({ hasText: 'Expense added' }).waitFor({ state: 'detached', timeout: 8000 });
    await expect.poll(() => phone.page.getByTestId('today-total').textContent()).toBe('50.00');
    await rows().first().evaluate((row) => row.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await saveScreenshot(phone.page, 'corrections-before.png');

    await rows().first().getByRole('button', { name: 'Edit Mandazi' }).tap();
    const choose = phone.page.getByRole('dialog', { name: 'Choose Category' });
    expect(await choose.getByRole('button', { name: 'Food', pressed: true }).count()).toBe(1);
    await choose.getByRole('button', { name: 'Business' }).tap();
    // "Moved to Business." alone is the synced answer; a queued change would add that it syncs later.
    const updated = phone.page.getByRole('status').filter({ hasText: 'Moved to Business.' });
    await updated.waitFor();
    expect(await updated.textContent()).not.toContain('will sync');
    await rows().first().getByRole('img', { name: 'Business' }).waitFor();

    const second = await sayMandazi();
    for (const part of ['Business', 'Mandazi', 'KES\u00a050.00']) expect(second).toContain(part);
    expect(second).not.toContain('Food');
    await addIt();
    await expect.poll(() => rows().count()).toBe(2);
    for (const row of await rows().all()) await row.getByRole('img', { name: 'Business' }).waitFor();
    await phone.page.getByRole('status').filter({ hasText: 'Expense added' }).waitFor({ state: 'detached', timeout: 8000 });
    await expect.poll(() => phone.page.getByTestId('today-total').textContent()).toBe('100.00');
    await rows().last().evaluate((row) => row.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await saveScreenshot(phone.page, 'corrections-after.png');
    expect(phone.pageErrors).toEqual([]);
  });

  it('keeps both rows as Business after a reload', async () => {
    await phone.page.reload();
    await expect.poll(() => rows().count()).toBe(2);
    for (const row of await rows().all()) await row.getByRole('img', { name: 'Business' }).waitFor();
    expect(phone.pageErrors).toEqual([]);
  });
});
