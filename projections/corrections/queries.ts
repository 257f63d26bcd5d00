// Every read of the correction memory goes through here: the category a user last gave a description.
import { type CategoryId, CATEGORY_IDS } from '../../domain/categories.ts';
import { correctionKey } from '../../domain/parse/index.ts';
import type { Queryable } from '../../events/store/driver.ts';
import { correctionsProjection } from './projection.ts';
import { oneOf, rowsByKeys } from '../../events/store/driver.ts';
import { sameTurnOn } from '../../events/store/sameTurn.ts';

const live = correctionsProjection.tables('');

const isCategory = (value: unknown): value is CategoryId => CATEGORY_IDS.some((id) => id === value);

/** The category this user last gave this description, or null. The asks of one turn are read in one statement. */
export async function rememberedCategory(db: Queryable, userId: string, description: string): Promise<CategoryId | null> {
  const key = correctionKey(description);
  if (key === '') return null;
  const ask = { userId: userId.toLowerCase(), key };
  const rows = await sameTurnOn(db, 'remembered category', async (asks: readonly (typeof ask)[]) => db.query(
    rowsByKeys('$1', { user_id: 'uuid', description_key: 'text' }, 'user_id::text, description_key, category', live.memory),
    [JSON.stringify(asks.map((each) => ({ user_id: each.userId, description_key: each.key })))],
  ))(ask);
  const category = rows.find((row) => row['user_id'] === ask.userId && row['description_key'] === ask.key)?.['category'];
  return isCategory(category) ? category : null;
}

/** The remembered category of each of these descriptions that has one, in one read (an import's many payees). */
export async function rememberedCategories(db: Queryable, userId: string, descriptions: readonly string[]): Promise<Map<string, CategoryId>> {
  const keys = new Map(descriptions.map((description) => [description, correctionKey(description)] as const));
  const wanted = [...new Set([...keys.values()].filter((key) => key !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query(
    `select description_key, category from ${live.memory}
     where user_id = $1 and description_key ${oneOf('$2')}`,
    [userId, JSON.stringify(wanted)],
  );
  const byKey = new Map(rows.flatMap((row) => {
    const category = row['category'];
    return typeof row['description_key'] === 'string' && isCategory(category) ? [[row['description_key'], category] as const] : [];
  }));
  return new Map([...keys].flatMap(([description, key]) => {
    const category = byKey.get(key);
    return category ? [[description, category] as const] : [];
  }));
}

export interface RememberedCorrection {
  /** correctionKey(description): the folded form under which the phone looks a description up too. */
  readonly descriptionKey: string;
  readonly category: CategoryId;
}

/** Bounds the phone's copy: a person corrects a few hundred descriptions at most; past this, the most frequent words stay. */
const MEMORY_LIMIT = 2000;

/** The whole memory of one user, for the phone's offline copy. */
export async function categoryMemory(db: Queryable, userId: string): Promise<RememberedCorrection[]> {
  const rows = await db.query(
    `select description_key, category from ${live.memory} where user_id = $1 order by description_key limit ${MEMORY_LIMIT}`,
    [userId],
  );
  return rows.flatMap((row) => {
    const key = row['description_key'];
    const category = row['category'];
    return typeof key === 'string' && isCategory(category) ? [{ descriptionKey: key, category }] : [];
  });
}
