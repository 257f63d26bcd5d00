// Fixing a saving on a 360 x 740 phone, against the real server: a saving recorded by hand has its
// amount and note edited in its dialog, the list and the server show them, a reload still does, and an
// edit made offline says "saved on this phone" and reaches the server once when the network is back.
import { expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';
import { addSavingByHand } from './savingsSupport.ts';

const FAKES = { phrase: '', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES' } };

describeJourney('editing a saving on a phone', () => {
  // Blocked so that every request the page makes is seen here (a worker's fetches are not the page's).
  const phone = usePhone({ viewport: SMALL_PHONE, fakes: FAKES, serviceWorkers: 'block' });

  const row = () => phone.page.getByRole('region', { name: 'Your Savings' }).getByRole('listitem').filter({ hasText: 'Karo' });
  /** The server's own record of the saving, read through GraphQL with the page's session. */
  const onServer = async () => {
    const response = await phone.page.request.post(phone.url('/graphql'), {
      data: { query: '{ savings { description amount note } }' },
      headers: { 'content-type': 'application/json' },
    });
    const { data } = (await response.json()) as { data: { savings: { description: string; amount: string; note: string | null }[] } };
    return data.savings.filter((saving) => saving.description === 'Karo');
  };

  async function edit(amount: string, note?: string) {
    await row().getByRole('button', { name: 'Edit Karo' }).tap();
    const dialog = phone.page.getByRole('dialog', { name: 'Edit saving' });
    await dialog.getByLabel('Amount').fill(amount);
    if (note !== undefined) await dialog.getByLabel('Note').fill(note);
    return dialog;
  }

  it('edits the amount and note, shows them on the list and the server, keeps them after a reload, and syncs an offline edit once', async () => {
    const { page } = phone;
    await page.goto(phone.url('/savings'));
    await page.getByRole('heading', { level: 1, name: 'Savings' }).waitFor();
    await addSavingByHand(page, '1000', 'Karo');
    await expect.poll(onServer).toEqual([{ description: 'Karo', amount: '1000.00', note: null }]);

    const dialog = await edit('1500', 'Term 2 fees');
    // At 360 px the dialog and its Save fit on the screen.
    const box = await dialog.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(SMALL_PHONE.width);
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await saveScreenshot(page, 'saving-edit.png');
    expect(await axeViolations(page)).toEqual([]);
    await save.tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Saving updated' }).first().waitFor();
    // Focus is back on the row's Edit.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit Karo');
    await row().getByText('KES\u00a01,500.00').waitFor();
    await row().getByText('Term 2 fees').waitFor();
    await expect.poll(onServer).toEqual([{ description: 'Karo', amount: '1500.00', note: 'Term 2 fees' }]);
    await page.getByRole('status').filter({ hasText: 'Saving updated' }).first().waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(page, 'saving-edited.png');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await row().getByText('KES\u00a01,500.00').waitFor();
    await row().getByText('Term 2 fees').waitFor();

    const changes: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('OfflineChangeSaving')) changes.push(body);
    });
    await page.context().setOffline(true);
    const offline = await edit('2000');
    await offline.getByRole('button', { name: 'Save' }).tap();
    await offline.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Saved on this phone' }).first().waitFor();
    await row().getByText('Waiting to sync').waitFor();
    await row().getByText('KES\u00a02,000.00').waitFor();
    expect(await onServer()).toEqual([{ description: 'Karo', amount: '1500.00', note: 'Term 2 fees' }]);
    await page.context().setOffline(false);
    await row().getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(onServer).toEqual([{ description: 'Karo', amount: '2000.00', note: 'Term 2 fees' }]);
    expect(changes).toHaveLength(1);
    expect(phone.pageErrors).toEqual([]);
  });
});
