// The IOU stream's rules: the one lifecycle without change or restore, and repaying. Only its owner
// may repay it, a repayment may not be more than is still outstanding, and a repayment id already
// recorded decides nothing.
import { ValidationError } from '../../domain/errors.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { LifecycleCommand, Particular } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { flat } from '../ownedItem/shapes.ts';
import type { IouFields, IouRepayment } from './events.ts';
import { IouDeleted, IouRecorded, IouRepaid } from './events.ts';

interface RepayIou {
  type: 'Repay';
  userId: string;
  id: string;
  repaymentId: string;
  repayment: Omit<IouRepayment, 'repaymentId'>;
}

// An IOU's fields never change and a deleted one stays deleted: no Change, no Restore.
export type IouCommand = LifecycleCommand<IouFields, never, never> | RepayIou;

const repay: Particular<IouFields, never, RepayIou, readonly [typeof IouRepaid]> = {
  definitions: [IouRepaid],
  decide(command, { fields, facts: repayments }) {
    if (repayments.some(({ data }) => data.repaymentId === command.repaymentId)) return [];
    const outstandingCents = repayments.reduce((cents, { data }) => cents - toCents(data.amount), toCents(fields.amount));
    if (toCents(command.repayment.amount) > outstandingCents) {
      throw new ValidationError(`amount must be at most the ${fromCents(outstandingCents)} outstanding`, 'amount');
    }
    return [{ type: 'IouRepaid', data: { iouId: command.id, repaymentId: command.repaymentId, ...command.repayment } }];
  },
};

export const { decider: iouDecider } = defineLifecycle({
  title: 'IOU',
  one: 'An IOU',
  events: flat('iouId', { created: IouRecorded, deleted: IouDeleted }),
  particular: repay,
});
