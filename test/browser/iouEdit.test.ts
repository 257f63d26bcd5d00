// Fixing money lent on a 360 x 740 phone, against the real server: "Juma 500" recorded by hand (meant
// 5000), 200 repaid, its amount edited to 5000 in its dialog leaves 4800 outstanding on the screen and
// the server; an edit made offline says "saved on this phone" and reaches the server once.
import { expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';

const FAKES = { phrase: '', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES' } };

describeJourney('editing money lent on a phone', () => {
  // Blocked so that every request the page makes is seen here (a worker's fetches are not the page's).
  const phone = usePhone({ viewport: SMALL_PHONE, fakes: FAKES, serviceWorkers: 'block' });

  const row = () => phone.page.getByRole('listitem').filter({ hasText: 'Lent to Juma' });
  /** The server's own record of the IOU, read through REST with the page's session. */
  const onServer = async () => {
    const response = await phone.page.request.get(phone.url('/api/ious'));
    const ious = (await response.json()) as { person: string; amount: string; repaid: string; outstanding: string; note: string | null }[];
    return ious.map(({ person, amount, repaid, outstanding, note }) => ({ person, amount, repaid, outstanding, note }));
  };

  async function edit(amount: string, note?: string) {
    await row().getByRole('button', { name: 'Edit Juma' }).tap();
    const dialog = phone.page.getByRole('dialog', { name: 'Edit entry' });
    await dialog.getByLabel('Amount (KES)').fill(amount);
    if (note !== undefined) await dialog.getByLabel('Note').fill(note);
    return dialog;
  }

  it('edits the amount after a repayment, outstanding follows on the screen and the server, and an offline edit syncs once', async () => {
    const { page } = phone;
    await page.goto(phone.url('/ious'));
    await page.getByRole('heading', { level: 1, name: 'Lent & borrowed' }).waitFor();
    await page.getByLabel('Which way').selectOption('lent');
    await page.getByLabel('Person').fill('Juma');
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Add', exact: true }).tap();
    await row().getByText('KES\u00a0500.00 outstanding').waitFor();
    await row().getByRole('button', { name: 'Add repayment' }).tap();
    await row().getByLabel('Repayment amount').fill('200');
    await row().getByRole('button', { name: 'Save repayment' }).tap();
    await row().getByText('KES\u00a0300.00 outstanding').waitFor();
    await expect.poll(onServer).toEqual([{ person: 'Juma', amount: '500.00', repaid: '200.00', outstanding: '300.00', note: null }]);

    const dialog = await edit('5000', 'Kodi ya duka');
    // At 360 px the dialog and its Save fit on the screen.
    const box = await dialog.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(SMALL_PHONE.width);
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await saveScreenshot(page, 'iou-edit.png');
    expect(await axeViolations(page)).toEqual([]);
    await save.tap();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Entry updated' }).first().waitFor();
    // Focus is back on the row's Edit.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit Juma');
    await row().getByText('KES\u00a04,800.00 outstanding').waitFor();
    await row().getByText('of KES\u00a05,000.00').waitFor();
    await expect.poll(onServer).toEqual([{ person: 'Juma', amount: '5000.00', repaid: '200.00', outstanding: '4800.00', note: 'Kodi ya duka' }]);
    await page.getByRole('status').filter({ hasText: 'Entry updated' }).first().waitFor({ state: 'detached', timeout: 8000 });
    await saveScreenshot(page, 'iou-edited.png');
    expect(await axeViolations(page)).toEqual([]);

    const changes: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('OfflineChangeIou')) changes.push(body);
    });
    await page.context().setOffline(true);
    const offline = await edit('6000');
    await offline.getByRole('button', { name: 'Save' }).tap();
    await offline.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Saved on this phone' }).first().waitFor();
    await row().getByText('Waiting to sync').waitFor();
    await row().getByText('KES\u00a05,800.00 outstanding').waitFor();
    expect(await onServer()).toEqual([{ person: 'Juma', amount: '5000.00', repaid: '200.00', outstanding: '4800.00', note: 'Kodi ya duka' }]);
    await page.context().setOffline(false);
    await row().getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(onServer).toEqual([{ person: 'Juma', amount: '6000.00', repaid: '200.00', outstanding: '5800.00', note: 'Kodi ya duka' }]);
    expect(changes).toHaveLength(1);
    expect(phone.pageErrors).toEqual([]);
  });
});
