// The closed lists the schema names as enums, each built from the one list the application checks
// against, so a new value needs no second copy. Values travel as the same strings REST answers.
import { CATEGORY_IDS } from '../../domain/categories.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { GOAL_TYPES } from '../../domain/parse/savingsAmount.ts';
import { ASSET_TYPES, BILLING_CYCLES, BUDGET_CATEGORIES, BUDGET_PERIODS, DEBT_TYPES, IOU_DIRECTIONS, SUBSCRIPTION_CATEGORIES } from '../../domain/ownedItems.ts';
import { builder } from './builder.ts';

function enumOf<const Values extends readonly string[]>(name: string, values: Values, description: string) {
  return {
    values,
    ref: builder.enumType(name, { values, description }),
    /** A value read back from a row as one of the enum's own (rows are parsed, so it always is). */
    of(value: unknown): Values[number] {
      const found = values.find((known) => known === value);
      if (found === undefined) throw new Error(`${String(value)} is not a ${name}`);
      return found;
    },
  };
}

export type EnumField = ReturnType<typeof enumOf<readonly string[]>>;

export const Category = enumOf('Category', CATEGORY_IDS, 'An expense category.');
export const Language = enumOf('Language', LANGUAGE_CODES, 'One of the 22 supported languages (ISO 639-1).');
export const GoalType = enumOf('GoalType', GOAL_TYPES, 'What a saving is for.');
const BudgetCategory = enumOf('BudgetCategory', BUDGET_CATEGORIES, 'What a budget limits: each covers the expense categories its spending is recorded in.');
const BudgetPeriod = enumOf('BudgetPeriod', BUDGET_PERIODS, 'The period a budget counts spending over.');
const AssetType = enumOf('AssetType', ASSET_TYPES, 'What kind of thing an asset is.');
const DebtType = enumOf('DebtType', DEBT_TYPES, 'What kind of debt it is.');
export const BillingCycle = enumOf('BillingCycle', BILLING_CYCLES, 'How often a subscription bills.');
const SubscriptionCategory = enumOf('SubscriptionCategory', SUBSCRIPTION_CATEGORIES, 'What a subscription is for.');
export const IouDirection = enumOf('IouDirection', IOU_DIRECTIONS, 'Whether the caller lent the money or borrowed it.');

const ALL: readonly EnumField[] = [Category, Language, GoalType, BudgetCategory, BudgetPeriod, AssetType, DebtType, BillingCycle, SubscriptionCategory, IouDirection];

/** The schema's enum built from this very list (BILLING_CYCLES and BUDGET_PERIODS hold the same words), or null. */
export function enumOfList(values: readonly string[]): EnumField | null {
  return ALL.find((each) => each.values === values) ?? null;
}
