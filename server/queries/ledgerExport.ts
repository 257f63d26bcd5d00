// expenses.csv from the server: every expense of a range of local days, oldest first, written by
// the shared CSV rules (domain/csv.ts) a page at a time, so a long history is never held whole.
import { csvHead, csvLine } from '../../domain/csv.ts';
import type { LedgerPosition } from '../../projections/expenses/ledger.ts';
import { listLedgerPage } from '../../projections/expenses/ledger.ts';
import type { App, Caller } from '../context.ts';
import { parseInput } from '../input.ts';
import { ExportInput } from './ledgerInput.ts';

const PAGE = 1000;

/** Checks the range at once (a refusal is still a 400), then yields the file in chunks as it is read. */
export function expenseCsv(app: App, caller: Caller, input: unknown): AsyncIterable<string> {
  const filter = parseInput(ExportInput, input);
  return (async function* lines() {
    yield csvHead();
    let after: LedgerPosition | null = null;
    for (;;) {
      const rows = await listLedgerPage(app.db, caller.userId, filter, { after, limit: PAGE, oldestFirst: true });
      if (rows.length > 0) yield rows.map((row) => csvLine(row.localDay, row)).join('');
      const last = rows.at(-1);
      if (rows.length < PAGE || !last) return;
      after = last;
    }
  })();
}
