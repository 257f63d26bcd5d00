// The debt stream's rules: the one lifecycle without restore (events/ownedItem/define.ts), and nothing
// of its own. Only its owner may change or delete it; a change records only the fields that differ.
import type { LifecycleCommand } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { nested } from '../ownedItem/shapes.ts';
import type { DebtChanges, DebtFields } from './events.ts';
import { DebtAdded, DebtChanged, DebtDeleted } from './events.ts';

export type DebtCommand = LifecycleCommand<DebtFields, DebtChanges, 'Change'>;

export const { decider: debtDecider } = defineLifecycle<DebtFields, DebtChanges, DebtCommand>({
  title: 'Debt',
  one: 'A debt',
  events: nested({ created: DebtAdded, changed: DebtChanged, deleted: DebtDeleted }),
});
