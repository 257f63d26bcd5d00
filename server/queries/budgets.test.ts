// Property: whatever expenses are recorded, changed and deleted, a budget's spent is exactly the sum
// of the live expenses of the categories it covers (every category a budget may have) in its period (last 7 days, calendar month, calendar year),
// each currency's sum converted to the budget's currency at the app's rates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { localDay } from '../../domain/dates.ts';
import { builtInRateTable, convert } from '../../domain/exchange.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import { BUDGET_CATEGORIES, BUDGET_COVERS } from '../../domain/ownedItems.ts';
import { budgets } from '../../projections/ownedItems/all.ts';
import { callerAt, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { changeExpense, deleteExpense, recordExpense } from '../commands/expenses.ts';
import { budgetCommands } from '../commands/insightItems.ts';
import { periodStart, withSpent } from './budgets.ts';

const NOW = '2026-11-21T09:00:00.000Z';
const ZONE = 'Africa/Nairobi';
const CATEGORIES = CATEGORY_IDS;

const step = fc.oneof(
  fc.record({
    kind: fc.constant('record' as const),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    currency: fc.constantFrom('KES', 'USD'),
    category: fc.constantFrom(...CATEGORIES),
    daysAgo: fc.integer({ min: 0, max: 80 }),
  }),
  fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), cents: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
    category: fc.option(fc.constantFrom(...CATEGORIES)) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

interface Live { amount: string; currency: string; category: string; day: string }

describe.each(databaseBackends())('budget spent on $name', (backend) => {
  const fixture = useTestApp(backend);

  it('always equals the sum of the period\'s expenses of the categories it covers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.constantFrom(...BUDGET_CATEGORIES), async (steps, budgetCategory) => {
        const caller = callerAt(NOW, ZONE);
        const live = new Map<string, Live>();
        for (const each of steps) {
          const ids = [...live.keys()];
          if (each.kind === 'record') {
            const spentAt = new Date(Date.parse(NOW) - each.daysAgo * 86_400_000).toISOString();
            const amount = fromCents(BigInt(each.cents));
            const { expense } = await recordExpense(fixture.app, caller, {
              description: 'Spent', amount, currency: each.currency, category: each.category, spentAt,
            });
            live.set(expense.id, { amount, currency: each.currency, category: each.category, day: localDay(spentAt, ZONE) });
          } else if (ids.length > 0) {
            const id = ids[each.pick % ids.length] ?? '';
            const current = live.get(id);
            if (each.kind === 'delete' || !current) {
              await deleteExpense(fixture.app, caller, id);
              live.delete(id);
            } else if (each.cents !== null || each.category !== null) {
              const amount = each.cents === null ? current.amount : fromCents(BigInt(each.cents));
              const category = each.category ?? current.category;
              await changeExpense(fixture.app, caller, id, { amount, category });
              live.set(id, { ...current, amount, category });
            }
          }
        }
        for (const period of ['weekly', 'monthly', 'yearly'] as const) {
          await budgetCommands.create(fixture.app, caller, { name: period, category: budgetCategory, budgetAmount: '100', currency: 'KES', period });
        }
        const views = await withSpent(fixture.app, caller, await budgets.list(fixture.app.db, caller.userId));
        const today = localDay(NOW, ZONE);
        for (const view of views) {
          const from = periodStart(view.period, today);
          const sums = new Map<string, bigint>();
          for (const expense of live.values()) {
            if (!BUDGET_COVERS[budgetCategory].some((covered) => covered === expense.category) || expense.day < from || expense.day > today) continue;
            sums.set(expense.currency, (sums.get(expense.currency) ?? 0n) + toCents(expense.amount));
          }
          const rates = builtInRateTable().rates;
          const expected = [...sums].reduce((total, [currency, cents]) =>
            total + toCents(convert(fromCents(cents), currency, 'KES', rates) ?? '0'), 0n);
          expect(view.spentAmount).toBe(fromCents(expected));
        }
      }),
      { numRuns: 12 },
    );
  });

  it('counts the "other" expenses for a budget category expenses do not have', async () => {
    const caller = callerAt(NOW, ZONE);
    await recordExpense(fixture.app, caller, { description: 'Dawa', amount: '300', currency: 'KES', category: 'other' });
    await recordExpense(fixture.app, caller, { description: 'Chakula', amount: '50', currency: 'KES', category: 'food' });
    for (const category of ['health', 'other', 'food', 'transport'] as const) {
      await budgetCommands.create(fixture.app, caller, { name: category, category, budgetAmount: '1000', currency: 'KES' });
    }
    const views = await withSpent(fixture.app, caller, await budgets.list(fixture.app.db, caller.userId));
    expect(views.map((view) => [view.category, view.spentAmount])).toEqual([
      ['health', '300.00'], ['other', '300.00'], ['food', '50.00'], ['transport', '0.00'],
    ]);
  });
});
