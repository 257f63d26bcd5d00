// A message Sauti did not understand, added by hand: the add form opened with the amount, currency
// and day the parser found, with a box for each text the expense declares for adding, the message
// itself kept as the expense's original text. Saved through the offline outbox like every expense,
// so it works without the network.
import { useId, useRef, useState } from 'react';
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import { SUPPORTED_CURRENCIES } from '../../../domain/currencies.ts';
import { DEVICE_DAYS_BACK } from '../../../domain/dates.ts';
import { categoryName } from '../format/categories.ts';
import { recordExpense } from '../offline/expenseActions.ts';
import { t } from '../i18n/index.ts';
import { boundsOf, textsOf, TypedTextInputs } from '../offline/typedText.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { usePreferences } from '../user/preferences.ts';
import { type HandForm, handDays, handFormFor, handInstant, handProblem, typedAmount } from './handEntry.ts';
import { IMPORT_MESSAGES as M } from './messages.ts';
import type { NotUnderstoodRow } from './preview.ts';

const FIELD = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base';
const LABEL = 'text-sm font-semibold text-slate-700';

function problemText(problem: ReturnType<typeof handProblem>, currency: string): string | null {
  if (problem === 'description') return t(M.handNoDescription);
  if (problem === 'amount') return t(M.handBadAmount);
  if (problem === 'whole-units') return t(M.handWholeUnits, { currency });
  if (problem === 'day') return t(M.handDayRange, { days: DEVICE_DAYS_BACK });
  return null;
}

export function AddByHandDialog({ row, onAdded, onClose }: { row: NotUnderstoodRow; onAdded: () => void; onClose: () => void }) {
  const id = useId();
  const { currency, language } = usePreferences();
  const [form, setForm] = useState<HandForm>(() => handFormFor(row, currency, deviceTimeZone(), new Date()));
  const [texts, setTexts] = useState(() => textsOf('expense', 'add'));
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const description = useRef<HTMLInputElement>(null);
  const set = (changes: Partial<HandForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setShown(null);
  };

  const days = handDays(deviceTimeZone(), new Date());
  const submit = async () => {
    const problem = handProblem(form, days);
    setShown(problemText(problem, form.currency));
    if (problem !== null) return;
    setBusy(true);
    try {
      await recordExpense({
        ...texts, description: form.description.trim(), amount: typedAmount(form), currency: form.currency, category: form.category,
        language, originalText: row.text.slice(0, boundsOf('expense', 'originalText').max), spentAt: handInstant(form, row, deviceTimeZone(), new Date()),
      });
      onAdded();
    } catch {
      // recordExpense told the person; the form stays for another try.
      setBusy(false);
    }
  };

  return (
    <Dialog title={t(M.handTitle)} onClose={onClose} initialFocus={description}>
      <form className="flex flex-col gap-2" onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <p className="line-clamp-3 rounded-lg bg-slate-50 p-2 text-sm break-words text-slate-600">{row.text}</p>
        <label htmlFor={`${id}-description`} className={LABEL}>{t(M.handDescription)}</label>
        <input id={`${id}-description`} ref={description} value={form.description} maxLength={boundsOf('expense', 'description').max}
          onChange={(event) => set({ description: event.target.value })} className={FIELD} />
        <div className="grid grid-cols-[1fr_auto] gap-2">
          <label htmlFor={`${id}-amount`} className={LABEL}>{t(M.handAmount)}</label>
          <label htmlFor={`${id}-currency`} className={LABEL}>{t(M.handCurrency)}</label>
          <input id={`${id}-amount`} value={form.amount} inputMode="decimal"
            onChange={(event) => set({ amount: event.target.value })} className={`${FIELD} tabular-nums`} />
          <select id={`${id}-currency`} value={form.currency} onChange={(event) => set({ currency: event.target.value })} className={FIELD}>
            {[...new Set([...SUPPORTED_CURRENCIES, form.currency])].map((code) => <option key={code}>{code}</option>)}
          </select>
        </div>
        <label htmlFor={`${id}-day`} className={LABEL}>{t(M.handDate)}</label>
        <input id={`${id}-day`} type="date" value={form.day} required min={days.first} max={days.last}
          onChange={(event) => set({ day: event.target.value || form.day })} className={FIELD} />
        <label htmlFor={`${id}-category`} className={LABEL}>{t(M.handCategory)}</label>
        <select id={`${id}-category`} value={form.category} className={FIELD} onChange={(event) => {
          const category = CATEGORY_IDS.find((each) => each === event.target.value);
          if (category !== undefined) set({ category });
        }}>
          {CATEGORY_IDS.map((each) => <option key={each} value={each}>{CATEGORIES[each].emoji} {categoryName(each)}</option>)}
        </select>
        <TypedTextInputs noun="expense" facet="add" id={id} lang={language} values={texts} labelClass={LABEL} fieldClass={FIELD}
          onChange={(name, value) => setTexts((current) => ({ ...current, [name]: value }))} />
        {shown !== null && <p role="alert" className="text-sm font-medium text-red-700">{shown}</p>}
        <div className="mt-2 grid grid-cols-2 gap-3">
          <button type="button" onClick={onClose} className="min-h-12 rounded-xl bg-slate-100 font-semibold text-slate-800">{t(M.handCancel)}</button>
          <button type="submit" disabled={busy} className="min-h-12 rounded-xl bg-brand-700 font-semibold text-white disabled:bg-slate-300 disabled:text-slate-600">
            {t(M.handAdd)}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
