import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { changedValues, fieldColumns, recordedValues } from '../projections/fieldColumns.ts';
import { fingerprinted } from '../projections/fingerprint.ts';
import { expenseFields } from './expense/fields.ts';
import { changeableNames, changeInputShape, changesShape, recordInputShape, storedShape } from './fields.ts';
import { savingFields } from './saving/fields.ts';
import { savingsGoalFields } from './savingsGoal/fields.ts';

describe('a noun built from its field declaration', () => {
  it('names the changeable fields in declaration order, as the change message always has', () => {
    expect(changeableNames(expenseFields)).toBe('description, amount, category, note, spentAt or currency');
    expect(changeableNames(savingFields)).toBe('description, amount, currency, goalType, goalName or note');
    expect(changeableNames(savingsGoalFields, 'isCompleted')).toBe('name, targetAmount, currency, deadline or isCompleted');
  });

  it('decodes an expense recorded before notes and imports existed', () => {
    const old = { description: 'Lunch', amount: '250.00', currency: 'KES', category: 'food', language: 'en', originalText: null, spentAt: '2026-01-05T10:00:00.000Z' };
    expect(z.object(storedShape(expenseFields)).parse(old)).toEqual(old);
  });

  it('decodes a goal created and changed as before, and keeps its progress out of events and columns', () => {
    const created = { name: 'School fees', targetAmount: '4000.00', currency: 'KES', deadline: null };
    expect(z.object(storedShape(savingsGoalFields)).parse(created)).toEqual(created);
    expect(z.object(changesShape(savingsGoalFields)).parse({ deadline: null })).toEqual({ deadline: null });
    expect(recordedValues(savingsGoalFields, { goalId: 'ignored', ...created })).toEqual(created);
    expect(fieldColumns(savingsGoalFields).names).toBe('id, user_id, name, target_amount, currency, deadline, is_completed, created_at, updated_at');
  });

  it("gives a record a saving's default goal type, never a change", () => {
    expect(z.object(recordInputShape(savingFields)).parse({ description: 'Fees', amount: '5', currency: 'kes' }))
      .toMatchObject({ goalType: 'general', currency: 'KES' });
    expect(z.object(changeInputShape(savingFields)).parse({})).toEqual({});
  });

  it('fills a missing field and an empty note with null, and a change sets only what it gives', () => {
    const recorded = recordedValues(savingFields, {
      savingId: 'ignored', description: 'Fees', amount: '5.00', currency: 'KES', goalType: 'general', goalName: null,
      language: 'en', originalText: null, savedAt: '2026-01-05T10:00:00.000Z',
    });
    expect(recorded).toEqual({ description: 'Fees', amount: '5.00', currency: 'KES', goalType: 'general', goalName: null, language: 'en', originalText: null, note: null });
    expect(changedValues(savingFields, { note: '', amount: undefined, description: 'School fees' })).toEqual({ note: null, description: 'School fees' });
  });

  it('names the read model after its DDL, so another column is another table', () => {
    const before = fingerprinted('expenses', 6, ['create table t (a text)']);
    const after = fingerprinted('expenses', 6, ['create table t (a text, place text)']);
    expect(before.name).toMatch(/^expenses\.v6-[0-9a-f]{8}$/);
    expect(after.name).not.toBe(before.name);
    expect(after.table('expense_list', '_replay')).toMatch(/^expense_list_v6_[0-9a-f]{8}_replay$/);
  });
});
