import { describe, expect, it } from 'vitest';
import { callerAt, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { seedExpenses } from '../../test/support/seedExpenses.ts';
import { recordExpense } from '../commands/expenses.ts';
import { expensePage } from './ledger.ts';

const NOW = '2026-11-21T09:00:00.000Z';

describe.each(databaseBackends())('the ledger on $name', (backend) => {
  const fixture = useTestApp(backend);

  it('pages 1,200 expenses newest first, each exactly once, while new ones are recorded between pages', async () => {
    const caller = callerAt(NOW, 'Africa/Nairobi');
    const other = callerAt(NOW, 'Africa/Nairobi');
    await seedExpenses(fixture.app, { userId: caller.userId, count: 1200, newest: new Date('2026-11-21T08:00:00.000Z'), stepMinutes: 90 });
    await seedExpenses(fixture.app, { userId: other.userId, count: 300, newest: new Date('2026-11-21T08:00:00.000Z'), stepMinutes: 90 });
    const seen: string[] = [];
    const spentAts: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await expensePage(fixture.app, caller, { limit: '200', cursor });
      seen.push(...page.edges.map((edge) => edge.node.id));
      spentAts.push(...page.edges.map((edge) => edge.node.spentAt));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
      // A newer expense lands before the cursor; one kept offline lands further down, in a page still to come.
      await recordExpense(fixture.app, caller, { description: `New ${pages}`, amount: '1', currency: 'KES', category: 'other' });
      if (pages === 2) {
        await recordExpense(fixture.app, caller, {
          description: 'Kept offline', amount: '1', currency: 'KES', category: 'other', spentAt: '2026-09-01T10:00:00.000Z',
        });
      }
    } while (cursor);
    expect(seen).toHaveLength(1201);
    expect(new Set(seen).size).toBe(1201);
    expect(spentAts).toEqual([...spentAts].sort().reverse());
    expect(pages).toBe(7);
  });

  it('takes local days from the zone each expense was spent in, both ends inclusive', async () => {
    const caller = callerAt(NOW, 'Asia/Kolkata');
    const spend = (description: string, spentAt: string) =>
      recordExpense(fixture.app, caller, { description, amount: '1', currency: 'INR', category: 'food', spentAt });
    // Kolkata is UTC+05:30: 18:30Z is local midnight.
    await spend('Late on the 18th', '2026-11-18T18:29:59.999Z');
    await spend('First of the 19th', '2026-11-18T18:30:00.000Z');
    await spend('Last of the 20th', '2026-11-20T18:29:59.999Z');
    await spend('First of the 21st', '2026-11-20T18:30:00.000Z');
    const page = await expensePage(fixture.app, caller, { from: '2026-11-19', to: '2026-11-20' });
    expect(page.edges.map((edge) => [edge.node.description, edge.node.localDay])).toEqual([
      ['Last of the 20th', '2026-11-20'],
      ['First of the 19th', '2026-11-19'],
    ]);
  });
});
