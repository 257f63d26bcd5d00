// Manual Entry: amount and description required (the button stays disabled until both are there),
// currency from the spec's list, goal type, and a goal name only for goal and investment types.
import { useId, useState } from 'react';
import type { LanguageCode } from '../../../domain/languages.ts';
import { GOAL_TYPES, SAVINGS_CURRENCIES } from '../../../domain/parse/savingsAmount.ts';
import type { GoalType } from '../../../domain/parse/savingsAmount.ts';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { recordSaving } from '../offline/savingActions.ts';
import { t } from '../i18n/index.ts';
import { boundsOf } from '../offline/typedText.tsx';

/** Spec: savings manual-entry currencies; the person's own currency is offered beside them. */
const FIELD = 'min-h-11 w-full rounded-lg border border-slate-300 px-3';

export function ManualSaving({ currency, language, onDone }: { currency: string; language: LanguageCode; onDone: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [chosenCurrency, setCurrency] = useState(SAVINGS_CURRENCIES.some((code) => code === currency) ? currency : 'KES');
  const [goalType, setGoalType] = useState<GoalType>('general');
  const [goalName, setGoalName] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const named = goalType === 'goal' || goalType === 'investment';
  const ready = amount.trim() !== '' && description.trim() !== '' && !busy;
  const submit = async () => {
    setBusy(true);
    try {
      await recordSaving({
        amount: amount.trim(), description: description.trim(), currency: chosenCurrency, goalType,
        goalName: named ? goalName.trim() || null : null, language,
        ...(note.trim() !== '' && { note: note.trim() }),
      });
      onDone();
    } catch {
      setBusy(false); // told by a toast; the form keeps what was typed
    }
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => { event.preventDefault(); if (ready) void submit(); }}>
      <label htmlFor={`${id}-amount`} className="text-sm font-semibold text-slate-700">{t(M.amount)}</label>
      <input id={`${id}-amount`} value={amount} inputMode="decimal" placeholder="0.00" onChange={(event) => setAmount(event.target.value)} className={FIELD} />
      <label htmlFor={`${id}-description`} className="text-sm font-semibold text-slate-700">{t(M.description)}</label>
      <input id={`${id}-description`} value={description} maxLength={boundsOf('saving', 'description').max} onChange={(event) => setDescription(event.target.value)} className={FIELD} />
      <label htmlFor={`${id}-currency`} className="text-sm font-semibold text-slate-700">{t(M.currency)}</label>
      <select id={`${id}-currency`} value={chosenCurrency} onChange={(event) => setCurrency(event.target.value)} className={FIELD}>
        {[...new Set([...SAVINGS_CURRENCIES, currency])].map((code) => <option key={code}>{code}</option>)}
      </select>
      <label htmlFor={`${id}-type`} className="text-sm font-semibold text-slate-700">{t(M.goalType)}</label>
      <select id={`${id}-type`} value={goalType} onChange={(event) => setGoalType(GOAL_TYPES.find((type) => type === event.target.value) ?? 'general')} className={FIELD}>
        {GOAL_TYPES.map((type) => <option key={type} value={type}>{t(M.goalTypes[type])}</option>)}
      </select>
      {named && (
        <>
          <label htmlFor={`${id}-goal`} className="text-sm font-semibold text-slate-700">{t(M.goalName)}</label>
          <input id={`${id}-goal`} value={goalName} maxLength={boundsOf('saving', 'goalName').max} onChange={(event) => setGoalName(event.target.value)} className={FIELD} />
        </>
      )}
      <label htmlFor={`${id}-note`} className="text-sm font-semibold text-slate-700">{t(M.note)}</label>
      <textarea id={`${id}-note`} value={note} rows={2} maxLength={boundsOf('saving', 'note').max} onChange={(event) => setNote(event.target.value)} className={FIELD} />
      <button type="submit" disabled={!ready} className="min-h-12 rounded-xl bg-brand-700 font-semibold text-white disabled:bg-slate-300 disabled:text-slate-600">
        {t(M.save)}
      </button>
    </form>
  );
}
