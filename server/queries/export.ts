// "Download my data": everything a person owns, as one JSON document written section by section
// (so a long history never sits in memory as one string). Reads only through the query functions.
import { listExpenses } from '../../projections/expenses/queries.ts';
import { listSharesOf } from '../../projections/family/queries.ts';
import { listGoals, listSavings } from '../../projections/savings/queries.ts';
import { assets, budgets, debts, subscriptions } from '../../projections/ownedItems/all.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser } from '../envelope.ts';
import { familyGroups } from './family.ts';
import { ious } from './ious.ts';
import { currentUser } from './users.ts';

type Section = readonly [name: string, read: () => Promise<unknown>];

/** The caller's data, checked before anything is read; `userId` follows the spec's rule (own id, "me" or absent). */
export function exportData(app: App, caller: Caller, userId: unknown): AsyncIterable<string> {
  assertOwnUser(caller, userId);
  const { db } = app;
  const me = caller.userId;
  const sections: Section[] = [
    ['settings', () => currentUser(app, caller)],
    ['expenses', () => listExpenses(db, me, '0001-01-01', '9999-12-31')],
    ['savings', () => listSavings(db, me)],
    ['savingsGoals', () => listGoals(db, me)],
    ['budgets', () => budgets.list(db, me)],
    ['assets', () => assets.list(db, me)],
    ['debts', () => debts.list(db, me)],
    ['subscriptions', () => subscriptions.list(db, me)],
    ['familyGroups', () => familyGroups(app, caller)],
    ['expenseShares', () => listSharesOf(db, me)],
    ['ious', () => ious(app, caller)],
  ];
  return (async function* () {
    yield `{"exportedAt":${JSON.stringify(caller.now.toISOString())},"userId":${JSON.stringify(me)}`;
    for (const [name, read] of sections) {
      const value = await read();
      if (!Array.isArray(value)) {
        yield `,${JSON.stringify(name)}:${JSON.stringify(value)}`;
        continue;
      }
      yield `,${JSON.stringify(name)}:[`;
      for (const [index, row] of value.entries()) yield `${index === 0 ? '' : ','}${JSON.stringify(row)}`;
      yield ']';
    }
    yield '}\n';
  })();
}
