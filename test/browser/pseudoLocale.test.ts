// Issue 18: every screen in the pseudo-locale en-XA (accented, a third longer) shows no plain
// English: a text node, label or placeholder of two or more unaccented Latin letters is a string
// that bypassed the catalogs.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { pseudoText } from '../../web/src/i18n/pseudo.ts';

/** Every screen and dialog, each visited below. */
const COVERED_SCREENS = [
  'savings-tracker', 'savings-usdt', 'savings-goals', 'savings-add', 'savings-goal-dialog',
  'insights-analytics', 'insights-budgets', 'insights-net-worth', 'insights-subscriptions',
  'family-empty', 'family-create', 'family-join', 'family-group', 'family-voice', 'family-add-expense',
  'onboarding-welcome', 'onboarding-country', 'onboarding-how-it-works', 'onboarding-stay-organized', 'login',
  'wallet-connect', 'home', 'home-converter', 'home-add-expense', 'home-add-expense-detected', 'toasts',
  'settings', 'settings-login', 'settings-wallet', 'import', 'import-preview', 'not-found',
] as const;

/**
 * Words allowed in plain Latin letters: brands, what the person typed, and Intl's own output (en-XA is
 * no real locale, so dates fall back to English). Currency codes and invite codes (all capitals) go by shape.
 */
const ALLOWED = new Set([
  'Sauti', 'USDT', 'Sorted', 'Wallet', 'WhatsApp', 'CSV', 'APR', 'iOS', 'Android', 'AI', 'Nyumbani',
  'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'AM', 'PM',
  'January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  // The import preview: the M-Pesa brand, and the fee's description as the parser names it (domain/payments/
  // mpesa.ts), which is the saved expense's text (data, like a typed description), not interface.
  'Pesa', 'transaction', 'cost',
  // Names of languages, countries and currencies: in a real language Intl.DisplayNames gives them in that
  // language (format/displayName.ts, user/currencies.ts); en-XA is no locale CLDR knows, so it takes the
  // English path (speaksEnglish) and shows the spec's English names, as English itself does. Beside them
  // each language's own name (Kiswahili, Français, Asụsụ Igbo, Yorùbá, isiZulu), shown in every language
  // by design; and the shilling symbols (KSh, USh, TSh).
  'English', 'Swahili', 'Kiswahili', 'French', 'Fran', 'ais', 'Arabic', 'Amharic', 'Hausa', 'Igbo', 'As', 'Yoruba', 'Yor',
  'Zulu', 'isiZulu', 'Afrikaans', 'Kannada', 'Gujarati', 'Hindi', 'Tamil', 'Marathi', 'Malayalam', 'Odia', 'Telugu', 'Bengali',
  'Punjabi', 'Assamese', 'Urdu',
  'Kenya', 'Nigeria', 'South', 'Africa', 'Ghana', 'Uganda', 'Tanzania', 'Ethiopia', 'Morocco', 'Egypt', 'India', 'Bangladesh',
  'Pakistan', 'United', 'States', 'Kingdom', 'European', 'Union',
  'KSh', 'USh', 'TSh', 'Kenyan', 'Shilling', 'US', 'Dollar', 'Euro', 'British', 'Pound', 'Ugandan', 'Tanzanian', 'Nigerian', 'Naira', 'African', 'Rand',
  'GH', 'Ghanaian', 'Cedi', 'Br', 'Ethiopian', 'Birr', 'DH', 'Moroccan', 'Dirham', 'Egyptian', 'Indian', 'Rupee', 'Bangladeshi', 'Taka',
  'Rs', 'Pakistani', 'West', 'Central', 'Franc', 'Tether',
  // Voice data, not interface: the typed-expense box's example phrases are what a person says in Swahili.
  'nimenunua', 'chakula', 'weka', 'akiba', 'kwa', 'dharura',
]);

/** Plain-English words visible (text, aria-label, placeholder, title) inside `scope`. */
async function plainEnglish(scope: Locator): Promise<string[]> {
  const texts = await scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('[aria-hidden="true"], script, style, svg, noscript') === null && node.textContent) found.push(node.textContent);
    }
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  return texts
    // Letters and digits together are a code (an invite code such as PA7XK9), never a word.
    .flatMap((text) => text.match(/[A-Za-z0-9]+/g) ?? [])
    .filter((word) => /^[A-Za-z]{2,}$/.test(word) && !ALLOWED.has(word) && !/^[A-Z]{3,}$/.test(word));
}

/** A real M-Pesa payment, for the import preview. */
const MPESA_MESSAGE =
  'QGH7ABC123 Confirmed. Ksh500.00 paid to NAIVAS WESTLANDS. on 12/3/24 at 1:05 PM.New M-PESA balance is Ksh2,300.00. Transaction cost, Ksh7.00.';

describeJourney('pseudo-locale: no hard-coded English on any screen', () => {
  const journey = useJourney();
  const found: Record<string, string[]> = {};

  async function check(page: Page, screen: (typeof COVERED_SCREENS)[number], scope: Locator) {
    await page.waitForTimeout(200);
    found[screen] = [...new Set(await plainEnglish(scope))];
    await saveScreenshot(page, `pseudo-${screen}.png`);
  }

  async function closeDialog(dialog: Locator) {
    await dialog.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }

  it('visits Savings, Insights and Family with their dialogs', async () => {
    // A Swahili phone: its example phrases are Swahili voice data, not English interface.
    const page = await journey.newPage({ timezoneId: 'Africa/Nairobi', locale: 'sw-KE', viewport: SMALL_PHONE });
    await page.addInitScript(() => localStorage.setItem('sauti.pseudoLocale', 'on'));
    const url = journey.url();
    const main = page.locator('main');
    const dialog = page.getByRole('dialog').first();
    const tabs = page.getByRole('tablist');

    await page.goto(`${url}/savings`);
    await tabs.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    await check(page, 'savings-tracker', main);
    for (const tab of ['usdt', 'goals'] as const) {
      await page.goto(`${url}/savings?tab=${tab}`);
      await tabs.waitFor();
      await check(page, `savings-${tab}`, main);
    }
    await main.getByRole('button').filter({ hasText: /^Çŕéàţé/ }).first().click();
    await dialog.waitFor();
    await check(page, 'savings-goal-dialog', dialog);
    await closeDialog(dialog);
    await page.locator('header').getByRole('button').first().click();
    await dialog.waitFor();
    await check(page, 'savings-add', dialog);
    await closeDialog(dialog);

    for (const tab of ['analytics', 'budgets', 'net-worth', 'subscriptions'] as const) {
      await page.goto(tab === 'analytics' ? `${url}/analytics` : `${url}/analytics?tab=${tab}`);
      await tabs.waitFor();
      await check(page, `insights-${tab}`, main);
    }

    await page.goto(`${url}/family`);
    await main.locator('h1').waitFor();
    await check(page, 'family-empty', main);
    await main.getByRole('button').filter({ hasText: /^Ĵöîñ/ }).first().click();
    await dialog.waitFor();
    await check(page, 'family-join', dialog);
    await closeDialog(dialog);
    await main.getByRole('button').filter({ hasText: /^Çŕéàţé/ }).first().click();
    await dialog.waitFor();
    await check(page, 'family-create', dialog);
    await dialog.getByRole('textbox').first().fill('Nyumbani');
    await dialog.getByRole('button').filter({ hasText: /^Çŕéàţé/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Nyumbani' }).waitFor();
    await check(page, 'family-group', main);
    await main.getByRole('button').filter({ hasText: /Ṽöîçé/ }).first().click();
    await dialog.waitFor();
    await check(page, 'family-voice', dialog);
    await closeDialog(dialog);
    await main.getByRole('button').filter({ hasText: /^Àđđ Éẋþéñšé/ }).first().click();
    await dialog.waitFor();
    await check(page, 'family-add-expense', dialog);
    await closeDialog(dialog);

    await page.context().close();
  });

  it('visits the first run, Home, Settings, the import and the 404 page', async () => {
    // A Swahili phone: its example phrases are Swahili voice data, not English interface.
    const page = await journey.newPage({ timezoneId: 'Africa/Nairobi', locale: 'sw-KE', viewport: SMALL_PHONE });
    await page.addInitScript(() => localStorage.setItem('sauti.pseudoLocale', 'on'));
    const url = journey.url();
    const body = page.locator('body');
    const dialog = page.getByRole('dialog').first();
    const button = (english: string) => page.getByRole('button', { name: pseudoText(english), exact: true });
    const heading = (english: string) => page.getByRole('heading', { name: pseudoText(english), exact: true });

    await page.goto(url);
    await heading('Welcome to Sauti').waitFor();
    await check(page, 'onboarding-welcome', body);
    await button('Next').click();
    await heading('Select Your Country').waitFor();
    await check(page, 'onboarding-country', body);
    await button('Next').click();
    await page.waitForTimeout(300);
    await check(page, 'onboarding-how-it-works', body);
    await button('Next').click();
    await page.waitForTimeout(300);
    await check(page, 'onboarding-stay-organized', body);
    await button('Get Started').click();
    await button('Send Code').waitFor();
    await check(page, 'login', body);
    await button('Skip for now').click();
    await page.locator('main h1, main h2').first().waitFor();
    await check(page, 'home', body);
    // The wallet's screen, opened from its card on Home (not a first-run step).
    await page.getByRole('link', { name: pseudoText('Connect'), exact: true }).click();
    await heading('Connect Sorted Wallet').waitFor();
    await check(page, 'wallet-connect', body);
    await button('Skip for now').click();
    await page.locator('main h1, main h2').first().waitFor();
    await button('Convert to USDT').click();
    await dialog.waitFor();
    await check(page, 'home-converter', dialog);
    await closeDialog(dialog);
    // The floating mic pulses, so it is never "stable" for Playwright's actionability wait.
    await button('Add expense').click({ force: true });
    await dialog.waitFor();
    await check(page, 'home-add-expense', dialog);
    const typed = page.getByLabel(pseudoText('Type your expense'));
    await typed.fill('Nyumbani 200');
    await typed.press('Enter');
    const confirm = button('Add to Sauti');
    await confirm.and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
    await check(page, 'home-add-expense-detected', dialog);
    await confirm.click();
    // The whole toast area: the toast's title and description, any action button, and the region's names.
    await page.getByRole('status').filter({ hasText: pseudoText('Expense added') }).waitFor();
    await check(page, 'toasts', page.getByRole('region', { name: pseudoText('Notifications'), exact: true }));

    await page.goto(`${url}/settings`);
    await page.locator('main h1').waitFor();
    await check(page, 'settings', body);
    await button('Login with WhatsApp').click();
    await dialog.waitFor();
    await check(page, 'settings-login', dialog);
    await closeDialog(dialog);
    await button('Connect Sorted Wallet').first().click();
    await dialog.waitFor();
    await check(page, 'settings-wallet', dialog);
    await closeDialog(dialog);

    await page.goto(`${url}/import`);
    await page.locator('main h1').waitFor();
    await check(page, 'import', body);
    await page.getByLabel(pseudoText('Payment messages')).fill(MPESA_MESSAGE);
    await button('Preview').click();
    await page.getByText(pseudoText('Payments'), { exact: true }).first().waitFor();
    await check(page, 'import-preview', body);
    await page.goto(`${url}/no-such-page`);
    await page.locator('main h1').waitFor();
    await check(page, 'not-found', body);
    await page.context().close();
  });

  it('covers every screen listed', () => {
    expect(Object.keys(found).sort()).toEqual([...COVERED_SCREENS].sort());
    expect(Object.fromEntries(Object.entries(found).filter(([, words]) => words.length > 0))).toEqual({});
  });
});
