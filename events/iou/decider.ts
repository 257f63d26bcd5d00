// The IOU stream's rules: only its owner may repay or delete it, a repayment may not be more than is
// still outstanding, and a repayment id or a deletion that already holds decides nothing.
import { ConflictError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { Decider } from '../handleCommand.ts';
import type { IouEvent, IouFields, IouRepayment } from './events.ts';
import { iouRegistry } from './events.ts';

export type IouCommand =
  | { type: 'RecordIou'; userId: string; iouId: string; fields: IouFields }
  | { type: 'RepayIou'; userId: string; iouId: string; repaymentId: string; repayment: Omit<IouRepayment, 'repaymentId'> }
  | { type: 'DeleteIou'; userId: string; iouId: string };

export type IouState =
  | { status: 'none' }
  | { status: 'recorded' | 'deleted'; ownerId: string; fields: IouFields; outstandingCents: bigint; repaymentIds: readonly string[] };

const notFound = () => new NotFoundError('IOU not found');

export const iouDecider: Decider<IouCommand, IouState, IouEvent> = {
  registry: iouRegistry,
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'IouRecorded': {
        const { iouId: _id, ...fields } = event.data;
        return { status: 'recorded', ownerId: event.metadata.userId, fields, outstandingCents: toCents(fields.amount), repaymentIds: [] };
      }
      case 'IouRepaid':
        return state.status === 'none'
          ? state
          : { ...state, outstandingCents: state.outstandingCents - toCents(event.data.amount), repaymentIds: [...state.repaymentIds, event.data.repaymentId] };
      case 'IouDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RecordIou':
        if (state.status !== 'none') throw new ConflictError('An IOU with this id already exists');
        return [{ type: 'IouRecorded', data: { iouId: command.iouId, ...command.fields } }];
      case 'RepayIou': {
        if (state.status !== 'recorded' || state.ownerId !== command.userId) throw notFound();
        if (state.repaymentIds.includes(command.repaymentId)) return [];
        if (toCents(command.repayment.amount) > state.outstandingCents) {
          throw new ValidationError(`amount must be at most the ${fromCents(state.outstandingCents)} outstanding`, 'amount');
        }
        return [{ type: 'IouRepaid', data: { iouId: command.iouId, repaymentId: command.repaymentId, ...command.repayment } }];
      }
      case 'DeleteIou':
        if (state.status === 'none' || state.ownerId !== command.userId) throw notFound();
        if (state.status === 'deleted') return [];
        return [{ type: 'IouDeleted', data: { iouId: command.iouId } }];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
