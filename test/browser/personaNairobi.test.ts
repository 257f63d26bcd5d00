// Issue 33's first persona: a trader in Nairobi, a Swahili phone, onboarding walked in Kiswahili, then
// the first week's tasks (personaSupport.ts) at 360 x 740. Screenshots: persona-nairobi-*.png.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, usePhone } from '../support/browser.ts';
import { personaSteps } from './personaSupport.ts';
import type { Persona } from './personaSupport.ts';

const NAIROBI: Persona = {
  key: 'nairobi',
  language: 'sw',
  currency: 'KES',
  phrases: { expense: 'nimenunua chakula 500', loan: 'nimemkopesha Juma 500', bill: 'kodi ya nyumba kila mwezi 8000' },
  expense: 'Chakula',
  // Money lent to Juma: "you claim from Juma", never "Juma anakudai" (issue 33's worst slip).
  lentTo: { person: 'Juma', line: /^Unamdai Juma KES.500\.00$/u },
  bill: /kodi ya nyumba/iu,
};

describeJourney('a trader in Nairobi, in Kiswahili, meets Sauti', () => {
  const phone = usePhone({
    viewport: SMALL_PHONE, locale: 'sw-KE', timezoneId: 'Africa/Nairobi', serviceWorkers: 'block',
    fakes: { phrase: NAIROBI.phrases.expense, preferences: {} },
  });
  let page: Page;
  let steps: ReturnType<typeof personaSteps>;
  beforeAll(() => {
    page = phone.page;
    steps = personaSteps(page, NAIROBI);
  });

  it('walks onboarding in Kiswahili, Kenya and shillings preselected, onto Home', async () => {
    const { w } = steps;
    await page.goto(phone.url('/'));
    await page.getByRole('heading', { name: w('firstRun.welcome.title') }).waitFor();
    const languages = page.getByRole('group', { name: w('firstRun.onboarding.languageLabel') }).getByRole('radio');
    await languages.first().waitFor({ state: 'attached' });
    expect(await languages.first().getAttribute('value')).toBe('sw');
    expect(await languages.first().isChecked()).toBe(true);
    await steps.shot('welcome');
    await page.getByRole('button', { name: w('firstRun.onboarding.next'), exact: true }).click();
    await page.getByRole('heading', { name: w('firstRun.onboarding.countryTitle') }).waitFor();
    expect(await page.getByRole('radio', { name: /Kenya/u }).isChecked()).toBe(true);
    await steps.shot('country');
    for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: w('firstRun.onboarding.next'), exact: true }).click();
    await page.getByRole('button', { name: w('firstRun.onboarding.getStarted'), exact: true }).click();
    await page.getByRole('button', { name: w('firstRun.login.skip') }).click();
    await steps.heading(w('home.title')).waitFor();
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({ lang: 'sw', dir: 'ltr' });
  });

  it('says the first expense', () => steps.firstExpense());
  it('lends Juma 500 and finds it again: the toast, Home, More › Lent & borrowed, History’s search', () => steps.loanFoundAgain());
  it('says a monthly rent to the mic, and it is due on Home at once', () => steps.monthlyBill());
  it('finds the expense in History', () => steps.history());
  it('opens Analytics at its top, the month in dates', () => steps.analyticsMonth());
  it('has shillings in Settings, among every currency', async () => {
    await steps.settingsCurrency(['KES', 'INR', 'EGP', 'XOF']);
    // The recogniser listened in Kenyan Swahili.
    expect(await page.evaluate(() => (Reflect.get(window, '__recognitions') as { lang: string }[]).map((session) => session.lang))).toContain('sw-KE');
    expect(phone.pageErrors).toEqual([]);
  });
});
