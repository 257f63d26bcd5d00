// History (/history): every expense a person has, a month at a time, grouped by local day with each
// day's and the month's total; a search looks through every month (and money lent or borrowed, by
// person or note), category chips narrow the month; a row opens the edit dialog.
// Lazy-loaded (Home links here, never imports it); reads the phone's copy first, the server for older days.
import { useState } from 'react';
import { Link } from 'wouter';
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { categoryName } from '../format/categories.ts';
import { formatMoney } from '../format/money.ts';
import { formatMonth } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import { useRates } from '../money/rates.ts';
import type { LocalExpense } from '../offline/expenses.ts';
import { useToday } from '../offline/live.ts';
import { useDocumentTitle } from '../ui/ScreenHeader.tsx';
import { SvgIcon } from '../ui/icons.tsx';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { usePreferences } from '../user/preferences.ts';
import { EditExpenseDialog } from './EditExpenseDialog.tsx';
import { groupByDay, withServerTotals } from './grouping.ts';
import { HistoryList } from './HistoryList.tsx';
import { IouMatches, iouMatches } from './IouMatches.tsx';
import { useIous } from '../offline/ious.ts';
import { HISTORY_MESSAGES as M } from './messages.ts';
import { addMonths, monthOf } from '../format/month.ts';
import { useHistory } from './useHistory.ts';
import type { OlderState } from './useHistory.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';

const round = 'grid size-11 place-items-center rounded-full text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 disabled:opacity-40';

interface MonthHeaderProps {
  month: string;
  total: string | null;
  isCurrent: boolean;
  /** A search spans every month: the header totals what it found and pages no months. */
  searching: boolean;
  onMove: (months: number) => void;
}

function MonthHeader({ month, total, isCurrent, searching, onMove }: MonthHeaderProps) {
  const label = searching ? t(M.allMonths) : t(M.monthTotal, { month: formatMonth(month) });
  return (
    <section aria-label={searching ? t(M.allMonths) : formatMonth(month)} className="flex min-h-17 items-center gap-2 rounded-2xl bg-brand-700 p-3 text-white shadow-sm">
      {!searching && (
        <button type="button" aria-label={t(M.previousMonth)} onClick={() => onMove(-1)} className={`${round} bg-white text-slate-800`}>
          <SvgIcon><path d="M15 18l-6-6 6-6" /></SvgIcon>
        </button>
      )}
      <div className="min-w-0 flex-1 text-center">
        <p className="text-sm opacity-90">{label}</p>
        <p data-testid="month-total" className="text-2xl font-bold tabular-nums">{total ?? '…'}</p>
      </div>
      {!searching && (
        <button type="button" aria-label={t(M.nextMonth)} disabled={isCurrent} onClick={() => onMove(1)} className={`${round} bg-white text-slate-800`}>
          <SvgIcon><path d="M9 18l6-6-6-6" /></SvgIcon>
        </button>
      )}
    </section>
  );
}

function CategoryChips({ chosen, onChoose }: { chosen: CategoryId | null; onChoose: (category: CategoryId | null) => void }) {
  const chip = (selected: boolean) =>
    `min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold ring-1 ${selected ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`;
  return (
    <div role="group" aria-label={t(M.categories)} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      <button type="button" aria-pressed={chosen === null} onClick={() => onChoose(null)} className={chip(chosen === null)}>{t(M.allCategories)}</button>
      {CATEGORY_IDS.map((category) => (
        <button key={category} type="button" aria-pressed={chosen === category} onClick={() => onChoose(chosen === category ? null : category)} className={chip(chosen === category)}>
          <span aria-hidden="true">{CATEGORIES[category].emoji}</span> {categoryName(category)}
        </button>
      ))}
    </div>
  );
}

function OlderNote({ state, onRetry }: { state: OlderState; onRetry: () => void }) {
  if (state === 'needsNetwork') return <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">{t(M.needsNetwork)}</p>;
  if (state === 'loading') return <p role="status" className="py-4 text-center text-slate-500">{t(M.loading)}</p>;
  if (state !== 'failed') return null;
  return (
    <div role="alert" className="flex items-center justify-between gap-3 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
      <p>{t(M.loadFailed)}</p>
      <button type="button" onClick={onRetry} className="min-h-11 shrink-0 rounded-lg bg-white px-3 font-semibold ring-1 ring-red-300">{t(M.retry)}</button>
    </div>
  );
}

export function HistoryScreen() {
  useDocumentTitle(t(SCREEN_NAMES.history));
  const today = useToday();
  const [month, setMonth] = useState(monthOf(today));
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryId | null>(null);
  const [editing, setEditing] = useState<LocalExpense | null>(null);
  const { rows, older, loadMore, reload, olderTotals } = useHistory({ month, query, category });
  const { currency } = usePreferences();
  const { rates } = useRates().table;
  const grouped = withServerTotals(groupByDay(rows ?? [], currency, rates, deviceTimeZone()), olderTotals);
  const filtered = query.trim() !== '' || category !== null;
  const settled = rows !== undefined && (older === 'none' || older === 'done' || older === 'needsNetwork');
  const lent = iouMatches(useIous() ?? [], query);
  return (
    <>
      <header className="mb-4 flex items-center gap-2">
        <Link href="/" aria-label={t(M.back)} className="-ml-2 grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100">
          <SvgIcon><path d="M15 18l-6-6 6-6" /></SvgIcon>
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(SCREEN_NAMES.history)}</h1>
      </header>
      <div className="flex flex-col gap-4">
        <MonthHeader
          month={month}
          total={rows === undefined ? null : formatMoney(grouped.total, currency)}
          isCurrent={month >= monthOf(today)}
          searching={query.trim() !== ''}
          onMove={(months) => setMonth(addMonths(month, months))}
        />
        <input
          type="search"
          aria-label={t(M.search)}
          placeholder={t(M.search)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900"
        />
        <CategoryChips chosen={category} onChoose={setCategory} />
        <IouMatches matches={lent} />
        <HistoryList key={`${month} ${query} ${category}`} days={grouped.days} currency={currency} onEnd={() => older === 'more' && loadMore()} onOpen={setEditing} />
        {settled && grouped.days.length === 0 && lent.length === 0 && <p className="py-6 text-center text-slate-600">{t(filtered ? M.noMatches : M.empty)}</p>}
        <OlderNote state={older} onRetry={loadMore} />
      </div>
      {editing !== null && <EditExpenseDialog expense={editing} onClose={() => setEditing(null)} onChanged={reload} />}
    </>
  );
}
