// Home (/): today's expenses. In the initial chunk because it is the first screen most visits see.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql/index.ts';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';

const TodayExpensesQuery = graphql(`
  query TodayExpenses {
    todayExpenses {
      id
      description
      amount
      currency
      category
      createdAt
    }
  }
`);

export function HomeScreen() {
  const { data } = useQuery(TodayExpensesQuery);
  const expenses = data?.todayExpenses ?? [];
  return (
    <>
      <ScreenHeader title="Today's Expenses" />
      {expenses.length === 0 ? (
        <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-semibold">No expenses yet</p>
          <p className="mt-2 text-slate-600">Tap the AI voice button to add your first expense</p>
        </section>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {expenses.map((expense) => (
            <li key={expense.id} className="flex items-center justify-between p-4">
              <span>{expense.description}</span>
              <span className="font-semibold tabular-nums">
                {expense.currency} {expense.amount}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
