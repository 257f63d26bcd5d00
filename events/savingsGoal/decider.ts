// The savings goal stream's rules: the one lifecycle, and completing. A change may complete the goal
// in the same request; completing twice decides nothing, and a completed goal is never reopened.
import { ValidationError } from '../../domain/errors.ts';
import type { LifecycleCommand, Particular } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { flat } from '../ownedItem/shapes.ts';
import type { EventOf } from '../store/eventTypes.ts';
import type { SavingsGoalChanges, SavingsGoalFields } from './events.ts';
import { SavingsGoalChanged, SavingsGoalCompleted, SavingsGoalCreated, SavingsGoalDeleted } from './events.ts';

/** The change the API asks for: the fields that change and, when given, whether the goal is completed. */
interface ChangeOrComplete {
  type: 'ChangeOrComplete';
  userId: string;
  id: string;
  changes: SavingsGoalChanges;
  isCompleted?: boolean;
}

export type SavingsGoalCommand = LifecycleCommand<SavingsGoalFields, SavingsGoalChanges, 'Change'> | ChangeOrComplete;

type Completion = EventOf<typeof SavingsGoalCompleted>;

const changeOrComplete: Particular<SavingsGoalFields, SavingsGoalChanges, ChangeOrComplete, Completion> = {
  definitions: [SavingsGoalCompleted],
  decide(command, { facts }, change) {
    // A goal's one particular fact is its completion.
    const completed = facts.length > 0;
    if (command.isCompleted === false && completed) throw new ValidationError('A completed goal cannot be reopened', 'isCompleted');
    const completion = command.isCompleted === true && !completed ? [{ type: 'SavingsGoalCompleted' as const, data: { goalId: command.id } }] : [];
    return [...change(command.changes), ...completion];
  },
};

export const { decider: savingsGoalDecider } = defineLifecycle<SavingsGoalFields, SavingsGoalChanges, SavingsGoalCommand, Completion>({
  title: 'Savings goal',
  one: 'A savings goal',
  events: flat('goalId', { created: SavingsGoalCreated, changed: SavingsGoalChanged, deleted: SavingsGoalDeleted }),
  particular: changeOrComplete,
});
