// Facts about money lent to or borrowed from one named person (not necessarily a Sauti user): the
// entry, each repayment towards it and its deletion. Amounts are exact decimal strings with 2 decimals.
import { z } from 'zod';
import { currency, day, money, note } from '../../domain/fields.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

export const IOU_DIRECTIONS = ['lent', 'borrowed'] as const;

export const IouRecorded = defineEvent(
  'IouRecorded',
  z.object({
    iouId: z.uuid(),
    person: z.string().min(1).max(100),
    /** E.164, for the reminder the person sends themselves; null when none was given. */
    phone: z.string().nullable(),
    direction: z.enum(IOU_DIRECTIONS),
    amount: money('amount'),
    currency,
    /** The local day the money changed hands. */
    date: day('date'),
    dueDate: day('dueDate').nullable(),
    note: note.nullable(),
  }),
);

export const IouRepaid = defineEvent(
  'IouRepaid',
  z.object({ iouId: z.uuid(), repaymentId: z.uuid(), amount: money('amount'), date: day('date') }),
);

export const IouDeleted = defineEvent('IouDeleted', z.object({ iouId: z.uuid() }));

export const iouDefinitions = [IouRecorded, IouRepaid, IouDeleted] as const;

export type IouEvent = EventOf<(typeof iouDefinitions)[number]>;
export type IouFields = Omit<EventOf<typeof IouRecorded>['data'], 'iouId'>;
export type IouRepayment = Omit<EventOf<typeof IouRepaid>['data'], 'iouId'>;

export const iouStream = (iouId: string) => `iou-${iouId}`;
