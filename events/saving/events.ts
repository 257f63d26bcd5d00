// Facts about one saving. Amounts are exact decimal strings; savedAt is the instant the money was
// put aside, and the user's time zone in the metadata places it on a local day.
import * as z from 'zod';
import type { LanguageCode } from '../../domain/languages.ts';
import type { GoalType } from '../../domain/parse/savingsAmount.ts';
import type { Same } from '../fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { savingFields } from './fields.ts';

/** A saving as recorded (SavingRecorded's data, beside its savingId). */
export interface SavingFields {
  description: string;
  /** Exact decimal text, up to 8 decimals for USDT: "1000.00". */
  amount: string;
  currency: string;
  goalType: GoalType;
  /** The goal it counts towards, matched by name; null for none. */
  goalName: string | null;
  language: LanguageCode;
  /** The words as first said or typed; null for an entry made another way. */
  originalText: string | null;
  /** The person's own words about it; absent on savings recorded before notes existed. */
  note?: string;
  /** The instant the money was put aside, with its offset. */
  savedAt: string;
}

/** What a change carries: only the fields that differ. */
export type SavingChanges = Partial<Pick<SavingFields, 'description' | 'amount' | 'currency' | 'goalType' | 'goalName' | 'note'>>;

const SavingRecorded = defineEvent('SavingRecorded', z.object({ savingId: z.uuid(), ...storedShape(savingFields) }));

/** Only the fields that differ. */
const SavingChanged = defineEvent('SavingChanged', z.object({ savingId: z.uuid(), changes: z.object(changesShape(savingFields)) }));

const SavingDeleted = defineEvent('SavingDeleted', z.object({ savingId: z.uuid() }));

// The shapes written out above are the ones the field list derives: when the two part, this does not compile.
true satisfies Same<{ savingId: string } & SavingFields, EventOf<typeof SavingRecorded>['data']>;
true satisfies Same<SavingChanges, EventOf<typeof SavingChanged>['data']['changes']>;

export const savingDefinitions = [SavingRecorded, SavingChanged, SavingDeleted] as const;

export type SavingEvent = EventOf<(typeof savingDefinitions)[number]>;

export const savingStream = (savingId: string) => `saving-${savingId}`;

export { SavingRecorded, SavingChanged, SavingDeleted };
