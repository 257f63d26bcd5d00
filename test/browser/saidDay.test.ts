// Issue 24 in headless chromium on a 360 x 740 phone, against the real server: a fake recogniser says
// "nimenunua chakula 500 jana", the Detected box says Yesterday, and the expense is recorded on
// yesterday (in the phone's zone), not on today's list. The phone's own parser does the same.
import { expect, it } from 'vitest';
import * as z from 'zod';
import { addDays, localDay } from '../../domain/dates.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';

const TIME_ZONE = 'Africa/Nairobi';
const FAKES = {
  phrase: 'nimenunua chakula 500 jana',
  preferences: { onboardingComplete: true, language: 'sw', currency: 'KES', phone: '0712345678', walletConnected: true, usdtBalance: '245.80' },
};

const Listed = z.array(z.object({ description: z.string(), createdAt: z.string() }));

describeJourney('a phrase that says its own day', () => {
  const phone = usePhone({ viewport: SMALL_PHONE, timezoneId: TIME_ZONE, fakes: FAKES });

  /** The server's own list, read with the page's session. */
  const listed = async (path: string) =>
    Listed.parse(await phone.page.evaluate(async (url) => (await fetch(url, { credentials: 'same-origin' })).json(), path));

  it('says "nimenunua chakula 500 jana": Detected shows Yesterday, and the expense lands on yesterday', async () => {
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('heading', { level: 1, name: "Today's Expenses" }).waitFor();
    const today = localDay(new Date(), TIME_ZONE);

    await phone.page.getByRole('button', { name: 'Add expense' }).tap();
    const dialog = phone.page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.getByRole('button', { name: 'Start voice input' }).tap();
    const detected = dialog.getByRole('region', { name: 'Detected' });
    await detected.getByText('KES\u00a0500.00').waitFor();
    expect(await detected.getByTestId('detected-day').textContent()).toBe('Yesterday');
    expect(await detected.textContent()).toContain('Chakula');
    expect(await detected.textContent()).not.toContain('jana');
    await saveScreenshot(phone.page, 'said-day-detected.png');

    await dialog.getByRole('button', { name: 'Add to Sauti' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await listed('/api/expenses/weekly')).filter((row) => row.description === 'Chakula').length).toBe(1);
    const [recorded] = (await listed('/api/expenses/weekly')).filter((row) => row.description === 'Chakula');
    // A midnight may pass during the journey; either side of it is right.
    expect([addDays(today, -1), addDays(localDay(new Date(), TIME_ZONE), -1)]).toContain(localDay(recorded?.createdAt ?? '', TIME_ZONE));
    expect((await listed('/api/expenses/today')).map((row) => row.description)).not.toContain('Chakula');
    expect(phone.pageErrors).toEqual([]);
  });

  it('typed while the server cannot answer, the phone’s parser hears "juzi" and keeps it on the day before yesterday', async () => {
    // Analysis fails (as on a dead link); recording still goes through.
    await phone.page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('AnalyzeExpense') ? route.abort('internetdisconnected') : route.continue(),
    );
    const today = localDay(new Date(), TIME_ZONE);
    await phone.page.getByRole('button', { name: 'Add expense' }).tap();
    const dialog = phone.page.getByRole('dialog', { name: 'Add Expense' });
    const field = dialog.getByLabel('Type your expense');
    await field.fill('juzi nauli 100');
    await field.press('Enter');
    const detected = dialog.getByRole('region', { name: 'Detected' });
    await detected.getByText('KES\u00a0100.00').waitFor({ timeout: 15_000 });
    const shown = await detected.getByTestId('detected-day').textContent();
    expect(shown).not.toBe('Yesterday');
    expect(shown).toMatch(/^\w{3} \d{1,2} \w{3}$/u);
    await saveScreenshot(phone.page, 'said-day-phone-parser.png');
    await dialog.getByRole('button', { name: 'Add to Sauti' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await listed('/api/expenses/weekly')).filter((row) => row.description === 'Nauli').length).toBe(1);
    const [recorded] = (await listed('/api/expenses/weekly')).filter((row) => row.description === 'Nauli');
    expect([addDays(today, -2), addDays(localDay(new Date(), TIME_ZONE), -2)]).toContain(localDay(recorded?.createdAt ?? '', TIME_ZONE));
    expect(phone.pageErrors).toEqual([]);
  });
});
