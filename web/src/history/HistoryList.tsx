// The History list: a heading per local day with that day's total, a tappable row per expense. Rows
// are shown a page at a time as the person nears the end, and each day off screen is skipped by the
// browser's layout (content-visibility), so 2,000 expenses keep a small, cheap page.
import { useEffect, useRef, useState } from 'react';
import { CATEGORIES } from '../../../domain/categories.ts';
import { categoryName } from '../categories/messages.ts';
import { formatMoney } from '../format/money.ts';
import { formatClock, formatFullDate } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import type { DayGroup } from './grouping.ts';
import { HISTORY_MESSAGES as M } from './messages.ts';

export const ROWS_PER_PAGE = 60;

function Row({ expense, onOpen }: { expense: LocalExpense; onOpen: () => void }) {
  return (
    <li data-expense-id={expense.id}>
      <button
        type="button"
        aria-label={t(M.edit, { description: expense.description })}
        onClick={onOpen}
        className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-start hover:bg-slate-50"
      >
        <span role="img" aria-label={categoryName(expense.category)} className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100 text-xl">
          {CATEGORIES[expense.category].emoji}
        </span>
        <span className="min-w-0 flex-1">
          <span lang={expense.language} className="line-clamp-2 font-semibold break-words text-slate-900">{expense.description}</span>
          <time dateTime={expense.createdAt} className="text-sm text-slate-600">{formatClock(expense.createdAt)}</time>
        </span>
        <span className="shrink-0 font-semibold whitespace-nowrap text-slate-900 tabular-nums">{formatMoney(expense.amount, expense.currency)}</span>
      </button>
    </li>
  );
}

/** Grows the number of rows shown when the marker under the list comes near the screen. */
function useNearEnd(onNear: () => void) {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const element = marker.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return marker;
}

interface HistoryListProps {
  days: readonly DayGroup<LocalExpense>[];
  currency: string;
  /** The list has shown everything it holds: ask for more (a server page), if there is more. */
  onEnd: () => void;
  onOpen: (expense: LocalExpense) => void;
}

export function HistoryList({ days, currency, onEnd, onOpen }: HistoryListProps) {
  const [limit, setLimit] = useState(ROWS_PER_PAGE);
  const total = days.reduce((count, day) => count + day.expenses.length, 0);
  const marker = useNearEnd(() => (limit < total ? setLimit(limit + ROWS_PER_PAGE) : onEnd()));
  let left = limit;
  const shown = days.flatMap((day) => {
    if (left <= 0) return [];
    const expenses = day.expenses.slice(0, left);
    left -= expenses.length;
    return [{ ...day, expenses }];
  });
  return (
    <>
      {shown.map(({ day, total: dayTotal, expenses }) => (
        <section key={day} aria-labelledby={`day-${day}`} className="[contain-intrinsic-size:auto_300px] [content-visibility:auto]">
          <h2 id={`day-${day}`} className="mb-2 flex items-baseline justify-between gap-2 text-base font-semibold text-slate-700">
            <span>{formatFullDate(day)}</span>
            <span data-testid="day-total" className="whitespace-nowrap tabular-nums">{t(M.dayTotal, { total: formatMoney(dayTotal, currency) })}</span>
          </h2>
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {expenses.map((expense) => <Row key={expense.id} expense={expense} onOpen={() => onOpen(expense)} />)}
          </ul>
        </section>
      ))}
      <div ref={marker} aria-hidden="true" className="h-px" />
    </>
  );
}
