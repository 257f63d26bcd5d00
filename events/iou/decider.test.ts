import { describe, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { deciderSpec } from '../../test/support/decider.ts';
import type { IouCommand } from './decider.ts';
import { iouDecider } from './decider.ts';
import type { IouChanges, IouEvent } from './events.ts';

const owner = '7d0f8a3e-55d5-4bb4-9a55-0c4c3e3f1a01';
const stranger = '1b2c3d4e-0000-4000-8000-000000000002';
const iouId = 'a1b2c3d4-0000-4000-8000-000000000003';
const first = 'a1b2c3d4-0000-4000-8000-000000000004';
const second = 'a1b2c3d4-0000-4000-8000-000000000005';
const fields = {
  person: 'Juma', phone: '+254712345678', direction: 'lent' as const, amount: '500.00', currency: 'KES' as const,
  date: '2026-11-21', dueDate: null, note: null,
};
const spec = deciderSpec(iouDecider, owner);
const recorded: IouEvent = { type: 'IouRecorded', data: { iouId, ...fields } };
const repaid = (repaymentId: string, amount: string): IouEvent => ({ type: 'IouRepaid', data: { iouId, repaymentId, amount, date: '2026-11-22' } });
const deleted: IouEvent = { type: 'IouDeleted', data: { iouId } };
const repay = (repaymentId: string, amount: string, userId = owner): IouCommand =>
  ({ type: 'Repay', userId, id: iouId, repaymentId, repayment: { amount, date: '2026-11-22' } });
const remove = (userId = owner): IouCommand => ({ type: 'Delete', userId, id: iouId });

describe('IOU decider', () => {
  describe('Create', () => {
    const record: IouCommand = { type: 'Create', userId: owner, id: iouId, fields };
    it('records money lent', () => spec.given([]).when(record).then([recorded]));
    it('refuses an id that is taken', () => spec.given([recorded]).when(record).thenThrows(ConflictError));
  });

  describe('Repay', () => {
    it('records a repayment', () => spec.given([recorded]).when(repay(first, '200.00')).then([repaid(first, '200.00')]));
    it('settles with the exact remainder', () =>
      spec.given([recorded, repaid(first, '200.00')]).when(repay(second, '300.00')).then([repaid(second, '300.00')]));
    it('refuses more than is outstanding, naming amount', () =>
      spec.given([recorded, repaid(first, '200.00')]).when(repay(second, '300.01')).thenThrows(ValidationError, 'at most the 300.00 outstanding'));
    it('decides nothing for a repayment id already recorded', () =>
      spec.given([recorded, repaid(first, '200.00')]).when(repay(first, '200.00')).then([]));
    it("refuses someone else's, a deleted and an unknown IOU as not found", () => {
      spec.given([recorded]).when(repay(first, '1.00', stranger)).thenThrows(NotFoundError, 'IOU not found');
      spec.given([recorded, deleted]).when(repay(first, '1.00')).thenThrows(NotFoundError);
      spec.given([]).when(repay(first, '1.00')).thenThrows(NotFoundError);
    });
  });

  describe('Change', () => {
    const change = (changes: IouChanges, userId = owner): IouCommand => ({ type: 'Change', userId, id: iouId, changes });
    const changed = (changes: IouChanges): IouEvent => ({ type: 'IouChanged', data: { iouId, changes } });
    it('records only the fields that differ', () =>
      spec.given([recorded]).when(change({ person: 'Juma', amount: '5000.00' })).then([changed({ amount: '5000.00' })]));
    it('clears the due date and note with null', () =>
      spec.given([recorded, changed({ dueDate: '2026-12-01', note: 'kodi' })]).when(change({ dueDate: null, note: null })).then([changed({ dueDate: null, note: null })]));
    it('takes an amount down to exactly what was repaid', () =>
      spec.given([recorded, repaid(first, '200.00')]).when(change({ amount: '200.00' })).then([changed({ amount: '200.00' })]));
    it('refuses an amount below what was repaid, naming amount', () =>
      spec.given([recorded, repaid(first, '200.00')]).when(change({ amount: '199.99' })).thenThrows(ValidationError, 'at least the 200.00 repaid'));
    it('decides nothing when the change already holds', () => spec.given([recorded]).when(change({ amount: '500.00' })).then([]));
    it("refuses someone else's and a deleted IOU as not found", () => {
      spec.given([recorded]).when(change({ amount: '1.00' }, stranger)).thenThrows(NotFoundError, 'IOU not found');
      spec.given([recorded, deleted]).when(change({ amount: '1.00' })).thenThrows(NotFoundError);
    });
  });

  describe('Delete', () => {
    it('deletes', () => spec.given([recorded]).when(remove()).then([deleted]));
    it('decides nothing when already deleted', () => spec.given([recorded, deleted]).when(remove()).then([]));
    it("refuses someone else's IOU as not found", () => spec.given([recorded]).when(remove(stranger)).thenThrows(NotFoundError));
  });
});
