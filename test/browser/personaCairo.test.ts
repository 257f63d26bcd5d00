// Issue 33's third persona: a woman in Cairo on an Arabic phone, right to left: onboarding in Arabic
// with Egypt and pounds preselected, the recogniser in Egyptian Arabic (ar-EG), then the first week's
// tasks (personaSupport.ts) at 360 x 740, and Arabic-Indic digits chosen in Settings. Screenshots: persona-cairo-*.png.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, usePhone } from '../support/browser.ts';
import { personaSteps } from './personaSupport.ts';
import type { Persona } from './personaSupport.ts';

const CAIRO: Persona = {
  key: 'cairo',
  language: 'ar',
  currency: 'EGP',
  phrases: { expense: 'اشتريت خبز 200', loan: 'أقرضت مريم 250', bill: 'الإيجار كل شهر 3000' },
  expense: 'خبز',
  // Money lent to Maryam: "Maryam is indebted to you".
  lentTo: { person: 'مريم', line: /^مريم مدين لك بمبلغ .*250\.00/u },
  bill: 'الإيجار',
};

describeJourney('a woman in Cairo, in Arabic, right to left', () => {
  const phone = usePhone({
    viewport: SMALL_PHONE, locale: 'ar-EG', timezoneId: 'Africa/Cairo', serviceWorkers: 'block',
    fakes: { phrase: CAIRO.phrases.expense, preferences: {} },
  });
  let page: Page;
  let steps: ReturnType<typeof personaSteps>;
  beforeAll(() => {
    page = phone.page;
    steps = personaSteps(page, CAIRO);
  });

  it('walks onboarding in Arabic, right to left, Egypt and pounds preselected', async () => {
    const { w } = steps;
    await page.goto(phone.url('/'));
    await page.getByRole('heading', { name: w('firstRun.welcome.title') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const languages = page.getByRole('group', { name: w('firstRun.onboarding.languageLabel') }).getByRole('radio');
    await languages.first().waitFor({ state: 'attached' });
    expect(await languages.first().getAttribute('value')).toBe('ar');
    await steps.shot('welcome');
    await page.getByRole('button', { name: w('firstRun.onboarding.next'), exact: true }).click();
    await page.getByRole('heading', { name: w('firstRun.onboarding.countryTitle') }).waitFor();
    expect(await page.getByRole('radio', { name: /مصر/u }).isChecked()).toBe(true);
    await steps.shot('country');
    for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: w('firstRun.onboarding.next'), exact: true }).click();
    await page.getByRole('button', { name: w('firstRun.onboarding.getStarted'), exact: true }).click();
    await page.getByRole('button', { name: w('firstRun.login.skip') }).click();
    await steps.heading(w('home.title')).waitFor();
  });

  it('says the first expense, heard as Egyptian Arabic', async () => {
    await steps.firstExpense();
    expect(await page.evaluate(() => (Reflect.get(window, '__recognitions') as { lang: string }[]).map((session) => session.lang))).toEqual(['ar-EG']);
  });
  it('lends Maryam 250 and finds it again: the toast, Home, More › Lent & borrowed, History’s search', () => steps.loanFoundAgain());
  it('says a monthly rent to the mic, and it is due on Home at once', () => steps.monthlyBill());
  it('finds the expense in History', () => steps.history());
  it('opens Analytics at its top, the month in dates', () => steps.analyticsMonth());
  it('has pounds in Settings, among every currency, and writes numbers in Arabic-Indic digits when chosen', async () => {
    await steps.settingsCurrency(['EGP', 'MAD', 'KES', 'INR']);
    const { w } = steps;
    await page.getByLabel(w('settings.digits.label')).selectOption('native');
    await steps.nav().getByRole('link', { name: w('screens.home'), exact: true }).click();
    await steps.heading(w('home.title')).waitFor();
    await expect.poll(() => page.getByTestId('today-total').textContent()).toMatch(/[٠-٩]/u);
    await steps.shot('home-arabic-digits');
    await steps.noSideways();
    expect(phone.pageErrors).toEqual([]);
  });
});
