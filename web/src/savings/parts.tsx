// Small pieces the Savings tabs share: a total card, a goal's progress bar with its badge, an edit
// button, a delete button that asks first.
import type { Ref } from 'react';
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

export function DeleteButton({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        if (window.confirm(t(M.confirmDelete))) onConfirm();
      }}
      className="grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
      </svg>
    </button>
  );
}

/** The pencil beside a saving or a goal; `ref` lets the row take the focus back when its dialog closes. */
export function EditButton({ label, onClick, ref }: { label: string; onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" aria-label={label} onClick={onClick} className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      </svg>
    </button>
  );
}
