// The note in headless chromium on a 360 x 740 phone, against the real server: an expense's note is
// written in Home's edit dialog, shown under its description and on its History row, kept by the server
// (a new load shows it again) and cleared the same way.
import { expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';

const FAKES = { phrase: '', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES', phone: '0712345678', walletConnected: true, usdtBalance: '245.80' } };

describeJourney('the note on a phone', () => {
  const phone = usePhone({ viewport: SMALL_PHONE, fakes: FAKES });

  const row = () => phone.page.getByRole('listitem').filter({ hasText: 'Chakula cha mchana' });
  // The server's own record, whatever day it falls on: near midnight the server's "today" (the account's
  // zone) and the phone's may differ, and the test read an empty today.
  const serverNote = async () => {
    const ledger = await phone.page.request.get(phone.url('/api/expenses'));
    const { items } = (await ledger.json()) as { items: { description: string; note?: string }[] };
    return items.find((item) => item.description === 'Chakula cha mchana')?.note ?? null;
  };

  it('writes, shows, keeps and clears an expense note from the edit dialog', async () => {
    await phone.page.goto(phone.url('/'));
    await phone.page.getByRole('heading', { level: 1, name: "Today's Expenses" }).waitFor();
    const recorded = await phone.page.request.post(phone.url('/api/expenses'), {
      data: { description: 'Chakula cha mchana', amount: '250', currency: 'KES', category: 'food', language: 'sw' },
    });
    expect(recorded.status()).toBe(201);
    await phone.page.reload();
    await row().waitFor();

    await row().getByRole('button', { name: 'Edit Chakula cha mchana' }).tap();
    const dialog = phone.page.getByRole('dialog', { name: 'Choose Category' });
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Lunch for the whole stall team');
    await saveScreenshot(phone.page, 'note-edit.png');
    await dialog.getByRole('button', { name: 'Save note' }).tap();
    await phone.page.getByRole('status').filter({ hasText: 'Note saved.' }).waitFor();
    await row().getByText('Lunch for the whole stall team').waitFor();
    await expect.poll(serverNote).toBe('Lunch for the whole stall team');
    await phone.page.getByRole('status').filter({ hasText: 'Note saved.' }).waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(phone.page, 'note-shown.png');

    // History's row shows it after the time, on the row's one line.
    await phone.page.goto(phone.url('/history'));
    const historyRow = phone.page.locator('[data-expense-id]').filter({ hasText: 'Chakula cha mchana' });
    await historyRow.getByText('Lunch for the whole stall team').waitFor();
    await saveScreenshot(phone.page, 'note-history.png');

    await phone.page.goto(phone.url('/'));
    await row().getByText('Lunch for the whole stall team').waitFor();
    await row().getByRole('button', { name: 'Edit Chakula cha mchana' }).tap();
    expect(await dialog.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Lunch for the whole stall team');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('');
    await dialog.getByRole('button', { name: 'Save note' }).tap();
    await row().getByText('Lunch for the whole stall team').waitFor({ state: 'detached' });
    await expect.poll(serverNote).toBe(null);
    expect(phone.pageErrors).toEqual([]);
  });
});
