// Facts about one savings goal. Its progress is never stored: it is read from the savings whose
// goal name matches, so the goal holds only what the user set (name, target, currency, deadline).
import { z } from 'zod';
import { changesShape, storedShape } from '../fields.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import { savingsGoalFields } from './fields.ts';

export const SavingsGoalCreated = defineEvent('SavingsGoalCreated', z.object({ goalId: z.uuid(), ...storedShape(savingsGoalFields) }));

/** Only the fields that differ. */
export const SavingsGoalChanged = defineEvent(
  'SavingsGoalChanged',
  z.object({ goalId: z.uuid(), changes: z.object(changesShape(savingsGoalFields)) }),
);

export const SavingsGoalCompleted = defineEvent('SavingsGoalCompleted', z.object({ goalId: z.uuid() }));
export const SavingsGoalDeleted = defineEvent('SavingsGoalDeleted', z.object({ goalId: z.uuid() }));

export const savingsGoalDefinitions = [SavingsGoalCreated, SavingsGoalChanged, SavingsGoalCompleted, SavingsGoalDeleted] as const;

export type SavingsGoalEvent = EventOf<(typeof savingsGoalDefinitions)[number]>;
export type SavingsGoalFields = Omit<EventOf<typeof SavingsGoalCreated>['data'], 'goalId'>;
export type SavingsGoalChanges = EventOf<typeof SavingsGoalChanged>['data']['changes'];

export const savingsGoalStream = (goalId: string) => `savingsGoal-${goalId}`;
