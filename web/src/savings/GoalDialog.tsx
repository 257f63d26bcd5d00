// Create or edit a savings goal: name, target, currency and an optional deadline, saved on the phone first.
// A refusal (the phone's check, or the server's while it waited) is shown under the form in its own words.
import { useId, useState } from 'react';
import type { LocalGoal } from '../offline/savings.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { SAVINGS_CURRENCIES } from '../../../domain/parse/savingsAmount.ts';
import { saveGoal } from '../offline/savingActions.ts';
import { t } from '../i18n/index.ts';
import { boundsOf } from '../offline/typedText.tsx';

const FIELD = 'min-h-11 w-full rounded-lg border border-slate-300 px-3';

/** `name`: a new goal's name to start from (a goal savings already name). */
export function GoalDialog({ goal, name: named = '', currency, onClose }: { goal: LocalGoal | null; name?: string; currency: string; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(goal?.name ?? named);
  const [target, setTarget] = useState(goal?.targetAmount ?? '');
  const [goalCurrency, setGoalCurrency] = useState(goal?.currency ?? currency);
  const [deadline, setDeadline] = useState(goal?.deadline ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const problem = await saveGoal(goal?.id ?? null, { name: name.trim(), targetAmount: target.trim(), currency: goalCurrency, deadline: deadline || null });
    setBusy(false);
    if (problem === null) onClose();
    else setError(problem);
  };
  return (
    <Dialog title={goal === null ? t(M.newGoal) : t(M.editGoal)} onClose={onClose}>
      <form className="flex flex-col gap-3" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-700">{t(M.goalTitle)}</label>
        <input id={`${id}-name`} value={name} maxLength={boundsOf('goal', 'name').max} onChange={(event) => setName(event.target.value)} className={FIELD} />
        <label htmlFor={`${id}-target`} className="text-sm font-semibold text-slate-700">{t(M.target)}</label>
        <input id={`${id}-target`} value={target} inputMode="decimal" onChange={(event) => setTarget(event.target.value)} className={FIELD} />
        <label htmlFor={`${id}-currency`} className="text-sm font-semibold text-slate-700">{t(M.currency)}</label>
        <select id={`${id}-currency`} value={goalCurrency} onChange={(event) => setGoalCurrency(event.target.value)} className={FIELD}>
          {[...new Set([...SAVINGS_CURRENCIES, currency])].map((code) => <option key={code}>{code}</option>)}
        </select>
        <label htmlFor={`${id}-deadline`} className="text-sm font-semibold text-slate-700">{t(M.deadline)}</label>
        <input id={`${id}-deadline`} type="date" value={deadline} onChange={(event) => setDeadline(event.target.value)} className={FIELD} />
        {error !== null && <p role="alert" className="text-sm font-medium text-red-700">{error}</p>}
        <div className="grid grid-cols-2 gap-3">
          <button type="button" onClick={onClose} className="min-h-12 rounded-xl bg-slate-100 font-semibold text-slate-800">{t(M.cancel)}</button>
          <button type="submit" disabled={busy || name.trim() === '' || target.trim() === ''} className="min-h-12 rounded-xl bg-brand-700 font-semibold text-white disabled:bg-slate-300 disabled:text-slate-600">
            {t(M.saveGoal)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
