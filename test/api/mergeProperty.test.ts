// Issue 27's property: over random anonymous histories, after logging in, the account's read models
// hold exactly what the anonymous user and the account had together, and nothing names the anonymous
// user any more. Read models are compared row by row, whatever projections exist.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROJECTIONS } from '../../projections/all.ts';
import { expensesProjection } from '../../projections/expenses/projection.ts';
import { usersProjection } from '../../projections/users/projection.ts';
import { changeExpense, deleteExpense, recordExpense } from '../../server/commands/expenses.ts';
import { assetCommands, budgetCommands, debtCommands, subscriptionCommands } from '../../server/commands/insightItems.ts';
import { recordIou } from '../../server/commands/ious.ts';
import { recordSaving } from '../../server/commands/savings.ts';
import { createSavingsGoal } from '../../server/commands/savingsGoals.ts';
import type { Caller } from '../../server/context.ts';
import { signIn } from '../../server/identity/signIn.ts';
import { callerAt, createUserFor, useTestApp } from '../support/app.ts';
import { databaseBackends } from '../support/backends.ts';

const CATEGORIES = ['food', 'transport'] as const;
const amount = fc.integer({ min: 1, max: 99_999 }).map((cents) => (cents / 100).toFixed(2));
const step = fc.oneof(
  fc.record({ kind: fc.constant('expense' as const), amount, category: fc.constantFrom(...CATEGORIES), hoursAgo: fc.integer({ min: 0, max: 30 }) }),
  fc.record({ kind: fc.constant('correct' as const), category: fc.constantFrom(...CATEGORIES) }),
  fc.record({ kind: fc.constant('delete' as const) }),
  fc.record({ kind: fc.constant('saving' as const), amount }),
  fc.record({ kind: fc.constant('goal' as const), amount }),
  fc.record({ kind: fc.constantFrom('budget' as const, 'asset' as const, 'debt' as const, 'subscription' as const), amount }),
  fc.record({ kind: fc.constant('iou' as const), amount, direction: fc.constantFrom('lent' as const, 'borrowed' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const NOW = '2026-11-20T12:00:00.000Z';
let phoneSeq = 0;

describe.each(databaseBackends())('merging random histories on $name', (backend) => {
  const fixture = useTestApp(backend);

  async function play(caller: Caller, steps: readonly Step[], tag: string) {
    const expenses: string[] = [];
    for (const [index, item] of steps.entries()) {
      const name = `${tag} ${index}`;
      switch (item.kind) {
        case 'expense': {
          const spentAt = new Date(Date.parse(NOW) - item.hoursAgo * 3_600_000).toISOString();
          const { expense } = await recordExpense(fixture.app, caller, { description: name, amount: item.amount, currency: 'KES', category: item.category, spentAt });
          expenses.push(expense.id);
          break;
        }
        case 'correct': {
          const last = expenses.at(-1);
          if (last) await changeExpense(fixture.app, caller, last, { category: item.category });
          break;
        }
        case 'delete': {
          const last = expenses.pop();
          if (last) await deleteExpense(fixture.app, caller, last);
          break;
        }
        case 'saving':
          await recordSaving(fixture.app, caller, { description: name, amount: item.amount, currency: 'KES', goalType: 'goal', goalName: tag });
          break;
        case 'goal':
          await createSavingsGoal(fixture.app, caller, { name: tag, targetAmount: item.amount, currency: 'KES' });
          break;
        case 'budget':
          await budgetCommands.create(fixture.app, caller, { name, category: 'food', budgetAmount: item.amount });
          break;
        case 'asset':
          await assetCommands.create(fixture.app, caller, { name, type: 'cash', value: item.amount });
          break;
        case 'debt':
          await debtCommands.create(fixture.app, caller, { name, type: 'loan', amount: item.amount });
          break;
        case 'subscription':
          await subscriptionCommands.create(fixture.app, caller, { name, amount: item.amount, billingCycle: 'monthly' });
          break;
        case 'iou':
          await recordIou(fixture.app, caller, { person: name, direction: item.direction, amount: item.amount, currency: 'KES' });
          break;
        default: {
          const unexpected: never = item;
          return unexpected;
        }
      }
    }
  }

  /** Every row of every read model that names the user, as JSON text, by table. */
  async function rowsNaming(userId: string): Promise<Map<string, string[]>> {
    const tables = new Map<string, string[]>();
    for (const projection of PROJECTIONS) {
      // A user's own profile follows the settings rule, tested beside signIn; not a union.
      if (projection === usersProjection) continue;
      for (const table of Object.values(projection.tables(''))) {
        const rows = await fixture.db.query<{ row: string }>(
          `select row_to_json(t)::text as row from ${table} t where strpos(row_to_json(t)::text, $1) > 0`,
          [userId],
        );
        tables.set(table, rows.map(({ row }) => row));
      }
    }
    return tables;
  }

  /** Day totals add up: rows with one key are one row with the sums. */
  function summed(rows: readonly string[]): string[] {
    const sums = new Map<string, { total: bigint; count: number }>();
    for (const text of rows) {
      const { total, expense_count: count, ...key } = JSON.parse(text);
      const name = JSON.stringify(key);
      const before = sums.get(name) ?? { total: 0n, count: 0 };
      sums.set(name, { total: before.total + BigInt(Math.round(Number(total) * 100)), count: before.count + Number(count) });
    }
    return [...sums].map(([key, { total, count }]) => `${key} ${total} ${count}`).sort();
  }
  const totalsTable = expensesProjection.tables('').totals;

  it('gives the account exactly what both users had, and leaves nothing with the anonymous user', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 8 }), fc.array(step, { maxLength: 5 }), async (anonymousSteps, accountSteps) => {
        const phone = `+2547${String(30_000_000 + (phoneSeq += 1)).slice(-8)}`;
        const owner = callerAt(NOW, 'Africa/Nairobi');
        await createUserFor(fixture.app, owner);
        await signIn(fixture.app, owner, phone);
        await play(owner, accountSteps, `acct${phoneSeq}`);
        const anon = callerAt(NOW, 'Africa/Nairobi');
        await createUserFor(fixture.app, anon);
        await play(anon, anonymousSteps, `anon${phoneSeq}`);

        const [mine, theirs] = [await rowsNaming(anon.userId), await rowsNaming(owner.userId)];
        await signIn(fixture.app, anon, phone);
        const after = await rowsNaming(owner.userId);
        for (const [table, rows] of after) {
          const together = [...(mine.get(table) ?? []).map((row) => row.replaceAll(anon.userId, owner.userId)), ...(theirs.get(table) ?? [])];
          if (table === totalsTable) expect(summed(rows)).toEqual(summed(together));
          else expect([...rows].sort()).toEqual(together.sort());
        }
        expect([...(await rowsNaming(anon.userId)).values()].flat()).toEqual([]);
      }),
      {
        numRuns: 6,
        // Both spent on food on the same day: one day total from two users' rows.
        examples: [[[{ kind: 'expense', amount: '10.00', category: 'food', hoursAgo: 0 }], [{ kind: 'expense', amount: '5.00', category: 'food', hoursAgo: 0 }]]],
      },
    );
  });
});
