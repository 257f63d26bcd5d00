import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { StoredEvent } from '../store/eventTypes.ts';
import type { ExpenseCommand } from './decider.ts';
import { expenseDecider } from './decider.ts';
import type { ExpenseEvent } from './events.ts';

const owner = '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01';
const stranger = '1b2c3d4e-0000-4000-8000-000000000002';
const expenseId = 'a1b2c3d4-0000-4000-8000-000000000003';
const fields = {
  description: 'Chakula', amount: '500.00', currency: 'KES', category: 'food' as const, language: 'sw' as const,
  originalText: 'nimenunua chakula 500', spentAt: '2026-11-21T08:00:00.000Z',
};

let position = 0;
const stored = (event: ExpenseEvent, userId = owner): StoredEvent<ExpenseEvent> => ({
  ...event,
  eventId: `e${++position}`,
  streamId: `expense-${owner}-${expenseId}`,
  streamPosition: position,
  schemaVersion: 1,
  metadata: { userId, commandId: owner, occurredAt: '2026-11-21T08:00:00.000Z', timeZone: 'Africa/Nairobi' },
  transactionId: '1',
  globalPosition: String(position),
});

/** given these events, when this command: the events decided (or the error thrown). */
const given = (...events: ExpenseEvent[]) => ({
  when: (command: ExpenseCommand) =>
    expenseDecider.decide(command, events.map((event) => stored(event)).reduce(expenseDecider.evolve, expenseDecider.initialState)),
});

const recorded: ExpenseEvent = { type: 'ExpenseRecorded', data: { expenseId, ...fields } };
const deleted: ExpenseEvent = { type: 'ExpenseDeleted', data: { expenseId } };
const restored: ExpenseEvent = { type: 'ExpenseRestored', data: { expenseId } };

describe('expense decider', () => {
  describe('RecordExpense', () => {
    const record: ExpenseCommand = { type: 'RecordExpense', userId: owner, expenseId, fields };
    it('records a new expense', () => expect(given().when(record)).toEqual([recorded]));
    it('refuses an id that is taken', () => expect(() => given(recorded).when(record)).toThrow(ConflictError));
  });

  describe('ChangeExpense', () => {
    const change = (changes: object, userId = owner): ExpenseCommand =>
      ({ type: 'ChangeExpense', userId, expenseId, changes });
    it('records only the fields that differ', () =>
      expect(given(recorded).when(change({ category: 'bills', amount: '500.00' }))).toEqual([
        { type: 'ExpenseChanged', data: { expenseId, changes: { category: 'bills' } } },
      ]));
    it('decides nothing when the change already holds', () =>
      expect(given(recorded).when(change({ category: 'food', description: 'Chakula' }))).toEqual([]));
    it("refuses someone else's expense as not found", () =>
      expect(() => given(recorded).when(change({ category: 'bills' }, stranger))).toThrow(NotFoundError));
    it('refuses an unknown or deleted expense', () => {
      expect(() => given().when(change({ category: 'bills' }))).toThrow(NotFoundError);
      expect(() => given(recorded, deleted).when(change({ category: 'bills' }))).toThrow(NotFoundError);
    });
  });

  describe('DeleteExpense', () => {
    const remove = (userId = owner): ExpenseCommand => ({ type: 'DeleteExpense', userId, expenseId });
    it('deletes', () => expect(given(recorded).when(remove())).toEqual([deleted]));
    it('decides nothing when already deleted', () => expect(given(recorded, deleted).when(remove())).toEqual([]));
    it("refuses someone else's expense as not found", () =>
      expect(() => given(recorded).when(remove(stranger))).toThrow(NotFoundError));
  });

  describe('RestoreExpense', () => {
    const restore = (userId = owner): ExpenseCommand => ({ type: 'RestoreExpense', userId, expenseId });
    it('restores a deleted expense', () => expect(given(recorded, deleted).when(restore())).toEqual([restored]));
    it('refuses one that never existed as not found', () => expect(() => given().when(restore())).toThrow(NotFoundError));
    it("refuses someone else's as not found", () =>
      expect(() => given(recorded, deleted).when(restore(stranger))).toThrow(NotFoundError));
    it('decides nothing when it is not deleted', () => {
      expect(given(recorded).when(restore())).toEqual([]);
      expect(given(recorded, deleted, restored).when(restore())).toEqual([]);
    });
    it('lets a restored expense be changed and deleted again', () => {
      expect(given(recorded, deleted, restored).when({ type: 'DeleteExpense', userId: owner, expenseId })).toEqual([deleted]);
      expect(given(recorded, deleted, restored).when({ type: 'ChangeExpense', userId: owner, expenseId, changes: { amount: '1.00' } }))
        .toEqual([{ type: 'ExpenseChanged', data: { expenseId, changes: { amount: '1.00' } } }]);
    });
  });
});
