// Helpers for the browser tests that save: make a goal and add a saving by hand on the Savings
// screen as a person would, each waiting for its dialog to close.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** On Savings' Goals tab with no goal yet: creates the first one. */
export async function createFirstGoal(page: Page, name: string, target: string): Promise<void> {
  await page.getByRole('button', { name: 'Create Your First Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Goal' });
  await dialog.getByLabel('Goal name').fill(name);
  await dialog.getByLabel('Target amount').fill(target);
  await dialog.getByRole('button', { name: 'Save Goal' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** On the Savings Tracker tab: adds a saving through Manual Entry, towards the goal `goalName` when given. */
export async function addSavingByHand(page: Page, amount: string, description: string, goalName?: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Savings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Savings' });
  await dialog.getByRole('tab', { name: 'Manual Entry' }).click();
  const submit = dialog.getByRole('button', { name: 'Add Savings' });
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Description').fill(description);
  if (goalName !== undefined) {
    await dialog.getByLabel('Goal Type').selectOption('goal');
    await dialog.getByLabel('Goal Name').fill(goalName);
  }
  await submit.click();
  await dialog.waitFor({ state: 'detached' });
}
