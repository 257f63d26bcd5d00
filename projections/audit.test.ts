import { beforeAll, describe, expect, it } from 'vitest';
import { changeExpense, deleteExpense, recordExpense } from '../server/commands/expenses.ts';
import { addSharedExpense, createFamilyGroup } from '../server/commands/family.ts';
import { callerAt, useTestApp } from '../test/support/app.ts';
import { databaseBackends } from '../test/support/backends.ts';
import { PROJECTIONS } from './all.ts';
import { auditProjection } from './audit.ts';
import { expensesProjection } from './expenses/projection.ts';

describe.each(databaseBackends())('replay audit on $name', (backend) => {
  const fixture = useTestApp(backend);
  beforeAll(async () => {
    const caller = callerAt('2026-11-21T08:00:00.000Z', 'Africa/Nairobi');
    const ids: string[] = [];
    for (const [description, amount, category] of [['Chakula', '500', 'food'], ['Nauli', '100', 'transport'], ['Umeme', '1200.50', 'bills']] as const) {
      ids.push((await recordExpense(fixture.app, caller, { description, amount, currency: 'KES', category, language: 'sw' })).expense.id);
    }
    await changeExpense(fixture.app, caller, ids[0] ?? '', { amount: '450', category: 'business' });
    await deleteExpense(fixture.app, caller, ids[1] ?? '');
    const group = await createFamilyGroup(fixture.app, caller, { name: 'Nyumbani' });
    await addSharedExpense(fixture.app, caller, group.group.id, { description: 'Unga', amount: '300.00' });
    // A write waits only for the projections that read its events; the rest move with the poll.
    await fixture.app.runner.catchUp();
  });

  it('rebuilds every projection from the log and finds the live tables equal', async () => {
    for (const projection of PROJECTIONS) {
      const report = await auditProjection(fixture.db, projection);
      expect(report.differences).toEqual([]);
      expect(report.eventsReplayed).toBeGreaterThan(0);
    }
  });

  it('catches a tampered read-model row, then passes again once it is repaired', async () => {
    const { list, totals } = expensesProjection.tables('');
    await fixture.db.query(`update ${list} set amount = amount + 1 where description = 'Umeme'`);
    await fixture.db.query(`update ${totals} set total = total - 0.01 where category = 'business'`);
    const report = await auditProjection(fixture.db, expensesProjection);
    expect(report.differences.map((difference) => difference.table).sort()).toEqual([list, totals].sort());
    const listDifference = report.differences.find((difference) => difference.table === list);
    expect(listDifference?.onlyLive).toEqual([expect.objectContaining({ description: 'Umeme', amount: '1201.50' })]);
    expect(listDifference?.onlyRebuilt).toEqual([expect.objectContaining({ description: 'Umeme', amount: '1200.50' })]);
    await fixture.db.query(`update ${list} set amount = amount - 1 where description = 'Umeme'`);
    await fixture.db.query(`update ${totals} set total = total + 0.01 where category = 'business'`);
    expect((await auditProjection(fixture.db, expensesProjection)).differences).toEqual([]);
  });
});
