import { describe, expect, it } from 'vitest';
import { changeSaving, deleteSaving, recordSaving } from '../../server/commands/savings.ts';
import { changeSavingsGoal, createSavingsGoal } from '../../server/commands/savingsGoals.ts';
import { savingsGoals, savingsTotals, todaySavings, weekSavings } from '../../server/queries/savings.ts';
import { callerAt, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { auditProjection } from '../audit.ts';
import { savingsProjection } from './projection.ts';

const ZONE = 'Asia/Kolkata'; // UTC+05:30: 18:30Z is local midnight

describe.each(databaseBackends())('savings read models on $name', (backend) => {
  const fixture = useTestApp(backend);

  const save = (userId: string, at: string, amount: string, extra: Record<string, unknown> = {}) =>
    recordSaving(fixture.app, callerAt(at, ZONE, userId), { description: 'Akiba', amount, currency: 'KES', ...extra });

  it('totals today, the last 7 local days, the month and all time in local days, exactly', async () => {
    const userId = crypto.randomUUID();
    await save(userId, '2026-11-14T18:29:59.000Z', '1.00'); // 2026-11-14 local: outside the week
    await save(userId, '2026-11-14T18:30:00.000Z', '0.10'); // 2026-11-15 local: first day of the week
    await save(userId, '2026-11-20T18:30:00.000Z', '0.20'); // 2026-11-21 local midnight: today
    await save(userId, '2026-11-21T09:00:00.000Z', '2', { currency: 'USDT', amount: '2.12345678' });
    const later = callerAt('2026-11-21T10:00:00.000Z', ZONE, userId);
    expect((await todaySavings(fixture.app, later)).map((saving) => saving.amount)).toEqual(['2.12345678', '0.20']);
    expect((await weekSavings(fixture.app, later)).map((saving) => saving.amount)).toEqual(['2.12345678', '0.20', '0.10']);
    // 2.12345678 USDT at 150 KES per USD is 318.518517 → 318.52 KES, half-even.
    expect(await savingsTotals(fixture.app, later)).toMatchObject({
      currency: 'KES', today: '318.72', week: '318.82', month: '319.82', total: '319.82',
      byCurrency: [{ currency: 'KES', amount: '1.30' }, { currency: 'USDT', amount: '2.12345678' }],
    });
  });

  it('moves a goal\'s bar with every saving that names it, and completes it at 100 %', async () => {
    const userId = crypto.randomUUID();
    const at = '2026-11-21T06:00:00.000Z';
    const caller = callerAt(at, ZONE, userId);
    const { goal } = await createSavingsGoal(fixture.app, caller, { name: 'School Fees', targetAmount: '1000', currency: 'KES' });
    const progress = async () => (await savingsGoals(fixture.app, caller)).map(({ currentAmount, progressPercent, isCompleted }) =>
      ({ currentAmount, progressPercent, isCompleted }));
    const first = await save(userId, at, '400', { goalType: 'goal', goalName: ' school fees ' });
    await save(userId, at, '300', { goalType: 'goal', goalName: 'Other' });
    expect(await progress()).toEqual([{ currentAmount: '400.00', progressPercent: '40.0', isCompleted: false }]);
    await changeSaving(fixture.app, caller, first.saving.id, { amount: '999.99' });
    expect(await progress()).toEqual([{ currentAmount: '999.99', progressPercent: '99.9', isCompleted: false }]);
    const second = await save(userId, at, '0.01', { goalType: 'goal', goalName: 'SCHOOL FEES' });
    expect(await progress()).toEqual([{ currentAmount: '1000.00', progressPercent: '100.0', isCompleted: true }]);
    await deleteSaving(fixture.app, caller, second.saving.id);
    expect(await progress()).toEqual([{ currentAmount: '999.99', progressPercent: '99.9', isCompleted: false }]);
    await changeSavingsGoal(fixture.app, caller, goal.id, { isCompleted: true });
    expect((await progress())[0]?.isCompleted).toBe(true);
  });

  it('rebuilds from the log into the same rows (the replay audit)', async () => {
    const report = await auditProjection(fixture.db, savingsProjection);
    expect(report.differences).toEqual([]);
    expect(report.eventsReplayed).toBeGreaterThan(8);
  });
});
