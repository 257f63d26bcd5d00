// The audit trail of one entity: its events in order, as recorded.
import { expenseHistory } from '../../queries/expenses.ts';
import type { HistoryEntry } from '../../queries/history.ts';
import { builder } from '../builder.ts';

export const HistoryEvent = builder
  .objectRef<HistoryEntry>('HistoryEvent')
  .implement({
    fields: (t) => ({
      type: t.exposeString('type'),
      occurredAt: t.expose('occurredAt', { type: 'DateTime' }),
      data: t.expose('data', { type: 'JSON' }),
    }),
  });

builder.queryFields((t) => ({
  history: t.field({
    type: [HistoryEvent],
    description: "The events of one of the caller's expenses, oldest first.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { app, caller }) => expenseHistory(app, caller, String(id)),
  }),
}));
