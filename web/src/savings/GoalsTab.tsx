// Goals tab: the spec's placeholder when there are none ("Create Your First Goal"), otherwise each goal
// with current / target in its currency, deadline and days left, its bar, and edit and delete; a goal
// written on this phone and not yet on the server says it is waiting to sync. A name savings carry
// without a goal ("weka akiba 1000 kwa ada ya shule") is a goal waiting for its target: listed with what
// is saved and "Set a target", which makes it a goal with a bar — never the placeholder beside it.
import { useState } from 'react';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import type { LocalGoal } from '../offline/savings.ts';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { GoalDialog } from './GoalDialog.tsx';
import { GoalProgressRow } from './parts.tsx';
import { DeleteButton, EditButton } from '../ui/parts.tsx';
import { completeGoal, removeGoal } from '../offline/savingActions.ts';
import { daysLeft } from './totals.ts';
import { useSavingsView } from './useSavingsView.ts';
import { formatDay } from '../format/time.ts';
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import { OFFLINE_MESSAGES } from '../offline/messages.ts';

function deadlineText(deadline: string): string {
  const days = daysLeft(deadline, new Date(), deviceTimeZone());
  return days < 0 ? t(M.daysOverdue, { days: -days }) : t(M.daysLeft, { days });
}

export function GoalsTab() {
  const { goals, named, goalsLoaded, currency } = useSavingsView();
  const [editing, setEditing] = useState<LocalGoal | null | 'new' | { name: string }>(null);
  const dialog = editing !== null && (
    <GoalDialog
      goal={editing === 'new' || !('id' in editing) ? null : editing}
      {...(editing !== 'new' && !('id' in editing) && { name: editing.name })}
      currency={currency}
      onClose={() => setEditing(null)}
    />
  );
  if (goalsLoaded && goals.length === 0 && named.length === 0) {
    return (
      <section className="flex flex-col items-center gap-2 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold text-slate-900">{t(M.goalsHeading)}</h2>
        <p className="text-sm text-slate-600">{t(M.goalsPlaceholder)}</p>
        <button type="button" onClick={() => setEditing('new')} className="mt-2 min-h-11 rounded-xl bg-brand-700 px-4 font-semibold text-white">
          {t(M.createFirstGoal)}
        </button>
        {dialog}
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <button type="button" onClick={() => setEditing('new')} className="min-h-11 self-end rounded-xl bg-brand-700 px-4 font-semibold text-white">
        {t(M.newGoal)}
      </button>
      <ul className="flex flex-col gap-3">
        {named.map(({ name, current }) => (
          <li key={`named ${name}`} className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{name}</p>
              <p className="text-sm text-slate-600 tabular-nums">{t(M.noTargetYet, { amount: formatMoney(current, currency) })}</p>
            </div>
            <button type="button" aria-label={t(M.setTargetFor, { name })} onClick={() => setEditing({ name })}
              className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
              {t(M.setTarget)}
            </button>
          </li>
        ))}
        {goals.map((view) => (
          <li key={view.goal.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <GoalProgressRow view={view} />
            <div className="mt-2 flex items-center justify-between gap-2">
              <p className="text-xs text-slate-600">
                {view.goal.deadline === null ? t(M.noDeadline) : `${formatDay(view.goal.deadline)} · ${deadlineText(view.goal.deadline)}`}
                {view.goal.pending === true && ` · ${t(OFFLINE_MESSAGES.pendingSync)}`}
              </p>
              <div className="flex items-center">
                {!view.completed && (
                  <button type="button" onClick={() => void completeGoal(view.goal.id, view.goal.name)}
                    className="min-h-11 rounded-lg px-2 text-xs font-semibold text-brand-800 hover:bg-brand-50">
                    {t(M.markCompleted)}
                  </button>
                )}
                <EditButton label={t(M.editGoalLabel, { name: view.goal.name })} onClick={() => setEditing(view.goal)} />
                <DeleteButton label={t(M.deleteGoal, { name: view.goal.name })} onConfirm={() => void removeGoal(view.goal.id, view.goal.name)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      {dialog}
    </div>
  );
}
