// The generated lexicons this process has: English always (people mix it into every language), the
// others as they are provided — all at once on the server (lexicon/all.ts), one language's chunk at a
// time on the phone (phone.ts). A table provided later is read from the next call on.
import type { TableName } from './names.ts';
import type { LexiconTable } from './table.ts';
import { LEXICON as ENGLISH } from './tables/en.ts';

const tables = new Map<TableName, LexiconTable>([['en', ENGLISH]]);
let generation = 0;

export function provideLexicon(name: TableName, table: LexiconTable): void {
  if (tables.get(name) === table) return;
  tables.set(name, table);
  generation += 1;
}

export function lexiconTable(name: TableName): LexiconTable | undefined {
  return tables.get(name);
}

/** Changes whenever a table is provided: a cache built from the tables is stale when it differs. */
export function lexiconGeneration(): number {
  return generation;
}
