// The entries budgets, assets, debts and subscriptions share in their field lists (events/<noun>/fields.ts),
// as those have always been shown: the owner and the times as plain strings.
import { DEFAULT_CURRENCY } from '../../domain/currencies.ts';
import { currency, description, money, name } from '../../domain/fields.ts';
import type { FieldSpec } from '../fields.ts';

export const itemIdField = { column: 'id', graphql: { type: 'ID' }, rest: 'always' } as const satisfies FieldSpec;

export const itemOwnerField = { column: 'id', graphql: { type: 'String' }, rest: 'always' } as const satisfies FieldSpec;

export const itemTimeField = { column: 'instant', graphql: { type: 'String' }, rest: 'always' } as const satisfies FieldSpec;

/** What the person calls it: 1 to 100 characters, changeable. */
export const itemNameField = {
  stored: name,
  changeable: true,
  input: name,
  column: 'text',
  graphql: { type: 'String' },
  rest: 'always',
} as const satisfies FieldSpec;

/** A longer word on it, empty when not given, changeable (assets, debts). */
export const itemDescriptionField = {
  stored: description,
  changeable: true,
  input: description,
  recordInput: description.default(''),
  column: 'text',
  graphql: { type: 'String' },
  rest: 'always',
} as const satisfies FieldSpec;

/** Its currency, the default one when not given; never changed (its amounts are counted in it). */
export const itemCurrencyField = {
  stored: currency,
  input: currency,
  recordInput: currency.default(DEFAULT_CURRENCY),
  column: 'text',
  graphql: { type: 'String' },
  rest: 'always',
} as const satisfies FieldSpec;

/** An amount of money in it, changeable. */
export const itemAmountField = (field: string) => ({
  stored: money(field),
  changeable: true,
  input: money(field),
  column: 'amount',
  graphql: { type: 'Decimal' },
  rest: 'always',
}) as const satisfies FieldSpec;
