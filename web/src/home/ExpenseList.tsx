// Today's expenses under the full date: one row per expense with its emoji, description, time,
// amount, ≈ USDT, Edit (Choose Category) and Delete; or the empty state when there are none.
import { useState } from 'react';
import { CATEGORIES } from '../../../domain/categories.ts';
import { approxUsdt, formatMoney } from '../format/money.ts';
import { useRates } from '../money/rates.ts';
import { formatClock, formatFullDate } from '../format/time.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { ChooseCategoryModal } from './ChooseCategoryModal.tsx';
import { removeExpense } from './expenseActions.ts';
import { PencilIcon, TrashIcon } from './icons.tsx';
import { useStaggerIn } from './motion.ts';

const card = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
const iconButton = 'grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100';

function ExpenseRow({ expense, onEdit }: { expense: LocalExpense; onEdit: () => void }) {
  const { emoji, name } = CATEGORIES[expense.category];
  // Each row at its own currency's rate (an NGN expense on a KES phone is still NGN).
  const usdt = approxUsdt(expense.amount, expense.currency, useRates().table.rates);
  return (
    <li className="flex items-center gap-3 py-3 pr-1 pl-4">
      <span role="img" aria-label={name} className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100 text-xl">
        {emoji}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{expense.description}</p>
        <p className="text-sm text-slate-500">
          <time dateTime={expense.createdAt}>{formatClock(expense.createdAt)}</time>
          {expense.pending && <span className="ml-2 text-amber-700">· Not synced yet</span>}
        </p>
      </div>
      <div className="text-right">
        <p className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(expense.amount, expense.currency)}</p>
        {usdt !== null && <p className="text-xs whitespace-nowrap text-slate-500 tabular-nums">≈ {usdt} USDT</p>}
      </div>
      <div className="flex shrink-0">
        <button type="button" aria-label={`Edit ${expense.description}`} onClick={onEdit} className={iconButton}>
          <PencilIcon />
        </button>
        <button
          type="button"
          aria-label={`Delete ${expense.description}`}
          onClick={() => void removeExpense(expense.id, expense.description)}
          className={`${iconButton} hover:text-red-700`}
        >
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}

interface ExpenseListProps {
  expenses: readonly LocalExpense[];
  /** Today as YYYY-MM-DD in the device's zone, for the date heading. */
  day: string;
  index: number;
}

export function ExpenseList({ expenses, day, index }: ExpenseListProps) {
  const [editing, setEditing] = useState<LocalExpense | null>(null);
  const enter = useStaggerIn<HTMLElement>(index);
  if (expenses.length === 0) {
    return (
      <section ref={enter} aria-label="No expenses yet" className={`${card} p-6 text-center`}>
        <p className="text-lg font-semibold">No expenses yet</p>
        <p className="mt-2 text-slate-600">Tap the AI voice button to add your first expense</p>
      </section>
    );
  }
  return (
    <section ref={enter} aria-labelledby="today-list-heading">
      <h2 id="today-list-heading" className="mb-2 text-base font-semibold text-slate-700">
        {formatFullDate(day)}
      </h2>
      <ul className={`${card} divide-y divide-slate-100`}>
        {expenses.map((expense) => (
          <ExpenseRow key={expense.id} expense={expense} onEdit={() => setEditing(expense)} />
        ))}
      </ul>
      {editing !== null && <ChooseCategoryModal expense={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
