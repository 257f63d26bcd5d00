// Settings, onboarding and toasts as a person in Nairobi meets them on a 360 x 740 phone (issue 15
// items 5, 8, 9, 10): the time zone preselects Kenya, Back goes back, logging in keeps Swahili on
// Home and in Settings, the Save bar and its leave question, the goal's field message, and a toast
// that docks above the bottom navigation without covering the Online chip.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { createMemorySender } from '../support/codes.ts';

const PHONE = '0712000155';
const E164 = '+254712000155';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describeJourney('settings, onboarding and toasts on a phone in Nairobi', () => {
  const sender = createMemorySender();
  const journey = useJourney({ codeSender: sender });

  async function phone(timezoneId: string, locale = 'en-US'): Promise<{ page: Page; questions: string[] }> {
    const page = await journey.newPage({ timezoneId, locale, viewport: SMALL_PHONE });
    // The leave question is answered "stay" (dismiss); any other dialog is an alert and accepted.
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void (dialog.type() === 'confirm' ? dialog.dismiss() : dialog.accept());
    });
    await page.goto(journey.url());
    return { page, questions };
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
  const storedLanguage = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('sauti.preferences') ?? '{}').language);

  it('preselects the country the time zone suggests, says why Next waits, has Back, and keeps the last country clear of the footer', async () => {
    const { page } = await phone('Australia/Sydney', 'en-AU');
    await heading(page, 'Welcome to Sauti').waitFor();
    await expect.poll(() => page.title()).toBe('Welcome · Sauti');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await heading(page, 'Select Your Country').waitFor();
    // No suggestion for Sydney: nothing is chosen, and the footer says why Next waits.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await next.isDisabled()).toBe(true);
    expect(await next.getAttribute('aria-describedby')).toBe('onboarding-next-hint');
    await page.getByText('Choose your country to continue.').waitFor();
    const last = page.getByRole('radio', { name: /European Union/ });
    await last.focus();
    await page.keyboard.press('Space');
    expect(await next.isDisabled()).toBe(false);
    const label = page.locator('label', { has: last });
    // The footer starts at its step dots.
    const footer = page.getByRole('img', { name: 'Step 2 of 4' });
    expect((await box(label)).y + (await box(label)).height).toBeLessThanOrEqual((await box(footer)).y);
    await saveScreenshot(page, 'phone-settings-onboarding-last-country.png');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, 'Welcome to Sauti').waitFor();
    await page.context().close();
  });

  it('logs in from Nairobi and keeps Swahili on Home and in Settings; Settings saves through its bar and asks before leaving, by link or Back', async () => {
    // Swahili voice with English screens, as chosen on an earlier visit: Welcome keeps Kiswahili chosen.
    const { page, questions } = await phone('Africa/Nairobi');
    await page.evaluate(() => localStorage.setItem('sauti.preferences', JSON.stringify({ language: 'sw', interfaceLanguage: 'en' })));
    await page.reload();
    await heading(page, 'Welcome to Sauti').waitFor();
    expect(await page.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0);
    // An en-US phone in Nairobi lists English first (its locale), Kiswahili next (its time zone).
    const languages = page.getByRole('group', { name: 'Your language' }).getByRole('radio');
    await languages.first().waitFor({ state: 'attached' });
    expect(await languages.evaluateAll((radios) => radios.slice(0, 2).map((radio) => radio.getAttribute('value')))).toEqual(['en', 'sw']);
    expect(await page.getByRole('radio', { name: 'Kiswahili' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await heading(page, 'Select Your Country').waitFor();
    expect(await page.getByRole('radio', { name: /Kenya/ }).isChecked()).toBe(true);
    await saveScreenshot(page, 'phone-settings-onboarding-kenya.png');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await heading(page, 'Welcome to Sauti').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await page.getByRole('radio', { name: /Kenya/ }).isChecked()).toBe(true);
    for (const step of ['How It Works', 'Stay Organized']) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await heading(page, step).waitFor();
    }
    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page, 'Login with WhatsApp').waitFor();
    expect(await storedLanguage(page)).toBe('sw');

    await page.getByLabel('WhatsApp number').fill(PHONE);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await heading(page, 'Enter Verification Code').waitFor();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(sender.lastCode(E164), { delay: 30 });
    await page.getByRole('button', { name: 'Verify' }).click();
    await heading(page, 'Welcome Back').waitFor();
    await heading(page, "Today's Expenses").waitFor({ timeout: 5000 });
    await expect.poll(() => page.title()).toBe('Home · Sauti');
    expect(await storedLanguage(page)).toBe('sw');

    // Home's voice language: the Add Expense modal opens in Swahili.
    await page.getByRole('button', { name: 'Add expense' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Expense' });
    expect(await modal.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('sw');
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await heading(page, 'Settings').waitFor();
    await expect.poll(() => page.title()).toBe('Settings · Sauti');
    const voiceLanguage = page.getByRole('combobox', { name: 'Voice language' });
    expect(await voiceLanguage.inputValue()).toBe('sw');
    await expect.poll(() => page.getByLabel('WhatsApp Number').inputValue()).toBe(E164);
    // The account on the server says Swahili too (a fresh page asks it).
    const me = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { language currency } }' }),
      });
      return (await response.json()).data.me;
    });
    expect(me).toEqual({ language: 'sw', currency: 'KES' });

    // No edit, no Save bar; an edit shows it, and leaving asks (answered "stay").
    const save = page.getByRole('button', { name: 'Save Settings' });
    expect(await save.count()).toBe(0);
    const goal = page.getByLabel('Monthly Savings Goal');
    await goal.fill('-500');
    await save.waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    expect(questions).toEqual(['Your settings are not saved yet. Leave without saving?']);
    expect(await page.title()).toBe('Settings · Sauti');
    // The browser's (or the phone's) Back asks the same, and staying keeps the edit.
    await page.evaluate(() => window.history.back());
    await expect.poll(() => questions.length).toBe(2);
    expect(questions[1]).toBe(questions[0]);
    expect(await page.title()).toBe('Settings · Sauti');
    expect(await goal.inputValue()).toBe('-500');

    // A negative goal is named in its field, not in the generic failure toast.
    await save.click();
    await page.getByText('Enter 0 or more').waitFor();
    expect(await goal.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Failed to update settings. Please try again.').count()).toBe(0);
    await saveScreenshot(page, 'phone-settings-negative-goal.png');
    // The bar stays clear of the bottom navigation.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect((await box(save)).y + (await box(save)).height).toBeLessThanOrEqual((await box(nav)).y);

    await goal.fill('500');
    await save.click();
    const toasts = page.getByRole('list', { name: 'Notifications (F8)' });
    await toasts.getByText('Settings updated').waitFor();
    expect(await toasts.getByRole('status').count()).toBe(1);
    expect(await save.count()).toBe(0);
    // The bar went away with focus on its button: focus is back on the edited field, not the page.
    expect(await goal.evaluate((input) => input === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'phone-settings-saved-toast.png');
    const toast = toasts.getByRole('status');
    expect((await box(toast)).y + (await box(toast)).height).toBeLessThanOrEqual((await box(nav)).y);

    // Saved, so Back reaches Home at once, without a question; the toast there covers neither nav nor chip.
    await page.evaluate(() => window.history.back());
    await heading(page, "Today's Expenses").waitFor();
    expect(questions).toHaveLength(2);
    const chip = page.getByRole('status').filter({ hasText: 'Online' });
    const mic = page.getByRole('button', { name: 'Add expense' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await toast.waitFor();
    expect(overlaps(await box(toast), await box(chip))).toBe(false);
    expect(overlaps(await box(toast), await box(mic))).toBe(false);
    expect((await box(toast)).y + (await box(toast)).height).toBeLessThanOrEqual((await box(nav)).y);
    await saveScreenshot(page, 'phone-settings-home-after-save.png');
    await page.reload();
    await heading(page, "Today's Expenses").waitFor();
    expect(await storedLanguage(page)).toBe('sw');

    await page.goto(journey.url('/no-such-page'));
    await heading(page, '404 Page Not Found').waitFor();
    await expect.poll(() => page.title()).toBe('Page not found · Sauti');
    expect(journey.pageErrors).toEqual([]);
    await page.context().close();
  });
});
