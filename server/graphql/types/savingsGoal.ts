// The SavingsGoal type (a goal with its progress, read from the savings that name it) with the
// query and the mutations that return goals.
import { changeSavingsGoal, createSavingsGoal, deleteSavingsGoal } from '../../commands/savingsGoals.ts';
import type { GoalProgress } from '../../queries/savings.ts';
import { savingsGoals } from '../../queries/savings.ts';
import { builder } from '../builder.ts';

const SavingsGoal = builder.objectRef<GoalProgress>('SavingsGoal').implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ goal }) => goal.id }),
    name: t.string({ resolve: ({ goal }) => goal.name }),
    currentAmount: t.expose('currentAmount', {
      type: 'Decimal',
      description: 'The sum of the savings whose goal name matches (trimmed, case-insensitive), in the goal\'s currency.',
    }),
    targetAmount: t.field({ type: 'Decimal', resolve: ({ goal }) => goal.targetAmount }),
    currency: t.string({ resolve: ({ goal }) => goal.currency }),
    deadline: t.field({ type: 'Date', nullable: true, resolve: ({ goal }) => goal.deadline }),
    progressPercent: t.expose('progressPercent', { type: 'Decimal' }),
    isCompleted: t.exposeBoolean('isCompleted', { description: 'Marked completed, or progress at 100 % or more.' }),
    createdAt: t.field({ type: 'DateTime', resolve: ({ goal }) => goal.createdAt }),
  }),
});

const CreateSavingsGoalInput = builder.inputType('CreateSavingsGoalInput', {
  fields: (t) => ({
    id: t.id({ required: false }),
    commandId: t.id({ required: false }),
    userId: t.id({ required: false }),
    name: t.string({ required: true }),
    targetAmount: t.string({ required: true }),
    currency: t.string({ required: true }),
    deadline: t.string({ required: false, description: 'YYYY-MM-DD.' }),
  }),
});

const ChangeSavingsGoalInput = builder.inputType('ChangeSavingsGoalInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    commandId: t.id({ required: false }),
    name: t.string({ required: false }),
    targetAmount: t.string({ required: false }),
    currency: t.string({ required: false }),
    deadline: t.string({ required: false }),
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
