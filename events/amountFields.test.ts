// The one currency rule (domain/currencies.ts) knows every noun's amounts by their field names: this
// finds every amount field of every noun, so a noun added with an amount under a new name is not
// left outside the rule.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AMOUNT_FIELDS, unfitAmount } from '../domain/currencies.ts';
import { fieldKinds } from '../domain/fields.ts';
import { expenseFields } from './expense/fields.ts';
import type { FieldList } from './fields.ts';
import { iouFields } from './iou/fields.ts';
import { assetItem } from './ownedItem/asset.ts';
import { budgetItem } from './ownedItem/budget.ts';
import { debtItem } from './ownedItem/debt.ts';
import { subscriptionItem } from './ownedItem/subscription.ts';
import { savingFields } from './saving/fields.ts';
import { savingsGoalFields } from './savingsGoal/fields.ts';

const peeled = (schema: z.core.$ZodType): z.core.$ZodType =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault ? peeled(schema.unwrap()) : schema;

/** A declared noun's amounts: the Decimal fields a caller gives. */
const declared = (fields: FieldList) => Object.entries(fields).filter(([, spec]) => spec.input && spec.graphql?.type === 'Decimal').map(([key]) => key);

/** An owned item's amounts: the money fields of its schema. */
const ofSchema = (schema: z.ZodObject) => Object.entries(schema.shape).filter(([, field]) => fieldKinds.get(peeled(field))?.kind === 'amount').map(([key]) => key);

describe('every amount of every noun', () => {
  it('is one the currency rule asks', () => {
    const amounts = [
      ...[expenseFields, iouFields, savingFields, savingsGoalFields].flatMap(declared),
      ...[assetItem, budgetItem, debtItem, subscriptionItem].flatMap((item) => (item.fields instanceof z.ZodObject ? ofSchema(item.fields) : [])),
    ];
    expect(amounts.length).toBeGreaterThan(8);
    expect([...new Set(amounts)].filter((field) => !AMOUNT_FIELDS.some((known) => known === field))).toEqual([]);
  });

  it.each([
    [{ amount: '10.50', currency: 'XOF' }, undefined, 'amount'],
    [{ amount: '10', currency: 'XOF' }, undefined, undefined],
    [{ value: '1000.00', currency: 'UGX' }, undefined, undefined],
    [{ amount: '5', minimumPayment: '0.50', currency: 'XAF' }, undefined, 'minimumPayment'],
    [{ amount: '10.50', currency: 'KES' }, undefined, undefined],
    // A change asks only the amounts it gives, or all when it gives the currency.
    [{ amount: '10.50', currency: 'XOF', note: 'old' }, { note: 'new' }, undefined],
    [{ amount: '10', currency: 'XOF' }, { amount: '10.25' }, 'amount'],
    [{ amount: '10.50', currency: 'KES' }, { currency: 'XAF' }, 'amount'],
  ] as const)('%o changed by %o: unfit %s', (fields, changes, unfit) => {
    expect(unfitAmount(fields, changes)?.field).toBe(unfit);
  });
});
