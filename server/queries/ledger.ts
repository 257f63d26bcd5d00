// The ledger: every expense a person has, a page at a time, filtered by days, category and search.
// REST and GraphQL both read it through expensePage; pages follow a keyset, so paging a list that
// grows meanwhile still answers each expense exactly once.
import { listLedgerPage } from '../../projections/expenses/ledger.ts';
import type { ExpenseRow } from '../../projections/expenses/row.ts';
import type { App, Caller } from '../context.ts';
import { parseInput } from '../input.ts';
import { LedgerQuery, cursorCodec, ledgerFilter } from './ledgerInput.ts';
import type { LedgerArguments } from './ledgerInput.ts';

export interface LedgerEdge {
  cursor: string;
  node: ExpenseRow;
}

export interface LedgerPage {
  edges: LedgerEdge[];
  /** The cursor of the last edge when more expenses follow it; null on the last page. */
  nextCursor: string | null;
}

/** One page of the ledger; `shape` is how the transport names its parameters (REST's by default). */
export async function expensePage(
  app: App, caller: Caller, input: unknown, shape: typeof LedgerQuery | typeof LedgerArguments = LedgerQuery,
): Promise<LedgerPage> {
  const parsed = parseInput(shape, input);
  const filter = ledgerFilter(parsed.filter);
  const cursors = await cursorCodec(app.db, caller.userId, filter);
  const after = parsed.cursor === undefined ? null : cursors.read(parsed.cursor);
  // One more than asked says whether another page follows.
  const rows = await listLedgerPage(app.db, caller.userId, filter, { after, limit: parsed.limit + 1 });
  const edges = rows.slice(0, parsed.limit).map((node) => ({ cursor: cursors.issue(node), node }));
  return { edges, nextCursor: rows.length > parsed.limit ? (edges.at(-1)?.cursor ?? null) : null };
}
