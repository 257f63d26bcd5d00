// Facts about money lent to or borrowed from one named person (not necessarily a Sauti user): the
// entry, a change to it (a typo fixed), each repayment towards it and its deletion. Amounts are exact decimal strings with 2 decimals.
import * as z from 'zod';
import type { SupportedCurrency } from '../../domain/currencies.ts';
import { day, money } from '../../domain/fields.ts';
import type { IouDirection } from '../../domain/parse/iou.ts';
import type { Same } from '../fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { iouFields } from './fields.ts';

/** An IOU as recorded (IouRecorded's data, beside its iouId). */
export interface IouFields {
  /** Who: a name, not necessarily a Sauti user. */
  person: string;
  /** E.164, for the reminder the person sends themselves; null for none. */
  phone: string | null;
  direction: IouDirection;
  /** Exact decimal text with 2 decimals: "500.00". */
  amount: string;
  currency: SupportedCurrency;
  /** The local day the money changed hands, YYYY-MM-DD. */
  date: string;
  dueDate: string | null;
  note: string | null;
}

/** What a change carries: only the fields that differ; never its direction, currency or day. */
export type IouChanges = Partial<Pick<IouFields, 'person' | 'phone' | 'amount' | 'dueDate' | 'note'>>;

export const IouRecorded = defineEvent('IouRecorded', z.object({ iouId: z.uuid(), ...storedShape(iouFields) }));

/** Only the fields that differ; never its direction or currency. */
export const IouChanged = defineEvent('IouChanged', z.object({ iouId: z.uuid(), changes: z.object(changesShape(iouFields)) }));

export const IouRepaid = defineEvent(
  'IouRepaid',
  z.object({ iouId: z.uuid(), repaymentId: z.uuid(), amount: money('amount'), date: day('date') }),
);

export const IouDeleted = defineEvent('IouDeleted', z.object({ iouId: z.uuid() }));

export const iouDefinitions = [IouRecorded, IouChanged, IouRepaid, IouDeleted] as const;

// The shapes written out above are the ones the field list derives: when the two part, this does not compile.
true satisfies Same<{ iouId: string } & IouFields, EventOf<typeof IouRecorded>['data']>;
true satisfies Same<IouChanges, EventOf<typeof IouChanged>['data']['changes']>;

export type IouEvent = EventOf<(typeof iouDefinitions)[number]>;
export type IouRepayment = Omit<EventOf<typeof IouRepaid>['data'], 'iouId'>;

/** Each user has their own IOU ids: the same id from another user is another IOU. */
export const iouStream = (userId: string, iouId: string) => `iou-${userId}-${iouId}`;

/** Where IOUs lived before ids were per user; such streams are still read and written (see streams.ts). */
export const legacyIouStream = (iouId: string) => `iou-${iouId}`;
