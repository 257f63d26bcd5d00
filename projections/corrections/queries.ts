// Every read of the correction memory goes through here: the category a user last gave a description.
import { type CategoryId, CATEGORY_IDS } from '../../domain/categories.ts';
import { correctionKey } from '../../domain/parse/index.ts';
import type { Queryable } from '../../events/store/driver.ts';
import { correctionsProjection } from './projection.ts';

const live = correctionsProjection.tables('');

const isCategory = (value: unknown): value is CategoryId => CATEGORY_IDS.some((id) => id === value);

export async function rememberedCategory(db: Queryable, userId: string, description: string): Promise<CategoryId | null> {
  const key = correctionKey(description);
  if (key === '') return null;
  const [row] = await db.query(`select category from ${live.memory} where user_id = $1 and description_key = $2`, [userId, key]);
  const category = row?.['category'];
  return isCategory(category) ? category : null;
}
