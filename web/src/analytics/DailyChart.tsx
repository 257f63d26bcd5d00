// The daily spending chart: one bar a day (at least 5 px so an empty day still shows). A week labels
// each bar with its short weekday and amount, since a cheap phone has no hover; a month labels its bars
// with their dates (each one while the month is young, every fifth once bars grow too narrow at 360 px),
// and gives every bar its day and amount for screen readers. Which one is said, not guessed from the
// count: a month's first week has seven bars too (issue 33 saw weekdays under a month).
import { toCents } from '../../../domain/money.ts';
import { formatMoney } from '../format/money.ts';
import { formatDay, formatWeekday } from '../format/time.ts';
import { messages } from './messages.ts';
import { t } from '../i18n/index.ts';

const CHART_PX = 120;
const MIN_BAR_PX = 5;
/** Up to this many bars, each date shows; past it, every fifth (1, 6, 11, …). */
const EVERY_DATE = 10;

const dateOf = (day: string) => String(Number(day.slice(8)));

export function DailyChart({ days, currency, period }: { days: readonly { day: string; amount: string }[]; currency: string; period: 'week' | 'month' }) {
  const max = days.reduce((most, { amount }) => (toCents(amount) > most ? toCents(amount) : most), 0n);
  const week = period === 'week';
  return (
    <section aria-labelledby="daily-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="daily-title" className="mb-3 font-semibold text-slate-800">{t(messages.week.daily)}</h2>
      <ol
        className={`grid items-end ${week ? 'gap-1' : 'gap-px'}`}
        style={{ height: CHART_PX + 44, gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}
      >
        {days.map(({ day, amount }, index) => {
          const height = max === 0n ? MIN_BAR_PX : Math.max(MIN_BAR_PX, Number((toCents(amount) * BigInt(CHART_PX)) / max));
          const label = week ? formatWeekday(day) : days.length <= EVERY_DATE || index % 5 === 0 ? dateOf(day) : '';
          return (
            <li key={day} className="flex flex-col items-center justify-end gap-1" aria-label={`${week ? formatWeekday(day) : formatDay(day)} ${formatMoney(amount, currency)}`}>
              {week && <span className="text-[10px] leading-none text-slate-700 tabular-nums">{amount.replace(/\.00$/, '')}</span>}
              <span data-testid="day-bar" className="w-full rounded-t bg-brand-600" style={{ height }} />
              <span aria-hidden={!week} className="h-4 text-xs whitespace-nowrap text-slate-600 tabular-nums">{label}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
