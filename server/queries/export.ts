// "Download my data": everything a person owns, as one JSON document written as it is read. Expenses,
// the long list, are read a page at a time (like export.csv) and the event loop is given back between
// pages, so a long history neither sits in memory nor holds everyone else up. One download per person
// at a time (exportLease.ts). Reads only through the query functions.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LedgerPosition } from '../../projections/expenses/ledger.ts';
import { listLedgerPage } from '../../projections/expenses/ledger.ts';
import { listSharesOf } from '../../projections/family/queries.ts';
import { listGoals, listSavings } from '../../projections/savings/queries.ts';
import { assets, budgets, debts, subscriptions } from '../../projections/ownedItems/all.ts';
import type { App, Caller } from '../context.ts';
import { assertOwnUser } from '../envelope.ts';
import { takeExportLease } from './exportLease.ts';
import { familyGroups } from './family.ts';
import { ious } from './ious.ts';
import { savingsGroupsExport } from './savingsGroups.ts';
import { currentUser } from './users.ts';

// Rows per page read and per chunk written: small enough that one page never holds the loop long
// (PGlite runs its queries on this thread), large enough that 40,000 expenses take 40 round trips.
const PAGE = 1000;

type Section = readonly [name: string, read: { one: () => Promise<unknown> } | { pages: () => AsyncIterable<readonly unknown[]> }];

/** A list read whole, written in pages of rows. */
async function* inPages(rows: Promise<readonly unknown[]>): AsyncIterable<readonly unknown[]> {
  const all = await rows;
  for (let start = 0; start < all.length; start += PAGE) yield all.slice(start, start + PAGE);
}

/** The caller's expenses newest first, a keyset page at a time. */
async function* expensePages(app: App, userId: string): AsyncIterable<readonly unknown[]> {
  let after: LedgerPosition | null = null;
  for (;;) {
    const rows = await listLedgerPage(app.db, userId, {}, { after, limit: PAGE });
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < PAGE || !last) return;
    after = last;
  }
}

export interface DataExport {
  chunks: AsyncIterable<string>;
  /** Gives the person's export lease back (the chunks do once all is read): call it once the download has ended, however it ended. */
  release(): Promise<void>;
}

/**
 * The caller's data, checked before anything is read; `userId` follows the spec's rule (own id, "me" or
 * absent). Refuses 429 while another download of theirs runs.
 */
export async function exportData(app: App, caller: Caller, userId: unknown): Promise<DataExport> {
  assertOwnUser(caller, userId);
  const { db } = app;
  const me = caller.userId;
  const lease = await takeExportLease(db, me);
  const sections: Section[] = [
    ['settings', { one: () => currentUser(app, caller) }],
    ['expenses', { pages: () => expensePages(app, me) }],
    ['savings', { pages: () => inPages(listSavings(db, me)) }],
    ['savingsGoals', { pages: () => inPages(listGoals(db, me)) }],
    ['budgets', { pages: () => inPages(budgets.list(db, me)) }],
    ['assets', { pages: () => inPages(assets.list(db, me)) }],
    ['debts', { pages: () => inPages(debts.list(db, me)) }],
    ['subscriptions', { pages: () => inPages(subscriptions.list(db, me)) }],
    ['familyGroups', { pages: () => inPages(familyGroups(app, caller)) }],
    ['expenseShares', { pages: () => inPages(listSharesOf(db, me)) }],
    ['ious', { pages: () => inPages(ious(app, caller)) }],
    ['savingsGroups', { pages: () => inPages(savingsGroupsExport(app, caller)) }],
  ];
  async function* chunks() {
    yield `{"exportedAt":${JSON.stringify(caller.now.toISOString())},"userId":${JSON.stringify(me)}`;
    for (const [name, read] of sections) {
      if ('one' in read) {
        yield `,${JSON.stringify(name)}:${JSON.stringify(await read.one())}`;
        continue;
      }
      let first = true;
      yield `,${JSON.stringify(name)}:[`;
      for await (const rows of read.pages()) {
        yield `${first ? '' : ','}${rows.map((row) => JSON.stringify(row)).join(',')}`;
        first = false;
        await lease.renew();
        // Everyone else's requests run between two pages.
        await nextTurn();
      }
      yield ']';
    }
    // Everything is read: a next download may begin while the last bytes are still on their way
    // (released only once the response ended, a download right after it was refused 429).
    await lease.release();
    yield '}\n';
  }
  return { chunks: chunks(), release: lease.release };
}
