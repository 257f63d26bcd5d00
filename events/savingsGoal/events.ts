// Facts about one savings goal. Its progress is never stored: it is read from the savings whose
// goal name matches, so the goal holds only what the user set (name, target, currency, deadline).
import { z } from 'zod';
import { isCurrencyCode } from '../../domain/currencies.ts';
import { defineEvent } from '../store/eventTypes.ts';
import type { EventOf } from '../store/eventTypes.ts';

const GoalTitle = z.string().trim().min(1).max(100);
const TargetAmount = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'Target must be a positive decimal');
const Deadline = z.iso.date().nullable();

export const SavingsGoalCreated = defineEvent(
  'SavingsGoalCreated',
  z.object({
    goalId: z.uuid(),
    name: GoalTitle,
    targetAmount: TargetAmount,
    currency: z.string().refine(isCurrencyCode),
    deadline: Deadline,
  }),
);

export const SavingsGoalChanged = defineEvent(
  'SavingsGoalChanged',
  z.object({
    goalId: z.uuid(),
    changes: z.object({
      name: GoalTitle.optional(),
      targetAmount: TargetAmount.optional(),
      currency: z.string().refine(isCurrencyCode).optional(),
      deadline: Deadline.optional(),
    }),
  }),
);

export const SavingsGoalCompleted = defineEvent('SavingsGoalCompleted', z.object({ goalId: z.uuid() }));
export const SavingsGoalDeleted = defineEvent('SavingsGoalDeleted', z.object({ goalId: z.uuid() }));

export const savingsGoalDefinitions = [SavingsGoalCreated, SavingsGoalChanged, SavingsGoalCompleted, SavingsGoalDeleted] as const;

export type SavingsGoalEvent = EventOf<(typeof savingsGoalDefinitions)[number]>;
export type SavingsGoalFields = Omit<EventOf<typeof SavingsGoalCreated>['data'], 'goalId'>;
export type SavingsGoalChanges = EventOf<typeof SavingsGoalChanged>['data']['changes'];

export const savingsGoalStream = (goalId: string) => `savingsGoal-${goalId}`;
