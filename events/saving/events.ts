// Facts about one saving. Amounts are exact decimal strings; savedAt is the instant the money was
// put aside, and the user's time zone in the metadata places it on a local day.
import { z } from 'zod';
import { changesShape, storedShape } from '../fields.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { savingFields } from './fields.ts';

const SavingRecorded = defineEvent('SavingRecorded', z.object({ savingId: z.uuid(), ...storedShape(savingFields) }));

/** Only the fields that differ. */
const SavingChanged = defineEvent('SavingChanged', z.object({ savingId: z.uuid(), changes: z.object(changesShape(savingFields)) }));

const SavingDeleted = defineEvent('SavingDeleted', z.object({ savingId: z.uuid() }));

export const savingDefinitions = [SavingRecorded, SavingChanged, SavingDeleted] as const;

export type SavingEvent = EventOf<(typeof savingDefinitions)[number]>;
export type SavingFields = Omit<EventOf<typeof SavingRecorded>['data'], 'savingId'>;
export type SavingChanges = EventOf<typeof SavingChanged>['data']['changes'];

export const savingStream = (savingId: string) => `saving-${savingId}`;

export { SavingRecorded, SavingChanged, SavingDeleted };
