// The three newcomers of issue 33 walk the same first week on a 360 x 740 phone, each in their own
// language: the first expense said to the mic, money lent found again from the navigation, a monthly
// bill said to the mic, History, Analytics' month and Settings' currency. The words on screen are read
// from the persona's catalogs (web/src/i18n/locales/<lang>/), so a journey checks what that person sees.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveScreenshot } from '../support/browser.ts';

const LOCALES = fileURLToPath(new URL('../../web/src/i18n/locales/', import.meta.url));

/** A catalog message in `language`, its simple placeholders filled (no plural or select). */
export function wordsIn(language: string) {
  const cache = new Map<string, Record<string, string>>();
  return (id: string, values: Readonly<Record<string, string>> = {}): string => {
    const feature = id.split('.')[0] ?? '';
    const file = `${LOCALES}${language}/${feature}.json`;
    const catalog = cache.get(file) ?? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    cache.set(file, catalog);
    const text = catalog[id];
    if (text === undefined) throw new Error(`${language} has no ${id}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}

/** One option of a single-level ICU select ("{cycle, select, weekly {…} monthly {…} other {…}}"). */
function selectOption(text: string, key: string): string {
  const found = new RegExp(`\\b${key} \\{([^{}]*)\\}`, 'u').exec(text);
  if (found?.[1] === undefined) throw new Error(`no ${key} in ${text}`);
  return found[1];
}

export interface Persona {
  /** For the screenshots' names: persona-<key>-<step>.png. */
  key: string;
  language: string;
  currency: string;
  phrases: { expense: string; loan: string; bill: string };
  /** What Detected shows and Home then lists for the first expense. */
  expense: string | RegExp;
  /** The person money was lent to, and the Lent & borrowed line for it, in the persona's words. */
  lentTo: { person: string; line: RegExp };
  /** The bill's name as Due soon lists it. */
  bill: string | RegExp;
}

export function personaSteps(page: Page, persona: Persona) {
  const w = wordsIn(persona.language);
  const shot = (step: string) => saveScreenshot(page, `persona-${persona.key}-${step}.png`);
  const nav = () => page.getByRole('navigation', { name: w('shell.nav.label') });
  const heading = (text: string) => page.getByRole('heading', { level: 1, name: text, exact: true });
  const toasts = () => page.getByRole('list', { name: w('ui.notificationsList') });

  /** The last toast gone, so a screenshot shows the screen (a toast lasts 5 s). */
  const quiet = () => toasts().locator('li').waitFor({ state: 'detached', timeout: 10_000 });

  /** Taps Home's mic button, lets the fake recogniser say `phrase`, waits for Detected and confirms it. */
  async function say(phrase: string, detected: string | RegExp, step: string) {
    await page.evaluate((next) => Reflect.set(window, '__nextPhrase', next), phrase);
    await page.getByRole('button', { name: w('voice.openButton'), exact: true }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: w('voice.title') });
    await dialog.getByRole('button', { name: w('voice.mic.idle.action') }).click();
    const card = dialog.getByRole('region', { name: w('voice.detected') });
    await card.getByText(detected).first().waitFor({ timeout: 20_000 });
    await shot(`${step}-detected`);
    await dialog.getByRole('button', { name: w('voice.confirm') }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  }

  async function goHome() {
    await nav().getByRole('link', { name: w('screens.home'), exact: true }).click();
    await heading(w('home.title')).waitFor();
  }

  async function openMore(place: string) {
    await nav().getByRole('button', { name: w('shell.nav.more') }).click();
    const sheet = page.getByRole('dialog', { name: w('shell.nav.more') });
    await sheet.getByRole('link', { name: place, exact: true }).click();
  }

  const noSideways = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  return {
    w,
    shot,
    nav,
    heading,
    noSideways,
    /** The first expense, said to the mic, listed on Home. */
    async firstExpense() {
      await heading(w('home.title')).waitFor();
      await shot('home-empty');
      await say(persona.phrases.expense, persona.expense, 'expense');
      await page.locator('li[data-expense-id]').filter({ hasText: persona.expense }).waitFor();
      await shot('first-expense');
      await noSideways();
    },
    /** Money lent, said to the mic: the toast leads to it, Home shows who owes whom, More reaches it, History's search finds it. */
    async loanFoundAgain() {
      await say(persona.phrases.loan, persona.lentTo.person, 'loan');
      const link = toasts().getByRole('link', { name: w('screens.ious') });
      await link.waitFor();
      await shot('loan-toast');
      // Home: who owes whom, in the right direction.
      const card = page.getByRole('region', { name: w('screens.ious') });
      await card.getByText(persona.lentTo.line).waitFor();
      await quiet();
      await card.scrollIntoViewIfNeeded();
      await shot('loan-home');
      // The navigation: More, then Lent & borrowed.
      await openMore(w('screens.ious'));
      await heading(w('screens.ious')).waitFor();
      await page.getByRole('region', { name: w('ious.peopleHeading') }).getByText(persona.lentTo.line).waitFor();
      await shot('loan-ious');
      await noSideways();
      // History's search finds it by the person's name.
      await openMore(w('screens.history'));
      await heading(w('screens.history')).waitFor();
      await page.getByRole('searchbox').fill(persona.lentTo.person);
      await page.getByRole('region', { name: w('screens.ious') }).getByRole('link').first().waitFor();
      await shot('loan-history-search');
    },
    /** A monthly bill said to the mic: set up as a bill, due today on Home at once. */
    async monthlyBill() {
      await goHome();
      await say(persona.phrases.bill, selectOption(w('voice.billEvery'), 'monthly'), 'bill');
      const strip = page.getByRole('region', { name: w('bills.dueSoon') });
      await strip.getByText(persona.bill).waitFor({ timeout: 20_000 });
      await shot('bill-due-soon');
    },
    /** History: the first expense is there. */
    async history() {
      await quiet();
      await openMore(w('screens.history'));
      await heading(w('screens.history')).waitFor();
      await page.getByText(persona.expense).first().waitFor();
      await shot('history');
      await noSideways();
    },
    /** Analytics from its tab, at its top, the Month view's bars labelled with dates. */
    async analyticsMonth() {
      await quiet();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await nav().getByRole('link', { name: w('screens.analytics'), exact: true }).click();
      await heading(w('screens.analytics')).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('button', { name: w('analytics.period.month'), exact: true }).click();
      const bars = page.getByTestId('day-bar');
      await expect.poll(() => bars.count()).toBeGreaterThan(0);
      // The first bar is the 1st of the month: its label is a date ("1" in the language's digits), never a weekday.
      const first = page.locator('#daily-title ~ ol li').first();
      expect(await first.locator('span').last().textContent()).toMatch(/^[1١۱१১૧੧೧൧୧௧౧]$/u);
      await shot('analytics-month');
      await noSideways();
    },
    /** Settings: the person's currency chosen, every supported currency offered. */
    async settingsCurrency(expected: readonly string[]) {
      await quiet();
      await nav().getByRole('link', { name: w('screens.settings'), exact: true }).click();
      await heading(w('screens.settings')).waitFor();
      const currency = page.locator('#settings-currency');
      expect(await currency.inputValue()).toBe(persona.currency);
      const offered = await currency.locator('option').evaluateAll((options) => options.map((option) => option.getAttribute('value')));
      for (const code of expected) expect(offered).toContain(code);
      await currency.scrollIntoViewIfNeeded();
      await shot('settings-currency');
    },
  };
}
