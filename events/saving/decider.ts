// The saving stream's rules: the one lifecycle and nothing of its own. Only its owner may change or
// delete it, a change records only the fields that differ, a repeated outcome decides nothing.
import type { LifecycleCommand } from '../ownedItem/define.ts';
import { defineLifecycle } from '../ownedItem/define.ts';
import { flat } from '../ownedItem/shapes.ts';
import type { SavingChanges, SavingFields } from './events.ts';
import { SavingChanged, SavingDeleted, SavingRecorded } from './events.ts';

export type SavingCommand = LifecycleCommand<SavingFields, SavingChanges, 'Change'>;

export const { decider: savingDecider } = defineLifecycle<SavingFields, SavingChanges, SavingCommand>({
  title: 'Saving',
  one: 'A saving',
  events: flat('savingId', { created: SavingRecorded, changed: SavingChanged, deleted: SavingDeleted }),
});
