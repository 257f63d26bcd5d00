// The History list, virtualised: a heading per local day with that day's total and a row per expense,
// each of a fixed height, so every item's place is known without measuring and only those near the
// screen are in the DOM (a 2,000-expense month keeps a few dozen rows on a cheap phone).
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { CATEGORIES } from '../../../domain/categories.ts';
import { formatMoney } from '../format/money.ts';
import { formatClock, formatFullDate } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import type { DayGroup } from './grouping.ts';
import { HISTORY_MESSAGES as M } from './messages.ts';
import { listedTexts } from '../offline/typedText.tsx';

const HEADING_PX = 52;
const ROW_PX = 68;
/** Rendered beyond each edge of the screen, so a fling finds rows already there. */
const OVERSCAN_PX = 900;
/** Scroll positions are rounded to this before they re-render the list. */
const BAND_PX = 300;

type Item =
  | { kind: 'day'; key: string; top: number; day: string; total: string }
  | { kind: 'row'; key: string; top: number; expense: LocalExpense; first: boolean; last: boolean };

/** Every heading and row with its offset from the list's top, and the list's height. */
export function layout(days: readonly DayGroup<LocalExpense>[]): { items: Item[]; height: number } {
  const items: Item[] = [];
  let top = 0;
  for (const { day, total, expenses } of days) {
    items.push({ kind: 'day', key: `day ${day}`, top, day, total });
    top += HEADING_PX;
    expenses.forEach((expense, index) => {
      items.push({ kind: 'row', key: expense.id, top, expense, first: index === 0, last: index === expenses.length - 1 });
      top += ROW_PX;
    });
  }
  return { items, height: top };
}

/** The band of the list (in px from its top) on and near the screen, following the page's scroll. */
function useVisibleBand(list: RefObject<HTMLDivElement | null>): { from: number; to: number } {
  const [band, setBand] = useState({ from: 0, to: BAND_PX * 4 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = list.current?.getBoundingClientRect().top ?? 0;
      const from = Math.floor((-top - OVERSCAN_PX) / BAND_PX) * BAND_PX;
      const to = Math.ceil((-top + window.innerHeight + OVERSCAN_PX) / BAND_PX) * BAND_PX;
      setBand((current) => (current.from === from && current.to === to ? current : { from, to }));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [list]);
  return band;
}

const Row = memo(function Row({ expense, first, last, onOpen }: { expense: LocalExpense; first: boolean; last: boolean; onOpen: (expense: LocalExpense) => void }) {
  const edges = `${first ? 'rounded-t-2xl border-t' : ''} ${last ? 'rounded-b-2xl border-b' : 'border-b border-b-slate-100'}`;
  const clock = formatClock(expense.createdAt);
  const amount = formatMoney(expense.amount, expense.currency);
  return (
    <button
      type="button"
      data-expense-id={expense.id}
      onClick={() => onOpen(expense)}
      className={`flex w-full items-center gap-3 border-x border-slate-200 bg-white px-4 text-start hover:bg-slate-50 ${edges}`}
      style={{ height: ROW_PX }}
    >
      {/* Named by what it shows (WCAG 2.5.3, label in name), after what a tap does. */}
      <span className="sr-only">{t(M.edit)}</span>
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-slate-100 text-xl">
        {CATEGORIES[expense.category].emoji}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span lang={expense.language} className="truncate font-semibold text-slate-900">{expense.description}</span>
        <span className="truncate text-sm text-slate-600">
          <time dateTime={expense.createdAt}>{clock}</time>
          {listedTexts('expense', expense).map(({ field, text }) => <span key={field} lang={expense.language}>{` · ${text}`}</span>)}
        </span>
      </span>
      <span className="shrink-0 font-semibold whitespace-nowrap text-slate-900 tabular-nums">{amount}</span>
    </button>
  );
});

const DayHeading = memo(function DayHeading({ day, total, currency }: { day: string; total: string; currency: string }) {
  return (
    <h2 className="flex h-full items-end justify-between gap-2 pb-2 text-sm font-semibold text-slate-700">
      <span className="truncate">{formatFullDate(day)}</span>
      <span data-day-total={day} className="shrink-0 whitespace-nowrap tabular-nums">{t(M.dayTotal, { total: formatMoney(total, currency) })}</span>
    </h2>
  );
});

interface HistoryListProps {
  days: readonly DayGroup<LocalExpense>[];
  currency: string;
  /** The end of what the list holds is near the screen: ask for more (a server page), if there is more. */
  onEnd: () => void;
  /** Stable across renders (a state setter), so rows that did not change are not rendered again. */
  onOpen: (expense: LocalExpense) => void;
}

export function HistoryList({ days, currency, onEnd, onOpen }: HistoryListProps) {
  const list = useRef<HTMLDivElement>(null);
  const band = useVisibleBand(list);
  // Scrolling re-renders the list, never its parent: the days and so the layout stay the same objects.
  const { items, height } = useMemo(() => layout(days), [days]);
  const nearEnd = band.to >= height;
  const latestEnd = useRef(onEnd);
  latestEnd.current = onEnd;
  useEffect(() => {
    if (nearEnd) latestEnd.current();
  }, [nearEnd, height]);
  const shown = items.filter((item) => item.top + (item.kind === 'day' ? HEADING_PX : ROW_PX) >= band.from && item.top <= band.to);
  return (
    <div ref={list} className="relative" style={{ height }}>
      {shown.map((item) => (
        <div key={item.key} className="absolute inset-x-0" style={{ top: item.top, height: item.kind === 'day' ? HEADING_PX : ROW_PX }}>
          {item.kind === 'day' ? (
            <DayHeading day={item.day} total={item.total} currency={currency} />
          ) : (
            <Row expense={item.expense} first={item.first} last={item.last} onOpen={onOpen} />
          )}
        </div>
      ))}
    </div>
  );
}
