// What Sauti understood from a said or typed expense, and the query that answers it.
import type { ExpenseAnalysis, IouAnalysis, SavingAnalysis } from '../../queries/analyze.ts';
import { analyzeExpense, correctionMemory } from '../../queries/analyze.ts';
import type { RememberedCorrection } from '../../../projections/corrections/queries.ts';
import { builder } from '../builder.ts';
import { BillingCycle, Category, GoalType, IouDirection } from '../enums.ts';

const SavingAnalysisType = builder.objectRef<SavingAnalysis>('SavingAnalysis').implement({
  fields: (t) => ({
    description: t.exposeString('description', { description: '"Savings for {goal}", or "Savings".' }),
    amount: t.expose('amount', { type: 'Decimal', nullable: true }),
    goalType: t.field({ type: GoalType.ref, resolve: (row) => GoalType.of(row.goalType) }),
    goalName: t.exposeString('goalName', { nullable: true }),
  }),
});

const IouAnalysisType = builder.objectRef<IouAnalysis>('IouAnalysis').implement({
  fields: (t) => ({
    direction: t.field({ type: IouDirection.ref, resolve: (row) => IouDirection.of(row.direction) }),
    person: t.exposeString('person', { nullable: true, description: 'Who it was with, as said; null when no one was named.' }),
    amount: t.expose('amount', { type: 'Decimal', nullable: true }),
  }),
});

const ExpenseAnalysisType = builder.objectRef<ExpenseAnalysis>('ExpenseAnalysis').implement({
  fields: (t) => ({
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal', nullable: true, description: 'Null when no amount was heard.' }),
    category: t.field({ type: Category.ref, resolve: (row) => Category.of(row.category) }),
    confidence: t.exposeFloat('confidence', { description: 'From 0 to 1.' }),
    currency: t.exposeString('currency', {
      description: "The currency the phrase names, else the currency argument, else the user's currency.",
    }),
    day: t.exposeString('day', {
      nullable: true,
      description: 'The local day (YYYY-MM-DD, caller\'s time zone) the phrase said: "jana", "कल", "last Monday". Null when it said none.',
    }),
    cycle: t.field({
      type: BillingCycle.ref,
      nullable: true,
      description: 'How often the bill comes back when the phrase says it ("kila mwezi", "every month"): a recurring bill. Null otherwise.',
      resolve: (row) => (row.cycle === null ? null : BillingCycle.of(row.cycle)),
    }),
    kind: t.exposeString('kind', {
      description: '"expense", "saving" or "iou": a savings phrase is offered as a saving, money lent or borrowed as that.',
    }),
    saving: t.expose('saving', { type: SavingAnalysisType, nullable: true }),
    iou: t.expose('iou', { type: IouAnalysisType, nullable: true }),
  }),
});

const CategoryCorrectionType = builder.objectRef<RememberedCorrection>('CategoryCorrection').implement({
  description: "A category the caller gave a description when correcting one; analysis uses it before the keyword lists.",
  fields: (t) => ({
    descriptionKey: t.exposeString('descriptionKey', { description: 'The description folded: lower case, no accents or punctuation.' }),
    category: t.exposeString('category'),
  }),
});

builder.queryFields((t) => ({
  categoryMemory: t.field({
    type: [CategoryCorrectionType],
    description: "The caller's own correction memory, for the phone's offline analysis.",
    resolve: (_root, _args, { app, caller }) => correctionMemory(app, caller),
  }),
  analyzeExpense: t.field({
    type: ExpenseAnalysisType,
    args: {
      text: t.arg.string({ required: true }),
      language: t.arg.string({ required: true }),
      currency: t.arg.string({ description: "The user's currency, for a phrase that names none." }),
    },
    resolve: (_root, args, { app, caller }) => analyzeExpense(app, caller, args),
  }),
}));
