// Facts about money lent to or borrowed from one named person (not necessarily a Sauti user): the
// entry, a change to it (a typo fixed), each repayment towards it and its deletion. Amounts are exact decimal strings with 2 decimals.
import { z } from 'zod';
import { day, money } from '../../domain/fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { iouFields } from './fields.ts';

export const IouRecorded = defineEvent('IouRecorded', z.object({ iouId: z.uuid(), ...storedShape(iouFields) }));

/** Only the fields that differ; never its direction or currency. */
export const IouChanged = defineEvent('IouChanged', z.object({ iouId: z.uuid(), changes: z.object(changesShape(iouFields)) }));

export const IouRepaid = defineEvent(
  'IouRepaid',
  z.object({ iouId: z.uuid(), repaymentId: z.uuid(), amount: money('amount'), date: day('date') }),
);

export const IouDeleted = defineEvent('IouDeleted', z.object({ iouId: z.uuid() }));

export const iouDefinitions = [IouRecorded, IouChanged, IouRepaid, IouDeleted] as const;

export type IouEvent = EventOf<(typeof iouDefinitions)[number]>;
export type IouFields = Omit<EventOf<typeof IouRecorded>['data'], 'iouId'>;
export type IouChanges = EventOf<typeof IouChanged>['data']['changes'];
export type IouRepayment = Omit<EventOf<typeof IouRepaid>['data'], 'iouId'>;

/** Each user has their own IOU ids: the same id from another user is another IOU. */
export const iouStream = (userId: string, iouId: string) => `iou-${userId}-${iouId}`;

/** Where IOUs lived before ids were per user; such streams are still read and written (see streams.ts). */
export const legacyIouStream = (iouId: string) => `iou-${iouId}`;
