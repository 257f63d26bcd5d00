// Today's expenses under the full date: one row per expense with its emoji, description, time,
// amount, ≈ USDT, Edit (Choose Category) and Delete; or the empty state when there are none.
// At 360 px the description has the row's width (two lines, then an ellipsis) and the rest sits below it.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { categoryName } from '../format/categories.ts';
import { CATEGORIES } from '../../../domain/categories.ts';
import { approxUsdt, formatMoney } from '../format/money.ts';
import { useRates } from '../money/rates.ts';
import { formatClock, formatFullDate } from '../format/time.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { ChooseCategoryModal } from './ChooseCategoryModal.tsx';
import { removeExpense } from '../offline/expenseActions.ts';
import { PencilIcon, TrashIcon } from '../ui/icons.tsx';
import { t } from '../i18n/index.ts';
import { HOME_MESSAGES as M } from './messages.ts';
import { useStaggerIn } from '../ui/motion.ts';
import { listedTexts } from '../offline/typedText.tsx';

const card = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
// 44 × 44 tap targets, 8 px apart (issue 15).
const iconButton = 'grid size-11 place-items-center rounded-full text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100';

function ExpenseRow({ expense, onEdit, onDelete }: { expense: LocalExpense; onEdit: () => void; onDelete: () => void }) {
  const { emoji } = CATEGORIES[expense.category];
  const name = categoryName(expense.category);
  // Each row at its own currency's rate (an NGN expense on a KES phone is still NGN).
  const usdt = approxUsdt(expense.amount, expense.currency, useRates().table.rates);
  return (
    <li data-expense-id={expense.id} className="px-4 py-3">
      <div className="flex items-start gap-3">
        <span role="img" aria-label={name} className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100 text-xl">
          {emoji}
        </span>
        {/* lang: a screen reader reads Devanagari or Ge'ez with the right voice. */}
        <div className="min-w-0 flex-1 self-center">
          <p lang={expense.language} className="line-clamp-2 font-semibold break-words text-slate-900">
            {expense.description}
          </p>
          {/* Each text the expense declares for the lists (its note). */}
          {listedTexts('expense', expense).map(({ field, text }) => (
            <p key={field} lang={expense.language} className="line-clamp-2 text-sm break-words text-slate-600">{text}</p>
          ))}
        </div>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
          <time dateTime={expense.createdAt} className="whitespace-nowrap">
            {formatClock(expense.createdAt)}
          </time>
          <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatMoney(expense.amount, expense.currency)}</span>
          {usdt !== null && <span className="text-xs whitespace-nowrap tabular-nums">≈ {usdt} USDT</span>}
          {expense.pending && <span className="whitespace-nowrap text-amber-800">{t(M.notSynced)}</span>}
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" aria-label={t(M.edit, { description: expense.description })} onClick={onEdit} className={iconButton}>
            <PencilIcon />
          </button>
          <button type="button" aria-label={t(M.remove, { description: expense.description })} onClick={onDelete} className={`${iconButton} hover:text-red-700`}>
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}

/** History holds every day; Home only today. */
function SeeAll() {
  return (
    <Link href="/history" className="mt-2 flex min-h-11 items-center justify-end px-2 font-semibold text-brand-800 hover:underline">
      {t(M.seeAll)}
    </Link>
  );
}

interface ExpenseListProps {
  expenses: readonly LocalExpense[];
  /** Today as YYYY-MM-DD in the device's zone, for the date heading. */
  day: string;
  index: number;
  /** Whether any expense exists on this phone, of any day: "See all" is offered only when it has something to show. */
  hasAny?: boolean;
}

/** Where focus goes once a deleted row has left: the next row's Delete, else the previous one's, else the heading. */
function useFocusAfterDelete(expenses: readonly LocalExpense[]) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef<{ removed: string; next: string | null } | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (target === null || expenses.some((expense) => expense.id === target.removed)) return;
    pending.current = null;
    const row = target.next === null ? null : list.current?.querySelector(`[data-expense-id="${target.next}"]`);
    const button = row?.querySelectorAll('button')[1];
    (button ?? heading.current)?.focus();
  }, [expenses]);
  const willRemove = (position: number) => {
    const removed = expenses[position];
    if (removed === undefined) return;
    pending.current = { removed: removed.id, next: (expenses[position + 1] ?? expenses[position - 1])?.id ?? null };
  };
  return { list, heading, willRemove };
}

export function ExpenseList({ expenses, day, index, hasAny = expenses.length > 0 }: ExpenseListProps) {
  const [editing, setEditing] = useState<LocalExpense | null>(null);
  const enter = useStaggerIn<HTMLElement>(index);
  const { list, heading, willRemove } = useFocusAfterDelete(expenses);
  if (expenses.length === 0) {
    return (
      <section ref={enter} aria-label={t(M.emptyTitle)} className={`${card} p-6 text-center`}>
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t(M.emptyTitle)}
        </h2>
        <p className="mt-2 text-slate-600">{t(M.emptyHint)}</p>
        {hasAny && <SeeAll />}
      </section>
    );
  }
  return (
    <section ref={enter} aria-labelledby="today-list-heading">
      <h2 ref={heading} tabIndex={-1} id="today-list-heading" className="mb-2 text-base font-semibold text-slate-700 outline-none">
        {formatFullDate(day)}
      </h2>
      <ul ref={list} className={`${card} divide-y divide-slate-100`}>
        {expenses.map((expense, position) => (
          <ExpenseRow
            key={expense.id}
            expense={expense}
            onEdit={() => setEditing(expense)}
            onDelete={() => {
              willRemove(position);
              void removeExpense(expense);
            }}
          />
        ))}
      </ul>
      <SeeAll />
      {editing !== null && <ChooseCategoryModal expense={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
