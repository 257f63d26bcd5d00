// Issue 33's second persona: a student in Pune on an en-IN phone (Asia/Kolkata) who picks हिन्दी on
// Welcome and skips the rest: rupees and India kept from the phone, English voice never Bengali, the
// screens in Hindi; then the first week's tasks (personaSupport.ts) at 360 x 740. Screenshots: persona-pune-*.png.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, usePhone } from '../support/browser.ts';
import { personaSteps, wordsIn } from './personaSupport.ts';
import type { Persona } from './personaSupport.ts';

const PUNE: Persona = {
  key: 'pune',
  language: 'hi',
  currency: 'INR',
  phrases: { expense: 'ऑटो 120', loan: 'मैंने अनिल को 2000 रुपये उधार दिए', bill: 'हर महीने मकान का किराया 8000' },
  expense: 'ऑटो',
  // Money lent to Anil: "on Anil, yours is outstanding".
  lentTo: { person: 'अनिल', line: /^अनिल पर आपके .*2,000\.00 बकाया हैं$/u },
  bill: 'मकान का किराया',
};

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sauti.preferences') ?? '{}') as Record<string, unknown>);

describeJourney('a student in Pune on an en-IN phone, in Hindi, onboarding skipped', () => {
  const phone = usePhone({
    viewport: SMALL_PHONE, locale: 'en-IN', timezoneId: 'Asia/Kolkata', serviceWorkers: 'block',
    fakes: { phrase: PUNE.phrases.expense, preferences: {} },
  });
  let page: Page;
  let steps: ReturnType<typeof personaSteps>;
  beforeAll(() => {
    page = phone.page;
    steps = personaSteps(page, PUNE);
  });

  it('offers English first (the phone’s), picks हिन्दी, skips: India, rupees, Hindi voice and screens', async () => {
    const en = wordsIn('en');
    const { w } = steps;
    await page.goto(phone.url('/'));
    await page.getByRole('heading', { name: en('firstRun.welcome.title') }).waitFor();
    const languages = page.getByRole('group', { name: en('firstRun.onboarding.languageLabel') }).getByRole('radio');
    await languages.first().waitFor({ state: 'attached' });
    // An en-IN phone in Kolkata: English first and chosen, never Bengali voice by the time zone alone.
    expect(await languages.first().getAttribute('value')).toBe('en');
    expect(await languages.first().isChecked()).toBe(true);
    await page.getByText('हिन्दी', { exact: true }).click();
    await page.getByRole('heading', { name: w('firstRun.welcome.title') }).waitFor();
    await steps.shot('welcome-hindi');
    await page.getByRole('button', { name: w('firstRun.onboarding.skip'), exact: true }).click();
    await page.getByRole('button', { name: w('firstRun.login.skip') }).click();
    await steps.heading(w('home.title')).waitFor();
    expect(await stored(page)).toMatchObject({ onboardingComplete: true, country: 'IN', currency: 'INR', language: 'hi' });
    // The account took India and rupees too, so "ऑटो 120" is 120 rupees wherever it is read.
    await expect.poll(async () => (await page.request.get(phone.url('/api/users/me'))).json()).toMatchObject({ currency: 'INR', country: 'IN' });
  });

  it('says the first expense, in rupees', async () => {
    await steps.firstExpense();
    expect(await page.locator('li[data-expense-id]').first().textContent()).toContain('120.00');
  });
  it('lends Anil 2000 and finds it again: the toast, Home, More › Lent & borrowed, History’s search', () => steps.loanFoundAgain());
  it('says a monthly rent to the mic, and it is due on Home at once', () => steps.monthlyBill());
  it('finds the expense in History', () => steps.history());
  it('opens Analytics at its top, the month in dates', () => steps.analyticsMonth());
  it('has rupees in Settings, among every currency', async () => {
    await steps.settingsCurrency(['INR', 'KES', 'BDT', 'PKR']);
    expect(await page.evaluate(() => (Reflect.get(window, '__recognitions') as { lang: string }[]).map((session) => session.lang))).toEqual(['hi-IN', 'hi-IN', 'hi-IN']);
    expect(phone.pageErrors).toEqual([]);
  });
});
