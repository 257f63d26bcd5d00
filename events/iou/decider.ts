// The IOU stream's rules: the one lifecycle without restore, and repaying. Only its owner may change or
// repay it, a repayment may not be more than is still outstanding, a change may not bring the amount
// below what has been repaid, a repayment is whole in a currency without cents (like every amount), and
// a repayment id already recorded decides nothing.
import { fitsCurrency, wholeUnitsMessage } from '../../domain/currencies.ts';
import { ValidationError } from '../../domain/errors.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { LifecycleCommand, Particular } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { flat } from '../ownedItem/shapes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import type { IouChanges, IouFields, IouRepayment } from './events.ts';
import { IouChanged, IouDeleted, IouRecorded, IouRepaid } from './events.ts';

interface RepayIou {
  type: 'Repay';
  userId: string;
  id: string;
  repaymentId: string;
  repayment: Omit<IouRepayment, 'repaymentId'>;
}

// A deleted IOU stays deleted: no Restore.
export type IouCommand = LifecycleCommand<IouFields, IouChanges, 'Change'> | RepayIou;

type Repayment = EventOf<typeof IouRepaid>;
type Repayments = readonly Repayment[];

const repaidCents = (repayments: Repayments) => repayments.reduce((cents, { data }) => cents + toCents(data.amount), 0n);

const repay: Particular<IouFields, IouChanges, RepayIou, Repayment> = {
  definitions: [IouRepaid],
  decide(command, { fields, facts: repayments }) {
    if (repayments.some(({ data }) => data.repaymentId === command.repaymentId)) return [];
    if (!fitsCurrency(command.repayment.amount, fields.currency)) throw new ValidationError(wholeUnitsMessage(fields.currency), 'amount');
    const outstandingCents = toCents(fields.amount) - repaidCents(repayments);
    if (toCents(command.repayment.amount) > outstandingCents) {
      throw new ValidationError(`amount must be at most the ${fromCents(outstandingCents)} outstanding`, 'amount');
    }
    return [{ type: 'IouRepaid', data: { iouId: command.id, repaymentId: command.repaymentId, ...command.repayment } }];
  },
};

export const { decider: iouDecider } = defineLifecycle<IouFields, IouChanges, IouCommand, Repayment>({
  title: 'IOU',
  one: 'An IOU',
  events: flat('iouId', { created: IouRecorded, changed: IouChanged, deleted: IouDeleted }),
  particular: repay,
  // What has been repaid stays repaid: the amount may not fall below it.
  checkChange(_fields, changes, repayments) {
    const repaid = repaidCents(repayments);
    if (changes.amount !== undefined && toCents(changes.amount) < repaid) {
      throw new ValidationError(`amount must be at least the ${fromCents(repaid)} repaid`, 'amount');
    }
  },
});
