// What Sauti understood from a said or typed expense, and the query that answers it.
import type { ExpenseAnalysis } from '../../queries/analyze.ts';
import { analyzeExpense } from '../../queries/analyze.ts';
import { builder } from '../builder.ts';

const ExpenseAnalysisType = builder.objectRef<ExpenseAnalysis>('ExpenseAnalysis').implement({
  fields: (t) => ({
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal', nullable: true, description: 'Null when no amount was heard.' }),
    category: t.exposeString('category'),
    confidence: t.exposeFloat('confidence', { description: 'From 0 to 1.' }),
    currency: t.exposeString('currency', {
      nullable: true,
      description: 'The currency the phrase names, else the currency argument, else null.',
    }),
  }),
});

builder.queryFields((t) => ({
  analyzeExpense: t.field({
    type: ExpenseAnalysisType,
    args: {
      text: t.arg.string({ required: true }),
      language: t.arg.string({ required: true }),
      currency: t.arg.string({ description: "The user's currency, for a phrase that names none." }),
    },
    resolve: (_root, args) => analyzeExpense(args),
  }),
}));
