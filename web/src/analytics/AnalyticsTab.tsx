// The Analytics tab: a Week / Month switch, the period's total against the period before, the top 5
// categories with their share and a colour bar, a bar a day, and the period's CSV export. Reads the
// local copy (which holds the last 90 days), so it works offline like Home.
import { useState } from 'react';
import { Link } from 'wouter';
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import { formatMoney } from '../format/money.ts';
import { useRates } from '../money/rates.ts';
import { useExpensesBetween } from '../offline/expenses.ts';
import { useToday } from '../offline/live.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { toast } from '../ui/toast.tsx';
import { usePreferences } from '../user/preferences.ts';
import { exportExpenses } from './csv.ts';
import { messages } from './messages.ts';
import { PERIODS, periodSpan } from './period.ts';
import type { Period } from './period.ts';
import { summarizePeriod } from './periodSummary.ts';
import { DailyChart } from './DailyChart.tsx';
import { categoryName } from '../format/categories.ts';
import { t } from '../i18n/index.ts';

const BAR_COLOURS = ['bg-emerald-500', 'bg-sky-500', 'bg-amber-500', 'bg-rose-500', 'bg-violet-500'];

const categoryLabel = (id: string) => {
  const known = CATEGORY_IDS.find((category) => category === id);
  return known === undefined ? id : `${CATEGORIES[known].emoji} ${categoryName(known)}`;
};

async function onExport(first: string, last: string) {
  try {
    await exportExpenses(first, last);
    toast({ title: t(messages.exported.title) });
  } catch (error) {
    console.error('export failed', error);
    toast({ title: t(messages.exportFailed.title), description: t(messages.exportFailed.description), variant: 'destructive' });
  }
}

function PeriodSwitch({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      <legend className="sr-only">{t(messages.period.label)}</legend>
      {PERIODS.map((each) => (
        <button
          key={each}
          type="button"
          aria-pressed={each === period}
          onClick={() => onChange(each)}
          className={`min-h-11 rounded-lg font-semibold ${each === period ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:bg-slate-200'}`}
        >
          {t(messages.period[each])}
        </button>
      ))}
    </fieldset>
  );
}

/** "+12.5%" / "−3.0%": the sign always shown, a true minus sign. */
const signed = (percent: string) => (percent.startsWith('-') ? `−${percent.slice(1)}` : `+${percent}`);

export function AnalyticsTab() {
  const [period, setPeriod] = useState<Period>('week');
  const today = useToday();
  const span = periodSpan(period, today);
  const expenses = useExpensesBetween(span.previous.first, span.last);
  const { currency } = usePreferences();
  const { table } = useRates();
  const summary = summarizePeriod(expenses ?? [], currency, table.rates, span, deviceTimeZone());
  const change = summary.change === null ? t(messages.period.noChange) : t(messages.period[`${period}Change`], { percent: signed(summary.change) });
  return (
    <div className="flex flex-col gap-4">
      <PeriodSwitch period={period} onChange={setPeriod} />
      <section className="rounded-2xl bg-brand-700 p-4 text-white shadow-sm">
        <h2 className="text-sm font-medium opacity-90">{t(period === 'week' ? messages.week.total : messages.period.monthTotal)}</h2>
        <p className="text-3xl font-bold tabular-nums">{formatMoney(summary.total, currency)}</p>
        {expenses !== undefined && <p className="mt-1 text-sm opacity-90">{change}</p>}
        {summary.mixed && <p className="mt-1 text-xs opacity-90">{t(messages.week.mixed, { currency })}</p>}
      </section>
      <section aria-labelledby="top-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="top-title" className="mb-2 font-semibold text-slate-800">{t(messages.week.topCategories)}</h2>
        {expenses !== undefined && summary.top.length === 0 && (
          <p className="text-slate-600">{t(period === 'week' ? messages.week.empty : messages.period.monthEmpty)}</p>
        )}
        <ul className="flex flex-col gap-3">
          {summary.top.map((entry, index) => (
            <li key={entry.category}>
              <p className="flex justify-between text-sm">
                <span className="font-medium text-slate-800">{categoryLabel(entry.category)}</span>
                <span className="text-slate-700 tabular-nums">{formatMoney(entry.amount, currency)} · {entry.percent}%</span>
              </p>
              <div className="mt-1 h-2 rounded bg-slate-100">
                <div className={`h-2 rounded ${BAR_COLOURS[index] ?? 'bg-slate-400'}`} style={{ width: `${entry.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <DailyChart days={summary.days} currency={currency} period={period} />
      <button
        type="button"
        onClick={() => void onExport(span.first, span.last)}
        className="min-h-11 rounded-xl bg-slate-900 px-4 font-semibold text-white hover:bg-slate-800"
      >
        {t(messages.week.exportCsv)}
      </button>
      <Link href="/history" className="flex min-h-11 items-center justify-center rounded-xl font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50">
        {t(messages.period.seeAll)}
      </Link>
    </div>
  );
}
