// The family journey in two browser contexts (two phones, 360 px wide) against the real server:
// A creates a group, B joins with the code and a nickname, A adds "unga 300" by voice, B sees
// "Your share: KES 150.00" and marks it paid, and A's balances show everyone settled.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeJourney, saveScreenshot, useJourney } from '../support/browser.ts';

/** Before the app: a recogniser that always hears this phrase, and a person past the first run. */
const FAKES = { phrase: 'unga 300', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES', walletConnected: false } };

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describeJourney('family groups on two phones', () => {
  const journey = useJourney({ viewport: { width: 360, height: 780 }, fakes: FAKES });
  let amina: Page;
  let juma: Page;

  beforeAll(async () => {
    amina = await journey.newPage();
    juma = await journey.newPage();
  });

  it('creates, joins, adds by voice, pays and settles', async () => {
    const url = journey.url('/family');
    await amina.goto(url);
    await amina.getByRole('heading', { level: 1, name: 'Family Tracking' }).waitFor();
    await amina.getByText('No Family Groups').waitFor();
    await amina.getByText('Create or join a family group to start tracking shared expenses.').waitFor();
    expect(await fitsWidth(amina)).toBe(true);
    await saveScreenshot(amina, 'family-empty.png');

    await amina.getByRole('button', { name: 'Create Group' }).tap();
    const create = amina.getByRole('dialog', { name: 'Create Family Group' });
    await create.getByLabel('Group Name').fill('  Nyumbani  ');
    await create.getByRole('button', { name: 'Create' }).tap();
    await create.waitFor({ state: 'detached' });
    await toast(amina, 'Family Group Created').waitFor();
    const codeLine = amina.getByText(/^Code: [A-Z2-9]{9}$/);
    const inviteCode = ((await codeLine.textContent()) ?? '').replace('Code: ', '');
    await amina.getByText(/^Created \w{3} \d{1,2}, \d{4}$/).waitFor();
    await amina.getByRole('button', { name: 'Share the invite code of Nyumbani' }).waitFor();
    await saveScreenshot(amina, 'family-created.png');

    await juma.goto(url);
    await juma.getByRole('button', { name: 'Join Group' }).tap();
    const join = juma.getByRole('dialog', { name: 'Join Family Group' });
    await join.getByLabel('Invite Code').pressSequentially(inviteCode.toLowerCase());
    expect(await join.getByLabel('Invite Code').inputValue()).toBe(inviteCode);
    await join.getByLabel('Nickname (optional)').fill(' Juma ');
    await saveScreenshot(juma, 'family-join.png');
    await join.getByRole('button', { name: 'Join' }).tap();
    await join.waitFor({ state: 'detached' });
    await toast(juma, 'Joined Family Group').waitFor();
    await juma.getByRole('heading', { name: 'Nyumbani' }).waitFor();

    await amina.reload();
    await amina.getByRole('listitem').filter({ hasText: /^Juma$/ }).waitFor();
    await amina.getByRole('button', { name: 'Voice AI' }).tap();
    const voice = amina.getByRole('dialog', { name: 'Voice AI Expense' });
    await voice.getByRole('button', { name: 'Start voice input' }).tap();
    await voice.getByRole('region', { name: 'Detected' }).getByText('Unga').waitFor();
    await saveScreenshot(amina, 'family-voice.png');
    await voice.getByRole('button', { name: 'Add Shared Expense' }).tap();
    await voice.waitFor({ state: 'detached' });
    await toast(amina, 'Expense Added').waitFor();
    await amina.getByText('Juma owes KES 150.00').waitFor();
    await amina.getByText('Juma pays you KES 150.00').waitFor();
    await amina.getByText('Your share: KES 150.00').waitFor();
    await amina.getByText('Paid', { exact: true }).waitFor();
    expect(await fitsWidth(amina)).toBe(true);
    await saveScreenshot(amina, 'family-balances.png');

    await juma.reload();
    await juma.getByRole('heading', { name: 'Your Expense Shares' }).waitFor();
    const share = juma.getByRole('listitem').filter({ hasText: 'Your share: KES 150.00' });
    await share.getByText('Unga').waitFor();
    await share.getByText(/^Food · \w{3} \d{1,2}, \d{4}$/).waitFor();
    await share.scrollIntoViewIfNeeded();
    await saveScreenshot(juma, 'family-share-unpaid.png');
    await share.getByRole('button', { name: 'Mark as Paid' }).tap();
    await toast(juma, 'Payment Recorded').getByText('Expense has been marked as paid.').waitFor();
    await share.getByText('Paid', { exact: true }).waitFor();
    expect(await fitsWidth(juma)).toBe(true);
    await saveScreenshot(juma, 'family-share-paid.png');

    await amina.reload();
    await amina.getByText('Everyone is settled up.').waitFor();
    await saveScreenshot(amina, 'family-settled.png');
    expect(journey.pageErrors).toEqual([]);
  });
});
