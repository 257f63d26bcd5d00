// The Add Expense modal on a 360 px touch phone against the real server (issue 15): "Add to Sauti"
// stays in the visible area with a result shown, also with the keyboard open (a 420 px high
// viewport); the focus starts on the mic; a refused microphone says how to allow it and moves to
// typing; "No amount yet" does not look like "Detected". Screenshots of each.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import type { FakeSpeech } from '../support/fakeSpeech.ts';

const PERSON = { onboardingComplete: true, language: 'sw', currency: 'KES', phone: '0712345678', walletConnected: true, usdtBalance: '245.80' };
const HEARS_CHAKULA: FakeSpeech = { phrase: 'nimenunua chakula 500', preferences: PERSON };
const MIC_REFUSED: FakeSpeech = { phrase: '', error: 'not-allowed', preferences: PERSON };

/** Where an element's box lies against the visual viewport, in CSS pixels. */
function placement(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const viewport = window.visualViewport;
    const area = { top: viewport?.offsetTop ?? 0, left: viewport?.offsetLeft ?? 0, height: viewport?.height ?? window.innerHeight, width: viewport?.width ?? window.innerWidth };
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside: box.top >= area.top && box.left >= area.left && box.bottom <= area.top + area.height && box.right <= area.left + area.width,
      onTop: hit !== null && (hit === element || element.contains(hit)),
      width: box.width,
      height: box.height,
    };
  });
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.getAttribute('id') ?? null);

describeJourney('the Add Expense modal on a 360 px phone', () => {
  const journey = useJourney();

  async function openModal(fakes: FakeSpeech, height: number) {
    const page = await journey.newPage({ viewport: { width: 360, height }, fakes });
    await page.goto(journey.url('/'));
    await page.getByRole('heading', { level: 1, name: "Today's Expenses" }).waitFor();
    await page.getByRole('button', { name: 'Add expense' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add Expense' });
    await dialog.waitFor();
    return { page, dialog };
  }

  for (const height of [740, 420]) {
    it(`keeps "Add to Sauti" in view with a result shown at 360 x ${height}, the focus starting on the mic`, async () => {
      const { page, dialog } = await openModal(HEARS_CHAKULA, height);
      expect(await focusedName(page)).toBe('Start voice input');
      await dialog.getByRole('button', { name: 'Start voice input' }).tap();
      const detected = dialog.getByRole('region', { name: 'Detected' });
      await detected.getByText('KES\u00a0500.00').waitFor();
      const confirm = dialog.getByRole('button', { name: 'Add to Sauti' });
      await confirm.and(page.locator(':enabled')).waitFor();
      expect(await placement(confirm)).toMatchObject({ inside: true, onTop: true });
      expect(await placement(dialog.getByRole('button', { name: 'Cancel' }))).toMatchObject({ inside: true, onTop: true });
      // And what it will add is in view too, not under the footer.
      await expect.poll(() => placement(detected)).toMatchObject({ inside: true, onTop: true });
      // The mic has made room for the result, and is still a comfortable target.
      const mic = await placement(dialog.getByRole('button', { name: 'Start voice input' }));
      expect(mic.width).toBeLessThan(96);
      expect(Math.min(mic.width, mic.height)).toBeGreaterThanOrEqual(44);
      expect(await dialog.evaluate((element) => element.scrollWidth <= 360)).toBe(true);
      await saveScreenshot(page, `phone-modal-detected-360x${height}.png`);

      await confirm.tap();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('listitem').filter({ hasText: 'Chakula' }).first().waitFor();
      expect(journey.pageErrors).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps "Add to Sauti" above the keyboard while typing (360 x 420)', async () => {
    const { page, dialog } = await openModal(HEARS_CHAKULA, 740);
    const field = dialog.getByRole('textbox', { name: 'Type your expense' });
    await field.tap();
    // The keyboard opens: the visible area shrinks to 420 px.
    await page.setViewportSize({ width: 360, height: 420 });
    await field.fill('nimenunua chakula 500');
    await field.press('Enter');
    const detected = dialog.getByRole('region', { name: 'Detected' });
    await detected.getByText('KES\u00a0500.00').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Add to Sauti' });
    await confirm.and(page.locator(':enabled')).waitFor();
    expect(await placement(confirm)).toMatchObject({ inside: true, onTop: true });
    await expect.poll(() => placement(detected)).toMatchObject({ inside: true, onTop: true });
    await saveScreenshot(page, 'phone-modal-typing-360x420.png');
    await page.context().close();
  });

  it('says how to allow a refused microphone, shows the mic blocked, and moves the focus to typing', async () => {
    const { page, dialog } = await openModal(MIC_REFUSED, 740);
    await dialog.getByRole('button', { name: 'Start voice input' }).tap();
    const alert = dialog.getByRole('alert');
    await alert.getByText('Speech recognition error: not-allowed').waitFor();
    expect(await alert.textContent()).toContain('allow the microphone for this site in your browser’s site settings');
    const blocked = dialog.getByRole('button', { name: 'Microphone blocked, try again' });
    await blocked.waitFor();
    await dialog.getByText('Microphone blocked', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('nimenunua chakula 500');
    expect(await dialog.getByRole('textbox', { name: 'Type your expense' }).evaluate((field) => field === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'phone-modal-mic-blocked.png');
    expect(journey.pageErrors).toEqual([]);
    await page.context().close();
  });

  it('shows a phrase without an amount as "No amount yet", unlike "Detected" (colour and sign)', async () => {
    const { page, dialog } = await openModal(HEARS_CHAKULA, 740);
    const field = dialog.getByRole('textbox', { name: 'Type your expense' });
    const look = (region: Locator) =>
      region.evaluate((element) => ({
        background: getComputedStyle(element).backgroundColor,
        heading: element.querySelector('h3')?.textContent ?? '',
        sign: element.querySelector('h3 svg path')?.getAttribute('d') ?? null,
      }));

    await field.fill('nimenunua chakula');
    await field.press('Enter');
    const noAmount = dialog.getByRole('region', { name: 'No amount yet' });
    await noAmount.waitFor();
    const incomplete = await look(noAmount);
    expect(await dialog.getByRole('button', { name: 'Add to Sauti' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'phone-modal-no-amount.png');

    await field.fill('nimenunua chakula 500');
    await field.press('Enter');
    const detected = dialog.getByRole('region', { name: 'Detected' });
    await detected.getByText('KES\u00a0500.00').waitFor();
    const complete = await look(detected);
    await saveScreenshot(page, 'phone-modal-detected.png');

    expect(incomplete.heading).toBe('No amount yet');
    expect(complete.heading).toBe('Detected');
    expect(incomplete.background).not.toBe(complete.background);
    expect(incomplete.sign).not.toBeNull();
    expect(complete.sign).not.toBeNull();
    expect(incomplete.sign).not.toBe(complete.sign);
    expect(journey.pageErrors).toEqual([]);
    await page.context().close();
  });
});
