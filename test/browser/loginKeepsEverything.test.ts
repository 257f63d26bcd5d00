// Issue 27's journey at 360 × 740: a new phone, used without logging in, saves towards a goal,
// joins a family group and picks Swahili, then logs in from Settings to a number that already has
// an account: the goal's bar, the group and Kiswahili are all there. A second phone logging in to
// the same number sees the same.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import * as z from 'zod';
import { newUser } from '../api/client.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';
import { createMemorySender } from '../support/codes.ts';
import { addSavingByHand, createFirstGoal } from './savingsSupport.ts';

const PHONE = '+254733777888';

describeJourney('logging in keeps everything', () => {
  const sender = createMemorySender();
  const journey = useJourney({ codeSender: sender, locale: 'en-US', timezoneId: 'Africa/Nairobi', viewport: SMALL_PHONE });

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

  async function logInFromSettings(page: Page) {
    await page.goto(journey.url('/settings'));
    await heading(page, 'Settings').waitFor();
    await page.getByRole('button', { name: 'Login with WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('WhatsApp number').fill(PHONE);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await heading(page, 'Enter Verification Code').waitFor();
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(sender.lastCode(PHONE), { delay: 30 });
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => page.getByLabel('WhatsApp Number').inputValue()).toBe(PHONE);
  }

  /** What the person made before logging in, as this phone shows it now. */
  async function expectEverything(page: Page, name: string) {
    const voice = page.getByRole('combobox', { name: 'Voice language' });
    await expect.poll(() => voice.inputValue()).toBe('sw');
    await voice.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `login-keeps-${name}-settings.png`);
    await page.goto(journey.url('/savings?tab=goals'));
    await expect.poll(() => page.getByRole('progressbar', { name: 'School fees' }).getAttribute('aria-valuenow'), { timeout: 15_000 }).toBe('25');
    await saveScreenshot(page, `login-keeps-${name}-goal.png`);
    await page.goto(journey.url('/family'));
    await page.getByText('Nyumbani').first().waitFor();
    await saveScreenshot(page, `login-keeps-${name}-family.png`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  it('keeps the goal, the group and Kiswahili on this phone and on a second one', async () => {
    // The number's account, made earlier on another phone, and a family that shares its code.
    const account = newUser(journey.url());
    expect((await account.rest('POST', '/api/auth/request-code', { phone: PHONE, country: 'KE' })).status).toBe(202);
    expect((await account.rest('POST', '/api/auth/verify', { phone: PHONE, country: 'KE', code: sender.lastCode(PHONE) })).status).toBe(200);
    const mama = newUser(journey.url());
    const { inviteCode } = z.object({ inviteCode: z.string() }).parse((await mama.rest('POST', '/api/family-groups', { name: 'Nyumbani' })).body);

    const page = await journey.newPage();
    await page.goto(journey.url('/savings?tab=goals'));
    await createFirstGoal(page, 'School fees', '4000');
    await page.getByRole('tab', { name: 'Savings Tracker' }).click();
    await addSavingByHand(page, '1000', 'Karo', 'School fees');

    await page.goto(journey.url('/family'));
    await page.getByRole('button', { name: 'Join Group' }).click();
    const join = page.getByRole('dialog', { name: 'Join Family Group' });
    await join.getByLabel('Invite Code').fill(inviteCode);
    await join.getByLabel('Nickname (optional)').fill('Baba');
    await join.getByRole('button', { name: 'Join' }).click();
    await join.waitFor({ state: 'detached' });
    await page.getByText('Nyumbani').first().waitFor();

    await page.goto(journey.url('/settings'));
    await page.getByRole('combobox', { name: 'Voice language' }).selectOption('sw');
    await expect.poll(async () => (await page.request.get(journey.url('/api/users/me'))).json()).toMatchObject({ language: 'sw' });
    // Settings says an anonymous phone's data is only kept by logging in, and offers the download.
    await page.getByText('Log in to keep a copy of your data').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'login-keeps-before-login.png');

    await logInFromSettings(page);
    await page.getByText('Everything is also saved on the server.').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    const saved: unknown = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(saved).toMatchObject({ savingsGoals: [{ name: 'School fees' }], familyGroups: [{ name: 'Nyumbani' }], settings: { language: 'sw' } });
    await expectEverything(page, 'this-phone');
    expect(journey.pageErrors).toEqual([]);

    const second = await journey.newPage();
    await logInFromSettings(second);
    await expectEverything(second, 'second-phone');
    await page.context().close();
    await second.context().close();
  });
});
