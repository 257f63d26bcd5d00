// Small pieces the Savings tabs share: a total card and a goal's progress bar with its badge.
import { formatMoney } from '../format/money.ts';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import type { GoalView } from './totals.ts';
import { t } from '../i18n/index.ts';

export function TotalCard({ label, amount, currency }: { label: string; amount: string; currency: string }) {
  return (
    <section aria-label={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{formatMoney(amount, currency)}</p>
    </section>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(100, percent)}
      className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200">
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}

export function GoalProgressRow({ view }: { view: GoalView }) {
  const { goal, current, percent, completed } = view;
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{goal.name}</p>
        {completed && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t(M.completed)}</span>}
      </div>
      <p className="text-sm text-slate-600 tabular-nums">
        {formatMoney(current, goal.currency)} / {formatMoney(goal.targetAmount, goal.currency)} · {percent}%
      </p>
      <ProgressBar percent={percent} label={goal.name} />
    </div>
  );
}
