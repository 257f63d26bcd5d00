import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import type { SavingCommand } from './decider.ts';
import { savingDecider } from './decider.ts';
import type { SavingChanges, SavingEvent } from './events.ts';

const owner = '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01';
const stranger = '1b2c3d4e-0000-4000-8000-000000000002';
const savingId = 'a1b2c3d4-0000-4000-8000-000000000003';
const fields = {
  description: 'Savings for dharura', amount: '1000.00', currency: 'KES', goalType: 'emergency' as const, goalName: 'dharura',
  language: 'sw' as const, originalText: 'weka akiba 1000 kwa dharura', savedAt: '2026-11-21T08:00:00.000Z',
};
const spec = deciderSpec(savingDecider, owner);
const recorded: SavingEvent = { type: 'SavingRecorded', data: { savingId, ...fields } };
const deleted: SavingEvent = { type: 'SavingDeleted', data: { savingId } };

describe('saving decider', () => {
  describe('RecordSaving', () => {
    const record: SavingCommand = { type: 'Create', userId: owner, id: savingId, fields };
    it('records a new saving', () => spec.given([]).when(record).then([recorded]));
    it('refuses an id that is taken', () => spec.given([recorded]).when(record).thenThrows(ConflictError));
  });

  describe('ChangeSaving', () => {
    const change = (changes: SavingChanges, userId = owner): SavingCommand => ({ type: 'Change', userId, id: savingId, changes });
    it('records only the fields that differ', () =>
      spec.given([recorded]).when(change({ amount: '1500.00', goalName: 'dharura' }))
        .then([{ type: 'SavingChanged', data: { savingId, changes: { amount: '1500.00' } } }]));
    it('decides nothing when the change already holds', () =>
      spec.given([recorded]).when(change({ goalType: 'emergency' })).then([]));
    it("refuses someone else's saving as not found", () =>
      spec.given([recorded]).when(change({ amount: '1.00' }, stranger)).thenThrows(NotFoundError));
    it('refuses a deleted saving', () => spec.given([recorded, deleted]).when(change({ amount: '1.00' })).thenThrows(NotFoundError));
  });

  describe('DeleteSaving', () => {
    const remove = (userId = owner): SavingCommand => ({ type: 'Delete', userId, id: savingId });
    it('deletes', () => spec.given([recorded]).when(remove()).then([deleted]));
    it('decides nothing when already deleted', () => spec.given([recorded, deleted]).when(remove()).then([]));
    it("refuses someone else's saving as not found", () => spec.given([recorded]).when(remove(stranger)).thenThrows(NotFoundError));
    it('refuses an unknown saving', () => spec.given([]).when(remove()).thenThrows(NotFoundError));
  });
});
