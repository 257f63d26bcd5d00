// Savings groups on a 360 x 740 phone against the real server (issue 34). A merry-go-round of five,
// set up by hand and by voice (a fake recogniser hears the names), its first round kept in meeting mode
// offline (said "Amina mia tano, Juma mia tano" and tapped) and synced once, then its pot paid out; a
// VSLA cycle with shares, a loan, its repayment, a fine corrected with a reason and the share-out.
// Screenshots of each screen.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import * as z from 'zod';
import { axeViolations } from '../support/axe.ts';
import { installFakeSpeech } from '../support/fakeSpeech.ts';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';

// Swahili is the voice; the screens stay in English so the steps read plainly.
const PREFERENCES = { onboardingComplete: true, language: 'sw', interfaceLanguage: 'en', currency: 'KES' };
const hear = (page: Page, phrase: string) => page.evaluate(installFakeSpeech, { phrase, preferences: PREFERENCES });

describeJourney('savings groups on a phone', () => {
  const journey = usePhone({ viewport: SMALL_PHONE, fakes: { phrase: 'Amina, Juma na Wanjiru', preferences: PREFERENCES } });
  const { pageErrors, url } = journey;
  let page: Page;
  beforeAll(() => {
    page = journey.page;
  });
  const fromServer = (path: string) => page.evaluate(async (at) => (await fetch(at)).json() as Promise<unknown>, path);
  const groupId = () => new URL(page.url()).pathname.split('/')[2] ?? '';
  const fitsTheScreen = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  async function createGroup(name: string, fill: () => Promise<void>) {
    await page.getByLabel('Group name').fill(name);
    await page.getByLabel('Your name').fill('Mary');
    await fill();
    await page.getByRole('button', { name: 'Create', exact: true }).tap();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  it('sets up a merry-go-round of five by voice and by hand, keeps a round in meeting mode offline, syncs it once and pays the pot', async () => {
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Family' }).tap();
    await page.getByRole('link', { name: /Savings groups/ }).tap();
    await page.getByRole('heading', { level: 1, name: 'Savings groups' }).waitFor();
    await createGroup('Umoja', async () => {
      await page.getByLabel('Contribution each round').fill('500');
    });
    await page.getByRole('button', { name: 'Say the names of new members' }).tap();
    await expect.poll(() => page.getByLabel('Names of new members', { exact: true }).inputValue()).toBe('Amina, Juma, Wanjiru');
    await page.getByRole('button', { name: 'Add members' }).tap();
    await page.getByRole('link', { name: 'Wanjiru' }).waitFor();
    await page.getByLabel('Names of new members', { exact: true }).fill('Baraka');
    await page.getByRole('button', { name: 'Add members' }).tap();
    await page.getByRole('link', { name: 'Baraka' }).waitFor();
    await page.getByRole('button', { name: 'Draw the payout order' }).tap();
    const firstPot = page.getByRole('button', { name: /^Pay the pot to / });
    await page.getByText(/^Round 1 · /).waitFor();
    await saveScreenshot(page, 'groups-merry-go-round.png');
    expect(await axeViolations(page)).toEqual([]);
    await fitsTheScreen();
    const id = groupId();

    // The meeting, offline: two said, three tapped (one of them changed to 300 first).
    await page.getByRole('link', { name: 'Meeting mode' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Meeting' }).waitFor();
    await page.context().setOffline(true);
    await hear(page, 'Amina mia tano, Juma mia tano');
    await page.getByRole('button', { name: 'Say who paid' }).tap();
    await page.getByText('Heard: Amina mia tano, Juma mia tano').waitFor();
    await expect.poll(() => page.getByText('Paid · Waiting to sync').count()).toBe(2);
    await page.getByRole('button', { name: 'Mark Mary paid' }).tap();
    await page.getByLabel('Amount from Wanjiru').fill('300');
    await page.getByRole('button', { name: 'Mark Wanjiru paid' }).tap();
    await page.getByRole('button', { name: 'Mark Baraka paid' }).tap();
    await expect.poll(() => page.getByText('Paid · Waiting to sync').count()).toBe(5);
    await saveScreenshot(page, 'groups-meeting-offline.png');
    expect(await axeViolations(page)).toEqual([]);
    await fitsTheScreen();
    await page.getByRole('button', { name: 'Finish meeting' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Umoja' }).waitFor();
    await page.context().setOffline(false);
    const Activity = z.array(z.object({ kind: z.string(), type: z.string().nullable(), amount: z.string().nullable() }));
    await expect.poll(async () => Activity.parse(await fromServer(`/api/savings-groups/${id}/activity`)).length, { timeout: 30_000 }).toBe(5);
    const Group = z.object({ rounds: z.array(z.object({ collected: z.string(), paidOut: z.boolean() })) });
    expect(Group.parse(await fromServer(`/api/savings-groups/${id}`)).rounds[0]).toEqual({ collected: '2300.00', paidOut: false });

    // Back online, the pot of round 1 goes to its recipient.
    await page.reload();
    await firstPot.first().tap();
    await page.getByText('Paid out').waitFor({ timeout: 20_000 });
    await expect.poll(async () => Group.parse(await fromServer(`/api/savings-groups/${id}`)).rounds[0]).toEqual({ collected: '2300.00', paidOut: true });
    const entries = Activity.parse(await fromServer(`/api/savings-groups/${id}/activity`));
    expect(entries.map((entry) => entry.type).sort()).toEqual(['contribution', 'contribution', 'contribution', 'contribution', 'contribution', 'payout']);
    await saveScreenshot(page, 'groups-payout.png');

    await page.getByRole('link', { name: 'Wanjiru' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Statement of Wanjiru' }).waitFor();
    const receipt = page.getByRole('link', { name: 'Send receipt on WhatsApp' });
    await receipt.waitFor();
    expect(new URL((await receipt.getAttribute('href')) ?? '').searchParams.get('text')).toBe('Hello Wanjiru, Umoja has KES\u00a0300.00 saved in your name. Thank you!');
    await saveScreenshot(page, 'groups-statement.png');
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('runs a VSLA cycle: shares, a loan, its repayment, a fine corrected with a reason, and the share-out', async () => {
    await page.goto(url('/groups'));
    await page.getByRole('heading', { level: 1, name: 'Savings groups' }).waitFor();
    await createGroup('Tujenge', async () => {
      await page.getByLabel('Savings and loans (VSLA)').check();
      await page.getByLabel('Share price').fill('500');
    });
    await page.getByLabel('Names of new members', { exact: true }).fill('Amina, Juma');
    await page.getByRole('button', { name: 'Add members' }).tap();
    await page.getByRole('link', { name: 'Juma' }).waitFor();
    const lines = async () => z.array(z.unknown()).parse(await fromServer(`/api/savings-groups/${groupId()}/activity`)).length;
    const record = async (type: string, member: string, fields: Record<string, string>) => {
      const before = await lines();
      await page.getByLabel('Type', { exact: true }).selectOption({ label: type });
      await page.getByLabel('Member', { exact: true }).selectOption({ label: member });
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      // Tapped like a person: the last entry's toast shows at the top, clear of the button (ui/toast.tsx).
      await page.getByRole('button', { name: 'Record', exact: true }).tap();
      await expect.poll(lines).toBe(before + 1);
    };
    for (const member of ['Mary', 'Amina', 'Juma']) await record('Shares', member, { Shares: '5' });
    await record('Loan', 'Amina', { Amount: '5000', Months: '1' });
    await record('Repayment', 'Amina', { Amount: '5500' });
    await record('Fine', 'Juma', { Amount: '100', Reason: 'Late' });
    // The fine was for two late arrivals: corrected with a reason, the first entry kept beside it.
    await page.getByRole('button', { name: 'Correct the Fine entry of Juma' }).tap();
    await page.getByLabel('Right amount').fill('200');
    await page.getByLabel('Reason', { exact: true }).last().fill('Two late arrivals');
    await page.getByRole('button', { name: 'Save correction' }).tap();
    await page.getByText('Correction: Two late arrivals · KES\u00a0200.00').waitFor();
    await page.getByText('Fine · Juma · KES\u00a0100.00').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const id = groupId();
    await expect.poll(async () => z.object({ totals: z.object({ loanFund: z.string(), loansOutstanding: z.string() }) }).parse(await fromServer(`/api/savings-groups/${id}`)).totals)
      .toEqual({ loanFund: '8200.00', loansOutstanding: '0.00' });
    await saveScreenshot(page, 'groups-vsla.png');

    await page.getByRole('link', { name: 'Share-out' }).tap();
    await page.getByText('Each share is worth KES\u00a0546.6667').waitFor();
    // 8,200 over 15 shares to the cent: 2,733.34 + 2,733.33 + 2,733.33, adding up to the fund.
    for (const amount of ['2,733.34', '2,733.33']) await page.getByText(`5 shares: KES\u00a0${amount}`).first().waitFor();
    await page.getByText('KES\u00a08,200.00').waitFor();
    await saveScreenshot(page, 'groups-share-out.png');
    expect(await axeViolations(page)).toEqual([]);
    await fitsTheScreen();
    await page.getByRole('button', { name: 'Record the share-out' }).tap();
    await page.getByText('Shared out. A new cycle has begun.').waitFor();
    await expect.poll(async () => z.object({ cycle: z.number() }).parse(await fromServer(`/api/savings-groups/${id}`)).cycle).toBe(2);
    expect(pageErrors).toEqual([]);
  });
});
