// The Analytics tab: this week's total, the top 5 categories with their share and a colour bar,
// the 7-day chart and the CSV export. Reads the local copy, so it works offline like Home.
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import { formatMoney } from '../format/money.ts';
import { useRates } from '../money/rates.ts';
import { useWeekExpenses } from '../offline/expenses.ts';
import { useToday } from '../offline/live.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { toast } from '../ui/toast.tsx';
import { usePreferences } from '../user/preferences.ts';
import { exportExpenses } from './csv.ts';
import { messages } from './messages.ts';
import { summarizeWeek } from './weekSummary.ts';
import { WeekChart } from './WeekChart.tsx';
import { categoryName } from '../categories/messages.ts';
import { t } from '../i18n/index.ts';

const BAR_COLOURS = ['bg-emerald-500', 'bg-sky-500', 'bg-amber-500', 'bg-rose-500', 'bg-violet-500'];

const categoryLabel = (id: string) => {
  const known = CATEGORY_IDS.find((category) => category === id);
  return known === undefined ? id : `${CATEGORIES[known].emoji} ${categoryName(known)}`;
};

async function onExport() {
  try {
    await exportExpenses();
    toast({ title: t(messages.exported.title) });
  } catch (error) {
    console.error('export failed', error);
    toast({ title: t(messages.exportFailed.title), description: t(messages.exportFailed.description), variant: 'destructive' });
  }
}

export function AnalyticsTab() {
  const expenses = useWeekExpenses();
  const today = useToday();
  const { currency } = usePreferences();
  const { table } = useRates();
  const week = summarizeWeek(expenses ?? [], currency, table.rates, today, deviceTimeZone());
  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-2xl bg-brand-700 p-4 text-white shadow-sm">
        <h2 className="text-sm font-medium opacity-90">{t(messages.week.total)}</h2>
        <p className="text-3xl font-bold tabular-nums">{formatMoney(week.total, currency)}</p>
        {week.mixed && <p className="mt-1 text-xs opacity-90">{t(messages.week.mixed, { currency })}</p>}
      </section>
      <section aria-labelledby="top-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="top-title" className="mb-2 font-semibold text-slate-800">{t(messages.week.topCategories)}</h2>
        {expenses !== undefined && week.top.length === 0 && <p className="text-slate-600">{t(messages.week.empty)}</p>}
        <ul className="flex flex-col gap-3">
          {week.top.map((entry, index) => (
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
      <WeekChart days={week.days} currency={currency} />
      <button
        type="button"
        onClick={() => void onExport()}
        className="min-h-11 rounded-xl bg-slate-900 px-4 font-semibold text-white hover:bg-slate-800"
      >
        {t(messages.week.exportCsv)}
      </button>
    </div>
  );
}
