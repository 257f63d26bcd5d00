// Savings Tracker tab: total, today's and this week's savings, this month against the monthly goal,
// the notifications (when on), goals with their bars, parked writes, and the savings list with Edit and Delete.
import { useState } from 'react';
import { formatMoney } from '../format/money.ts';
import { ParkedWrites } from '../offline/ParkedWrites.tsx';
import type { LocalSaving } from '../offline/savings.ts';
import { EditSavingDialog } from './EditSavingDialog.tsx';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { Notifications } from './Notifications.tsx';
import { GoalProgressRow, ProgressBar, TotalCard } from './parts.tsx';
import { DeleteButton, EditButton } from '../ui/parts.tsx';
import { removeSaving, shownSavingDescription } from '../offline/savingActions.ts';
import { useSavingsView } from './useSavingsView.ts';
import { toUnits } from '../../../domain/parse/savingsAmount.ts';
import { t } from '../i18n/index.ts';
import { OFFLINE_MESSAGES } from '../offline/messages.ts';
import { useFocusBack } from '../ui/EditDialog.tsx';

/** One saving with Edit (the dialog; focus comes back to Edit when it closes) and Delete. */
function SavingRow({ saving }: { saving: LocalSaving }) {
  const [editing, setEditing] = useState(false);
  const edit = useFocusBack(editing);
  const shown = shownSavingDescription(saving);
  return (
    <li className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{shown}</p>
        {saving.note && <p lang={saving.language} className="line-clamp-2 text-sm break-words text-slate-600">{saving.note}</p>}
        <p className="text-xs text-slate-600">
          {t(M.goalTypes[saving.goalType])}
          {saving.pending && ` · ${t(OFFLINE_MESSAGES.pendingSync)}`}
        </p>
      </div>
      <p className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(saving.amount, saving.currency)}</p>
      <div className="flex shrink-0">
        <EditButton ref={edit} label={t(M.editSaving, { description: shown })} onClick={() => setEditing(true)} />
        <DeleteButton label={t(M.deleteSaving, { description: shown })} onConfirm={() => void removeSaving(saving.id)} />
      </div>
      {editing && <EditSavingDialog saving={saving} onClose={() => setEditing(false)} />}
    </li>
  );
}

export function SavingsTracker() {
  const { currency, totals, goals, savings, settings, today } = useSavingsView();
  const monthlyGoal = settings?.monthlySavingsGoal ?? '0.00';
  const hasMonthlyGoal = toUnits(monthlyGoal) > 0n;
  const monthPercent = hasMonthlyGoal ? Number((toUnits(totals.month) * 100n) / toUnits(monthlyGoal)) : 0;
  return (
    <div className="flex flex-col gap-4">
      <TotalCard label={t(M.totalSavings)} amount={totals.total} currency={currency} />
      <div className="grid grid-cols-2 gap-3">
        <TotalCard label={t(M.todaySavings)} amount={totals.today} currency={currency} />
        <TotalCard label={t(M.weekSavings)} amount={totals.week} currency={currency} />
      </div>
      <section aria-label={t(M.monthlyGoal)} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-sm font-medium text-slate-600">{t(M.monthlyGoal)}</h2>
        {hasMonthlyGoal ? (
          <>
            <p className="mt-1 text-sm text-slate-800 tabular-nums">{t(M.monthlyProgress, { saved: formatMoney(totals.month, currency), goal: formatMoney(monthlyGoal, currency) })}</p>
            <ProgressBar percent={monthPercent} label={t(M.monthlyGoal)} />
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t(M.noMonthlyGoal)}</p>
        )}
      </section>
      {settings?.savingsNotifications === true && (
        <Notifications today={today} monthSaved={totals.month} monthlyGoal={monthlyGoal} currency={currency} goals={goals} />
      )}
      <ParkedWrites />
      {goals.length > 0 && (
        <section aria-label={t(M.goalsHeading)} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <h2 className="font-semibold text-slate-900">{t(M.goalsHeading)}</h2>
          {goals.map((view) => <GoalProgressRow key={view.goal.id} view={view} />)}
        </section>
      )}
      <section aria-label={t(M.yourSavings)}>
        <h2 className="mb-2 font-semibold text-slate-900">{t(M.yourSavings)}</h2>
        {savings !== undefined && savings.length === 0 && <p className="text-sm text-slate-600">{t(M.noSavings)}</p>}
        <ul className="flex flex-col gap-2">
          {(savings ?? []).map((saving) => (
            <SavingRow key={saving.id} saving={saving} />
          ))}
        </ul>
      </section>
    </div>
  );
}
