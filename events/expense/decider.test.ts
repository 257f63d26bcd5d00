import { describe, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import type { ExpenseCommand } from './decider.ts';
import { expenseDecider } from './decider.ts';
import type { ExpenseChanges, ExpenseEvent } from './events.ts';

const owner = '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01';
const stranger = '1b2c3d4e-0000-4000-8000-000000000002';
const expenseId = 'a1b2c3d4-0000-4000-8000-000000000003';
const fields = {
  description: 'Chakula', amount: '500.00', currency: 'KES', category: 'food' as const, language: 'sw' as const,
  originalText: 'nimenunua chakula 500', spentAt: '2026-11-21T08:00:00.000Z',
};
const { given } = deciderSpec(expenseDecider, owner);

const recorded: ExpenseEvent = { type: 'ExpenseRecorded', data: { expenseId, ...fields } };
const deleted: ExpenseEvent = { type: 'ExpenseDeleted', data: { expenseId } };
const restored: ExpenseEvent = { type: 'ExpenseRestored', data: { expenseId } };
const change = (changes: ExpenseChanges, userId = owner): ExpenseCommand => ({ type: 'Change', userId, id: expenseId, changes });
const remove = (userId = owner): ExpenseCommand => ({ type: 'Delete', userId, id: expenseId });
const restore = (userId = owner): ExpenseCommand => ({ type: 'Restore', userId, id: expenseId });

describe('expense decider', () => {
  describe('RecordExpense', () => {
    const record: ExpenseCommand = { type: 'Create', userId: owner, id: expenseId, fields };
    it('records a new expense', () => given([]).when(record).then([recorded]));
    it('refuses an id that is taken', () => given([recorded]).when(record).thenThrows(ConflictError));
  });

  describe('ChangeExpense', () => {
    it('records only the fields that differ', () =>
      given([recorded]).when(change({ category: 'bills', amount: '500.00' }))
        .then([{ type: 'ExpenseChanged', data: { expenseId, changes: { category: 'bills' } } }]));
    it('decides nothing when the change already holds', () =>
      given([recorded]).when(change({ category: 'food', description: 'Chakula' })).then([]));
    it("refuses someone else's expense as not found", () =>
      given([recorded]).when(change({ category: 'bills' }, stranger)).thenThrows(NotFoundError));
    it('moves it to another instant and currency', () =>
      given([recorded]).when(change({ spentAt: '2026-11-19T08:00:00.000Z', currency: 'USD' }))
        .then([{ type: 'ExpenseChanged', data: { expenseId, changes: { spentAt: '2026-11-19T08:00:00.000Z', currency: 'USD' } } }]));
    it('decides nothing when it is already there', () => given([recorded]).when(change({ spentAt: fields.spentAt })).then([]));
    it('refuses an unknown expense', () => given([]).when(change({ category: 'bills' })).thenThrows(NotFoundError));
    it('refuses a deleted expense', () => given([recorded, deleted]).when(change({ category: 'bills' })).thenThrows(NotFoundError));
    const inFrancs: ExpenseEvent = { type: 'ExpenseRecorded', data: { expenseId, ...fields, amount: '5000.00', currency: 'XOF' } };
    it('refuses cents on an amount in francs', () => given([inFrancs]).when(change({ amount: '5000.50' })).thenThrows(ValidationError));
    it('refuses moving an amount with cents into francs', () =>
      given([recorded]).when(change({ amount: '12.50', currency: 'XOF' })).thenThrows(ValidationError));
    it('refuses moving 500.50 shillings into francs by the currency alone', () =>
      given([{ type: 'ExpenseRecorded', data: { expenseId, ...fields, amount: '500.50' } }]).when(change({ currency: 'XAF' })).thenThrows(ValidationError));
    it('takes whole francs', () =>
      given([inFrancs]).when(change({ amount: '4500.00' })).then([{ type: 'ExpenseChanged', data: { expenseId, changes: { amount: '4500.00' } } }]));
  });

  describe('DeleteExpense', () => {
    it('deletes', () => given([recorded]).when(remove()).then([deleted]));
    it('decides nothing when already deleted', () => given([recorded, deleted]).when(remove()).then([]));
    it("refuses someone else's expense as not found", () => given([recorded]).when(remove(stranger)).thenThrows(NotFoundError));
  });

  describe('RestoreExpense', () => {
    it('restores a deleted expense', () => given([recorded, deleted]).when(restore()).then([restored]));
    it('refuses one that never existed as not found', () => given([]).when(restore()).thenThrows(NotFoundError));
    it("refuses someone else's as not found", () => given([recorded, deleted]).when(restore(stranger)).thenThrows(NotFoundError));
    it('decides nothing when it is not deleted', () => given([recorded]).when(restore()).then([]));
    it('decides nothing when it is restored already', () => given([recorded, deleted, restored]).when(restore()).then([]));
    it('lets a restored expense be deleted again', () => given([recorded, deleted, restored]).when(remove()).then([deleted]));
    it('lets a restored expense be changed', () =>
      given([recorded, deleted, restored]).when(change({ amount: '1.00' }))
        .then([{ type: 'ExpenseChanged', data: { expenseId, changes: { amount: '1.00' } } }]));
  });
});
