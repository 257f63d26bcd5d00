// The one check the offline layer makes on a GraphQL answer beyond its shape: enum values this build
// knows. A phone may run a build its service worker cached against a newer server whose enums grew.
import { CATEGORY_IDS } from '../../../domain/categories.ts';
import { LANGUAGE_CODES } from '../../../domain/languages.ts';
import { IOU_DIRECTIONS } from '../../../domain/ownedItems.ts';
import { GOAL_TYPES } from '../../../domain/parse/savingsAmount.ts';
import { RetryableError } from './request.ts';

/** By field name, whatever the row: a field added to a fragment needs nothing here unless it is one of these. */
const KNOWN: Readonly<Record<string, readonly string[]>> = {
  category: CATEGORY_IDS,
  language: LANGUAGE_CODES,
  goalType: GOAL_TYPES,
  direction: IOU_DIRECTIONS,
};

/** The row as sent, or RetryableError: a value the screens cannot show is retried after an update, not stored. */
export function known<Row extends object>(row: Row, what: string): Row {
  for (const [field, value] of Object.entries(row)) {
    const values = KNOWN[field];
    if (values !== undefined && !(typeof value === 'string' && values.includes(value))) {
      throw new RetryableError(`The server sent ${what} this app cannot read`);
    }
  }
  return row;
}
