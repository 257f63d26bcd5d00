// A savings goal offline on a 360 x 740 phone, against the real server: set up with no network, it shows
// at 0 % and waiting to sync, a saving towards it moves its bar, and back online the server has the goal
// once with its saving; completed offline, it is completed after a reload online, on the phone and the server.
import { expect, it } from 'vitest';
import { SMALL_PHONE, describeJourney, saveScreenshot, usePhone } from '../support/browser.ts';
import { addSavingByHand, createFirstGoal } from './savingsSupport.ts';

const FAKES = { phrase: '', preferences: { onboardingComplete: true, language: 'sw', currency: 'KES' } };

interface ServerGoal {
  name: string;
  currentAmount: string;
  isCompleted: boolean;
}

describeJourney('a savings goal offline on a phone', () => {
  // Blocked so that every request the page makes is seen here (a worker's fetches are not the page's).
  const phone = usePhone({ viewport: SMALL_PHONE, fakes: FAKES, serviceWorkers: 'block' });

  /** The server's own goals and savings, read through GraphQL with the page's session. */
  const onServer = async () => {
    const response = await phone.page.request.post(phone.url('/graphql'), {
      data: { query: '{ savingsGoals { name currentAmount isCompleted } savings { description goalName } }' },
      headers: { 'content-type': 'application/json' },
    });
    const { data } = (await response.json()) as { data: { savingsGoals: ServerGoal[]; savings: { description: string; goalName: string | null }[] } };
    return data;
  };
  const bar = () => phone.page.getByRole('progressbar', { name: 'Bike' });
  const goalRow = () => phone.page.getByRole('listitem').filter({ has: bar() });

  it('sets a goal up and saves towards it offline, syncs both once, and keeps a completion made offline', async () => {
    const { page } = phone;
    const creates: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('OfflineCreateSavingsGoal')) creates.push(request.url());
    });
    await page.goto(phone.url('/savings?tab=goals'));
    await page.getByRole('heading', { level: 1, name: 'Savings' }).waitFor();
    await page.getByText('Set and track your financial goals with voice input').waitFor();

    // The Add Savings dialog's code is loaded once online, as a person who has used it has (no service worker here).
    await page.getByRole('tab', { name: 'Savings Tracker' }).click();
    await page.getByRole('button', { name: 'Add Savings' }).click();
    await page.getByRole('dialog', { name: 'Add Savings' }).getByRole('tab', { name: 'Manual Entry' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Add Savings' }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Goals' }).click();

    await page.context().setOffline(true);
    await createFirstGoal(page, 'Bike', '5000');
    await page.getByRole('status').filter({ hasText: 'Saved on this phone' }).first().waitFor();
    await expect.poll(() => bar().getAttribute('aria-valuenow')).toBe('0');
    await goalRow().getByText('Waiting to sync').waitFor();

    await page.getByRole('tab', { name: 'Savings Tracker' }).click();
    await addSavingByHand(page, '500', 'Baiskeli', 'Bike');
    await page.getByRole('tab', { name: 'Goals' }).click();
    await expect.poll(() => bar().getAttribute('aria-valuenow')).toBe('10');
    await saveScreenshot(page, 'goal-offline.png');
    expect(await onServer()).toEqual({ savingsGoals: [], savings: [] });

    await page.context().setOffline(false);
    await goalRow().getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(onServer, { timeout: 20_000 }).toEqual({
      savingsGoals: [{ name: 'Bike', currentAmount: '500.00', isCompleted: false }],
      savings: [{ description: 'Baiskeli', goalName: 'Bike' }],
    });
    expect(creates).toHaveLength(1);
    await page.getByRole('status').filter({ hasText: /Saved on this phone|Savings added offline/ }).first().waitFor({ state: 'detached', timeout: 10_000 });
    await saveScreenshot(page, 'goal-synced.png');

    await page.context().setOffline(true);
    await goalRow().getByRole('button', { name: 'Mark completed' }).tap();
    await page.getByRole('status').filter({ hasText: 'Saved on this phone' }).first().waitFor();
    await goalRow().getByText('Completed').waitFor();
    expect((await onServer()).savingsGoals).toEqual([{ name: 'Bike', currentAmount: '500.00', isCompleted: false }]);

    await page.context().setOffline(false);
    await page.reload();
    await goalRow().getByText('Completed').waitFor();
    await expect.poll(async () => (await onServer()).savingsGoals, { timeout: 20_000 }).toEqual([{ name: 'Bike', currentAmount: '500.00', isCompleted: true }]);
    await goalRow().getByText('Waiting to sync').waitFor({ state: 'detached', timeout: 20_000 });
    await goalRow().getByText('Completed').waitFor();
    expect(phone.pageErrors).toEqual([]);
  });
});
