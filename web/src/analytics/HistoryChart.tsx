// Net worth after each asset or debt change, as a small line: the log of events made visible.
// The last value is written out, and each point carries its value for screen readers.
import { toCents } from '../../../domain/money.ts';
import { formatMoney } from '../format/money.ts';
import { messages } from './messages.ts';
import { t } from '../i18n/index.ts';

const WIDTH = 300;
const HEIGHT = 80;

export function HistoryChart({ points, currency }: { points: readonly { at: string; netWorth: string }[]; currency: string }) {
  if (points.length === 0) return null;
  const values = points.map((point) => Number(toCents(point.netWorth)));
  const low = Math.min(...values, 0);
  const high = Math.max(...values, 1);
  const x = (index: number) => (points.length === 1 ? WIDTH / 2 : (index * WIDTH) / (points.length - 1));
  const y = (value: number) => HEIGHT - ((value - low) * HEIGHT) / (high - low || 1);
  const line = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  return (
    <section aria-labelledby="history-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="history-title" className="mb-2 font-semibold text-slate-800">{t(messages.netWorth.history)}</h2>
      <svg viewBox={`-4 -4 ${WIDTH + 8} ${HEIGHT + 8}`} className="h-24 w-full" role="img"
        aria-label={`${t(messages.netWorth.history)}: ${points.map((point) => formatMoney(point.netWorth, currency)).join(', ')}`}>
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" className="text-brand-600" />
        {values.map((value, index) => (
          <circle key={points[index]?.at ?? index} data-testid="history-point" cx={x(index)} cy={y(value)} r="3" className="fill-brand-700" />
        ))}
      </svg>
    </section>
  );
}
