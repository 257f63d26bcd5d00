// axe-core on every screen and modal at 360 x 740 (issue 15): the first run (onboarding steps,
// login, wallet connect), Home and its Add Expense and converter modals, Savings and Insights (all
// tabs), Lent & borrowed, History and its edit dialog, Family and its dialogs, Settings and its
// dialogs, and the 404 page. 0 violations each.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations, type Violation } from '../support/axe.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { createMemorySender } from '../support/codes.ts';

describeJourney('axe-core on every screen and modal at 360 x 740', () => {
  const sender = createMemorySender();
  const journey = useJourney({ codeSender: sender });
  const found: Record<string, Violation[]> = {};

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

  /** Checks the screen as it is now and keeps a screenshot named after it. */
  async function check(page: Page, screen: string) {
    // Let entry animations and count-ups settle (axe reads colours as painted); spinners never end.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    await page.waitForTimeout(300);
    found[screen] = await axeViolations(page);
    await saveScreenshot(page, `axe-${screen}.png`);
  }

  async function closeDialog(dialog: Locator) {
    await dialog.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }

  it('finds no violations anywhere', async () => {
    const page = await journey.newPage({ timezoneId: 'Africa/Nairobi', viewport: SMALL_PHONE });
    page.on('dialog', (dialog) => void dialog.accept());
    const url = journey.url();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto(url);

    await heading(page, 'Welcome to Sauti').waitFor();
    await check(page, 'onboarding-welcome');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await heading(page, 'Select Your Country').waitFor();
    await check(page, 'onboarding-country');
    await next.click();
    await heading(page, 'How It Works').waitFor();
    await check(page, 'onboarding-how-it-works');
    await next.click();
    await heading(page, 'Stay Organized').waitFor();
    await check(page, 'onboarding-stay-organized');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page, 'Login with WhatsApp').waitFor();
    await check(page, 'login-phone');
    await page.getByLabel('WhatsApp number').fill('0712000166');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await heading(page, 'Enter Verification Code').waitFor();
    await check(page, 'login-code');
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(sender.lastCode('+254712000166'), { delay: 20 });
    await page.getByRole('button', { name: 'Verify' }).click();
    await heading(page, "Today's Expenses").waitFor({ timeout: 5000 });
    await check(page, 'home');
    // The wallet's screen, opened from its card on Home (not a first-run step).
    await page.getByRole('region', { name: 'Wallet' }).getByRole('link', { name: 'Connect' }).click();
    await heading(page, 'Connect Sorted Wallet').waitFor();
    await check(page, 'wallet-connect');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await heading(page, "Today's Expenses").waitFor();
    await page.getByRole('button', { name: 'Add expense' }).click();
    const addExpense = page.getByRole('dialog', { name: 'Add Expense' });
    await addExpense.waitFor();
    await check(page, 'home-add-expense');
    await addExpense.getByRole('button', { name: 'Cancel' }).click();
    await addExpense.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Convert to USDT' }).click();
    const converter = page.getByRole('dialog', { name: 'Currency Converter' });
    await converter.waitFor();
    await check(page, 'home-converter');
    await closeDialog(converter);

    await nav.getByRole('link', { name: 'Savings' }).click();
    await heading(page, 'Savings').waitFor();
    await check(page, 'savings-tracker');
    for (const tab of ['usdt', 'goals']) {
      await page.goto(`${url}/savings?tab=${tab}`);
      await heading(page, 'Savings').waitFor();
      await check(page, `savings-${tab}`);
    }
    await page.getByRole('button', { name: 'Add Savings' }).first().click();
    const addSavings = page.getByRole('dialog', { name: 'Add Savings' });
    await addSavings.waitFor();
    await check(page, 'savings-add');
    await closeDialog(addSavings);

    for (const tab of ['analytics', 'budgets', 'net-worth', 'subscriptions']) {
      await page.goto(tab === 'analytics' ? `${url}/analytics` : `${url}/analytics?tab=${tab}`);
      await heading(page, 'Analytics').waitFor();
      await check(page, `insights-${tab}`);
    }

    await page.goto(`${url}/ious`);
    await heading(page, 'Lent & borrowed').waitFor();
    await check(page, 'ious');

    // History, with one expense so a day, a row and the edit dialog are there to check.
    const recorded = await page.context().request.post(`${url}/api/expenses`, {
      data: { description: 'Chai', amount: '50', currency: 'KES', category: 'food', language: 'sw' },
    });
    expect(recorded.status()).toBe(201);
    await page.goto(`${url}/history`);
    await page.getByRole('button', { name: 'Edit Chai' }).waitFor({ timeout: 15_000 });
    await check(page, 'history');
    await page.getByRole('button', { name: 'Edit Chai' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit expense' });
    await edit.waitFor();
    await check(page, 'history-edit');
    await closeDialog(edit);

    await page.goto(`${url}/family`);
    await heading(page, 'Family Tracking').waitFor();
    await check(page, 'family-empty');
    await page.getByRole('button', { name: 'Join Group' }).click();
    const join = page.getByRole('dialog', { name: 'Join Family Group' });
    await join.waitFor();
    await check(page, 'family-join');
    await closeDialog(join);
    await page.getByRole('button', { name: 'Create Group' }).click();
    const create = page.getByRole('dialog', { name: 'Create Family Group' });
    await create.waitFor();
    await check(page, 'family-create');
    await create.getByLabel('Group Name').fill('Nyumbani');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Nyumbani' }).waitFor();
    await check(page, 'family-group');
    await page.getByRole('button', { name: 'Voice AI' }).click();
    const voice = page.getByRole('dialog', { name: 'Voice AI Expense' });
    await voice.waitFor();
    await check(page, 'family-voice');
    await closeDialog(voice);
    await page.getByRole('button', { name: 'Add Expense', exact: true }).click();
    const shared = page.getByRole('dialog').first();
    await shared.waitFor();
    await check(page, 'family-add-expense');
    await closeDialog(shared);

    await page.goto(`${url}/settings`);
    await heading(page, 'Settings').waitFor();
    await check(page, 'settings');
    await page.getByLabel('Monthly Savings Goal').fill('-1');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Enter 0 or more').waitFor();
    await check(page, 'settings-unsaved');
    await page.getByRole('button', { name: /Connect Sorted Wallet|Manage Connection/ }).click();
    const wallet = page.getByRole('dialog').first();
    await wallet.waitFor();
    await check(page, 'settings-wallet');
    await closeDialog(wallet);
    await page.getByLabel('Monthly Savings Goal').fill('');
    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await page.getByRole('button', { name: 'Login with WhatsApp' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.waitFor();
    await check(page, 'settings-login');
    await closeDialog(login);

    await page.goto(`${url}/no-such-page`);
    await heading(page, '404 Page Not Found').waitFor();
    await check(page, 'not-found');

    const failing = Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0));
    expect(failing).toEqual({});
    expect(Object.keys(found)).toHaveLength(32);
    await page.context().close();
    // 32 screens and modals, one after another, on a machine shared by many: more than the default minute.
  }, 180_000);
});
