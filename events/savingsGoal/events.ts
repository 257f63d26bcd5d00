// Facts about one savings goal. Its progress is never stored: it is read from the savings whose
// goal name matches, so the goal holds only what the user set (name, target, currency, deadline).
import * as z from 'zod';
import type { Same } from '../fields.ts';
import { changesShape, storedShape } from '../fields.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { savingsGoalFields } from './fields.ts';

/** A goal as created (SavingsGoalCreated's data, beside its goalId). */
export interface SavingsGoalFields {
  name: string;
  /** Exact decimal text, up to 8 decimals for USDT. */
  targetAmount: string;
  currency: string;
  /** YYYY-MM-DD; null for none. */
  deadline: string | null;
}

/** What a change carries: only the fields that differ. */
export type SavingsGoalChanges = Partial<SavingsGoalFields>;

export const SavingsGoalCreated = defineEvent('SavingsGoalCreated', z.object({ goalId: z.uuid(), ...storedShape(savingsGoalFields) }));

/** Only the fields that differ. */
export const SavingsGoalChanged = defineEvent(
  'SavingsGoalChanged',
  z.object({ goalId: z.uuid(), changes: z.object(changesShape(savingsGoalFields)) }),
);

export const SavingsGoalCompleted = defineEvent('SavingsGoalCompleted', z.object({ goalId: z.uuid() }));
export const SavingsGoalDeleted = defineEvent('SavingsGoalDeleted', z.object({ goalId: z.uuid() }));

// The shapes written out above are the ones the field list derives: when the two part, this does not compile.
true satisfies Same<{ goalId: string } & SavingsGoalFields, EventOf<typeof SavingsGoalCreated>['data']>;
true satisfies Same<SavingsGoalChanges, EventOf<typeof SavingsGoalChanged>['data']['changes']>;

export const savingsGoalDefinitions = [SavingsGoalCreated, SavingsGoalChanged, SavingsGoalCompleted, SavingsGoalDeleted] as const;

export type SavingsGoalEvent = EventOf<(typeof savingsGoalDefinitions)[number]>;

export const savingsGoalStream = (goalId: string) => `savingsGoal-${goalId}`;
