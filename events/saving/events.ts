// Facts about one saving. Amounts are exact decimal strings; savedAt is the instant the money was
// put aside, and the user's time zone in the metadata places it on a local day.
import { z } from 'zod';
import { isCurrencyCode } from '../../domain/currencies.ts';
import { note } from '../../domain/fields.ts';
import { LANGUAGE_CODES } from '../../domain/languages.ts';
import { GOAL_TYPES } from '../../domain/parse/savingsAmount.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

const SavingAmount = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'Amount must be a positive decimal');
const SavingDescription = z.string().trim().min(1).max(200);
const GoalTypeSchema = z.enum(GOAL_TYPES);
const GoalName = z.string().trim().min(1).max(100).nullable();

const SavingRecorded = defineEvent(
  'SavingRecorded',
  z.object({
    savingId: z.uuid(),
    description: SavingDescription,
    amount: SavingAmount,
    currency: z.string().refine(isCurrencyCode),
    goalType: GoalTypeSchema,
    goalName: GoalName,
    language: z.enum(LANGUAGE_CODES),
    originalText: z.string().max(500).nullable(),
    savedAt: z.iso.datetime({ offset: true }),
    // Optional, so every event stored before notes existed still reads as schema version 1.
    note: note.optional(),
  }),
);

const SavingChanged = defineEvent(
  'SavingChanged',
  z.object({
    savingId: z.uuid(),
    changes: z.object({
      description: SavingDescription.optional(),
      amount: SavingAmount.optional(),
      currency: z.string().refine(isCurrencyCode).optional(),
      goalType: GoalTypeSchema.optional(),
      goalName: GoalName.optional(),
      note: note.optional(),
    }),
  }),
);

const SavingDeleted = defineEvent('SavingDeleted', z.object({ savingId: z.uuid() }));

export const savingDefinitions = [SavingRecorded, SavingChanged, SavingDeleted] as const;

export type SavingEvent = EventOf<(typeof savingDefinitions)[number]>;
export type SavingFields = Omit<EventOf<typeof SavingRecorded>['data'], 'savingId'>;
export type SavingChanges = EventOf<typeof SavingChanged>['data']['changes'];

export const savingStream = (savingId: string) => `saving-${savingId}`;

export { SavingRecorded, SavingChanged, SavingDeleted };
