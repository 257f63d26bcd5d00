// The SavingsGoal type (a goal with its progress, read from the savings that name it) with the
// query and the mutations that return goals.
import { savingsGoalFields } from '../../../events/savingsGoal/fields.ts';
import { changeSavingsGoal, createSavingsGoal, deleteSavingsGoal } from '../../commands/savingsGoals.ts';
import type { GoalProgress } from '../../queries/savings.ts';
import { savingsGoals } from '../../queries/savings.ts';
import { builder } from '../builder.ts';
import { inputFields, objectFields } from '../fieldTypes.ts';

const SavingsGoal = builder.objectRef<GoalProgress>('SavingsGoal').implement({ fields: (t) => objectFields(t, savingsGoalFields) });

const CreateSavingsGoalInput = builder.inputType('CreateSavingsGoalInput', {
  fields: (t) => ({
    id: t.id({ required: false }),
    commandId: t.id({ required: false }),
    userId: t.id({ required: false }),
    ...inputFields(t, savingsGoalFields, 'record'),
  }),
});

const ChangeSavingsGoalInput = builder.inputType('ChangeSavingsGoalInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    commandId: t.id({ required: false }),
    ...inputFields(t, savingsGoalFields, 'change'),
    // Completing is particular to a goal (events/savingsGoal/decider.ts).
    isCompleted: t.boolean({ required: false }),
  }),
});

const DeleteSavingsGoalInput = builder.inputType('DeleteSavingsGoalInput', {
  fields: (t) => ({ id: t.id({ required: true }), commandId: t.id({ required: false }) }),
});

builder.queryFields((t) => ({
  savingsGoals: t.field({
    type: [SavingsGoal],
    description: "The caller's goals, oldest first, with their progress.",
    resolve: (_root, _args, { app, caller }) => savingsGoals(app, caller),
  }),
}));

builder.mutationFields((t) => ({
  createSavingsGoal: t.field({
    type: SavingsGoal,
    args: { input: t.arg({ type: CreateSavingsGoalInput, required: true }) },
    resolve: async (_root, { input }, { app, caller }) => (await createSavingsGoal(app, caller, input)).goal,
  }),
  changeSavingsGoal: t.field({
    type: SavingsGoal,
    args: { input: t.arg({ type: ChangeSavingsGoalInput, required: true }) },
    resolve: (_root, { input: { id, ...changes } }, { app, caller }) => changeSavingsGoal(app, caller, String(id), changes),
  }),
  deleteSavingsGoal: t.field({
    type: 'ID',
    args: { input: t.arg({ type: DeleteSavingsGoalInput, required: true }) },
    async resolve(_root, { input: { id, ...rest } }, { app, caller }) {
      await deleteSavingsGoal(app, caller, String(id), rest);
      return id;
    },
  }),
}));
