// The voice feature's side of the phone's correction memory: brings the copy in line with the
// server's while online, and answers the offline analysis with the person's own category for a
// description. The copy itself lives in the offline database (offline/corrections.ts).
import type { ApolloClient } from '@apollo/client';
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { graphql } from '../gql/index.ts';
import { followServerMemory, rememberedCategory, type ServerCorrection } from '../offline/corrections.ts';
import { database } from '../offline/database.ts';

const CategoryMemoryQuery = graphql(`
  query CategoryMemory {
    categoryMemory {
      descriptionKey
      category
    }
  }
`);

function toCorrection(entry: { descriptionKey: string; category: string }): ServerCorrection[] {
  const category = CATEGORY_IDS.find((id) => id === entry.category);
  return category === undefined ? [] : [{ descriptionKey: entry.descriptionKey, category }];
}

/** Online only, off the person's path: a failure leaves the copy as it was. */
export async function refreshCorrectionMemory(client: ApolloClient): Promise<void> {
  try {
    const { data } = await client.query({ query: CategoryMemoryQuery, fetchPolicy: 'no-cache' });
    if (data !== undefined) await followServerMemory(await database(), data.categoryMemory.flatMap(toCorrection));
  } catch (error) {
    console.warn('The correction memory could not be refreshed', error);
  }
}

/** The person's own category for this description, if they corrected it before; undefined when the database is out of reach. */
export async function correctedCategory(description: string): Promise<CategoryId | undefined> {
  try {
    return await rememberedCategory(await database(), description);
  } catch (error) {
    console.warn('The correction memory could not be read', error);
    return undefined;
  }
}
