// The phone's copy of the person's correction memory (the server's projections/corrections): written
// when a category is corrected here, brought in line with the server's memory when online, and read
// by the voice feature's own analysis offline. Keys are domain/parse's correctionKey, as on the server.
import type { CategoryId } from '../../../domain/categories.ts';
import { correctionKey } from '../../../domain/parse/correctionKey.ts';
import type { ExpenseDatabase } from './db.ts';

export interface ServerCorrection {
  readonly descriptionKey: string;
  readonly category: CategoryId;
}

/** Inside the correcting write's transaction: from now on this description means this category. */
export async function rememberCorrection(db: ExpenseDatabase, description: string, category: CategoryId): Promise<void> {
  const key = correctionKey(description);
  if (key !== '') await db.corrections.put({ key, category, pending: true });
}

export async function rememberedCategory(db: ExpenseDatabase, description: string): Promise<CategoryId | undefined> {
  const key = correctionKey(description);
  return key === '' ? undefined : (await db.corrections.get(key))?.category;
}

/**
 * On conflict: with nothing left in the outbox the server has every correction this phone made, so
 * its memory replaces the copy (corrections from other devices arrive, another account's leave);
 * while commands still wait, this phone's own unsent corrections are kept over the server's.
 */
export async function followServerMemory(db: ExpenseDatabase, entries: readonly ServerCorrection[]): Promise<void> {
  await db.transaction('rw', db.corrections, db.outbox, async () => {
    const waiting = (await db.outbox.count()) > 0;
    const kept = waiting ? await db.corrections.filter((row) => row.pending).toArray() : [];
    const keptKeys = new Set(kept.map((row) => row.key));
    await db.corrections.clear();
    await db.corrections.bulkPut([
      ...entries.filter((entry) => !keptKeys.has(entry.descriptionKey)).map((entry) => ({ key: entry.descriptionKey, category: entry.category, pending: false })),
      ...kept,
    ]);
  });
}
