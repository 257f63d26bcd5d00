// The 7-day daily spending chart: one bar a day (at least 5 px so an empty day still shows), each
// labelled with its weekday and its amount in text, since a cheap phone has no hover.
import { toCents } from '../../../domain/money.ts';
import { formatMoney } from '../format/money.ts';
import { formatWeekday } from '../format/time.ts';
import { messages } from './messages.ts';
import { t } from '../i18n/index.ts';

const CHART_PX = 120;
const MIN_BAR_PX = 5;

export function WeekChart({ days, currency }: { days: readonly { day: string; amount: string }[]; currency: string }) {
  const max = days.reduce((most, { amount }) => (toCents(amount) > most ? toCents(amount) : most), 0n);
  return (
    <section aria-labelledby="daily-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="daily-title" className="mb-3 font-semibold text-slate-800">{t(messages.week.daily)}</h2>
      <ol className="grid grid-cols-7 items-end gap-1" style={{ height: CHART_PX + 44 }}>
        {days.map(({ day, amount }) => {
          const height = max === 0n ? MIN_BAR_PX : Math.max(MIN_BAR_PX, Number((toCents(amount) * BigInt(CHART_PX)) / max));
          return (
            <li key={day} className="flex flex-col items-center justify-end gap-1" aria-label={`${formatWeekday(day)} ${formatMoney(amount, currency)}`}>
              <span className="text-[10px] leading-none text-slate-700 tabular-nums">{amount.replace(/\.00$/, '')}</span>
              <span data-testid="day-bar" className="w-full rounded-t bg-brand-600" style={{ height }} />
              <span className="text-xs text-slate-600">{formatWeekday(day)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
