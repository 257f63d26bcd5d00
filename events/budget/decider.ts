// The budget stream's rules: the one lifecycle without restore (events/ownedItem/define.ts), and nothing
// of its own. Only its owner may change or delete it; a change records only the fields that differ.
import type { LifecycleCommand } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { nested } from '../ownedItem/shapes.ts';
import type { BudgetChanges, BudgetFields } from './events.ts';
import { BudgetChanged, BudgetCreated, BudgetDeleted } from './events.ts';

export type BudgetCommand = LifecycleCommand<BudgetFields, BudgetChanges, 'Change'>;

export const { decider: budgetDecider } = defineLifecycle<BudgetFields, BudgetChanges, BudgetCommand>({
  title: 'Budget',
  one: 'A budget',
  events: nested({ created: BudgetCreated, changed: BudgetChanged, deleted: BudgetDeleted }),
});
