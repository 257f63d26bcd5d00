import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../domain/dates.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { ExpenseRow } from '../../projections/expenses/row.ts';
import { callerAt, useTestApp } from '../../test/support/app.ts';
import { databaseBackends } from '../../test/support/backends.ts';
import { changeExpense, deleteExpense, recordExpense, restoreExpense } from '../commands/expenses.ts';
import type { App, Caller } from '../context.ts';
import { expensePage } from './ledger.ts';
import { expenseSummary } from './ledgerSummary.ts';

const NOW = '2026-11-21T09:00:00.000Z';
const TIME_ZONE = 'Asia/Kolkata';
const DAYS = 12;
const HOUR_MS = 3_600_000;
// The person's currency is KES; dollars convert at the built-in 150 KES each, exactly.
const KES_PER = { KES: 1n, USD: 150n } as const;

const at = (hoursAgo: number) => new Date(Date.parse(NOW) - hoursAgo * HOUR_MS).toISOString();
const hoursAgo = fc.integer({ min: 0, max: (DAYS - 1) * 24 });
const currency = fc.constantFrom('KES', 'USD');
const amount = fc.integer({ min: 1, max: 5_000_000 }).map((cents) => fromCents(BigInt(cents)));
const category = fc.constantFrom('food', 'transport', 'bills', 'other');
const target = fc.nat();

const Step = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('record' as const), hoursAgo, currency, amount, category }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('move' as const), target, hoursAgo }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('change' as const), target, amount, currency, category }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), target }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('restore' as const), target }), weight: 1 },
);
type Step = typeof Step extends fc.Arbitrary<infer S> ? S : never;

async function perform(app: App, caller: Caller, ids: string[], step: Step) {
  const id = ids.length === 0 || step.kind === 'record' ? undefined : ids[step.target % ids.length];
  // A deleted expense cannot be moved or changed: the step is refused and changes nothing.
  const ignoreGone = (error: unknown) => {
    if (!(error instanceof NotFoundError)) throw error;
  };
  switch (step.kind) {
    case 'record': {
      const { expense } = await recordExpense(app, caller, {
        description: 'Spent', amount: step.amount, currency: step.currency, category: step.category, spentAt: at(step.hoursAgo),
      });
      ids.push(expense.id);
      return;
    }
    case 'move':
      if (id) await changeExpense(app, caller, id, { spentAt: at(step.hoursAgo) }).catch(ignoreGone);
      return;
    case 'change':
      if (id) await changeExpense(app, caller, id, { amount: step.amount, currency: step.currency, category: step.category }).catch(ignoreGone);
      return;
    case 'delete':
      if (id) await deleteExpense(app, caller, id);
      return;
    case 'restore':
      if (id) await restoreExpense(app, caller, id).catch(ignoreGone);
      return;
  }
}

async function wholeList(app: App, caller: Caller, from: string, to: string): Promise<ExpenseRow[]> {
  const rows: ExpenseRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await expensePage(app, caller, { from, to, limit: 7, cursor });
    rows.push(...page.edges.map((edge) => edge.node));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** The summary as a plain fold over the listed expenses, each converted on its own. */
function foldOf(rows: readonly ExpenseRow[], from: string, to: string) {
  const kes = (row: ExpenseRow) => toCents(row.amount) * (row.currency === 'USD' ? KES_PER.USD : KES_PER.KES);
  const byDay = new Map<string, bigint>();
  for (let day = from; day <= to; day = addDays(day, 1)) byDay.set(day, 0n);
  const byCategory = new Map<string, { cents: bigint; count: number }>();
  for (const row of rows) {
    byDay.set(row.localDay, (byDay.get(row.localDay) ?? 0n) + kes(row));
    const sum = byCategory.get(row.category) ?? { cents: 0n, count: 0 };
    byCategory.set(row.category, { cents: sum.cents + kes(row), count: sum.count + 1 });
  }
  return {
    total: fromCents(rows.reduce((sum, row) => sum + kes(row), 0n)),
    byDay: [...byDay].map(([day, cents]) => ({ day, total: fromCents(cents) })),
    byCategory: Object.fromEntries([...byCategory].map(([name, { cents, count }]) => [name, { total: fromCents(cents), count }])),
  };
}

describe.each(databaseBackends())('the summary against its list on $name', (backend) => {
  const fixture = useTestApp(backend);

  it('equals a fold of the list after any sequence of records, moves, changes, deletes and restores (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const caller = callerAt(NOW, TIME_ZONE);
        const ids: string[] = [];
        for (const step of steps) await perform(fixture.app, caller, ids, step);
        const to = localDay(NOW, TIME_ZONE);
        const from = addDays(to, 1 - DAYS);
        const summary = await expenseSummary(fixture.app, caller, { from, to });
        const fold = foldOf(await wholeList(fixture.app, caller, from, to), from, to);
        expect(summary.currency).toBe('KES');
        expect(summary.total).toBe(fold.total);
        expect(summary.byDay).toEqual(fold.byDay);
        expect(Object.fromEntries(summary.byCategory.map(({ category: name, ...rest }) => [name, rest]))).toEqual(fold.byCategory);
      }),
      { numRuns: 25 },
    );
  });
});
