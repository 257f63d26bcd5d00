// History's edit dialog: description, amount, currency, category, date and time of one expense, and
// each text the expense declares for editing (its note); Save, and Delete with Home's Undo. Every write
// goes through the offline API, so an edit made offline waits in the outbox and reaches the server once;
// what the server would refuse is told here at once.
import { useId, useState } from 'react';
import { CATEGORIES, CATEGORY_IDS } from '../../../domain/categories.ts';
import type { CategoryId } from '../../../domain/categories.ts';
import { SUPPORTED_CURRENCIES } from '../../../domain/currencies.ts';
import { localDay } from '../../../domain/dates.ts';
import { categoryName } from '../format/categories.ts';
import { editExpense, removeExpense } from '../offline/expenseActions.ts';
import { t } from '../i18n/index.ts';
import { keepOnDevice } from '../offline/expenses.ts';
import type { ExpenseChanges, LocalExpense } from '../offline/expenses.ts';
import type { FieldsWith } from '../offline/typedText.tsx';
import { boundsOf, changedTexts, textsOf, TypedTextInputs } from '../offline/typedText.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { HISTORY_MESSAGES as M } from './messages.ts';

const FIELD = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900';
const LABEL = 'text-sm font-semibold text-slate-700';

const pad = (value: number) => String(value).padStart(2, '0');
/** "09:05" on the device's clock: the date and time inputs speak the device's zone, as the list does. */
const clockOf = (instant: string) => `${pad(new Date(instant).getHours())}:${pad(new Date(instant).getMinutes())}`;

type EditedTexts = Record<FieldsWith<'expense', 'edit'>, string>;

/** Only what the person changed, so a retry or another device's edit of the rest is not overwritten; a text left out is unchanged. */
type EditForm = Partial<EditedTexts> & {
  description: string;
  amount: string;
  currency: string;
  category: CategoryId;
  date: string;
  time: string;
};

export function changesFrom(expense: LocalExpense, form: EditForm): ExpenseChanges {
  const spentAt = new Date(`${form.date}T${form.time}`);
  const moved = form.date !== localDay(expense.createdAt, deviceTimeZone()) || form.time !== clockOf(expense.createdAt);
  return {
    ...(form.description.trim() !== expense.description && { description: form.description }),
    ...(form.amount.trim() !== expense.amount && { amount: form.amount.trim() }),
    ...(form.currency !== expense.currency && { currency: form.currency }),
    ...(form.category !== expense.category && { category: form.category }),
    // Emptied, a text (the note) is cleared.
    ...changedTexts('expense', 'edit', form, expense),
    ...(moved && { spentAt: Number.isNaN(spentAt.getTime()) ? `${form.date}T${form.time}` : spentAt.toISOString() }),
  };
}

interface EditProps {
  expense: LocalExpense;
  onClose: () => void;
  /** After a save or a delete has settled: History refreshes rows the server sent. */
  onChanged: () => void;
}

export function EditExpenseDialog({ expense, onClose, onChanged }: EditProps) {
  const id = useId();
  const [form, setForm] = useState({
    description: expense.description,
    amount: expense.amount,
    currency: expense.currency,
    category: expense.category,
    date: localDay(expense.createdAt, deviceTimeZone()),
    time: clockOf(expense.createdAt),
    ...textsOf('expense', 'edit', expense),
  });
  /** Why the edit cannot be saved, in the person's words: told at once, before anything is queued. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof EditForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const save = async () => {
    const changes = changesFrom(expense, form);
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    await keepOnDevice(expense);
    const refused = await editExpense(expense, changes);
    setBusy(false);
    setInvalid(refused);
    if (refused !== null) return;
    onClose();
    onChanged();
  };
  const remove = async () => {
    onClose();
    await keepOnDevice(expense);
    await removeExpense(expense);
    onChanged();
  };
  const field = (name: keyof EditForm) => `${id}-${name}`;
  return (
    <Dialog
      title={t(M.dialog.title)}
      onClose={onClose}
      footer={
        <div className="grid grid-cols-2 gap-2">
          <button type="button" onClick={() => void remove()} className="min-h-11 rounded-xl bg-red-50 font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100">
            {t(M.dialog.delete)}
          </button>
          <button type="submit" form={`${id}-form`} disabled={busy} className="min-h-11 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t(M.dialog.save)}
          </button>
        </div>
      }
    >
      <form id={`${id}-form`} className="flex flex-col gap-2" onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <label htmlFor={field('description')} className={LABEL}>{t(M.dialog.description)}</label>
        <input id={field('description')} lang={expense.language} required maxLength={boundsOf('expense', 'description').max} value={form.description} onChange={set('description')} className={FIELD} />
        <div className="grid grid-cols-[1fr_7rem] gap-2">
          <div className="flex flex-col gap-2">
            <label htmlFor={field('amount')} className={LABEL}>{t(M.dialog.amount)}</label>
            <input id={field('amount')} required inputMode="decimal" value={form.amount} onChange={set('amount')} className={`${FIELD} tabular-nums`} />
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor={field('currency')} className={LABEL}>{t(M.dialog.currency)}</label>
            <select id={field('currency')} value={form.currency} onChange={set('currency')} className={FIELD}>
              {[...new Set<string>([...SUPPORTED_CURRENCIES, expense.currency])].map((code) => <option key={code}>{code}</option>)}
            </select>
          </div>
        </div>
        <label htmlFor={field('category')} className={LABEL}>{t(M.dialog.category)}</label>
        <select id={field('category')} value={form.category} onChange={set('category')} className={FIELD}>
          {CATEGORY_IDS.map((category) => (
            <option key={category} value={category}>{`${CATEGORIES[category].emoji} ${categoryName(category)}`}</option>
          ))}
        </select>
        <div className="grid grid-cols-2 gap-2">
          <div className="flex flex-col gap-2">
            <label htmlFor={field('date')} className={LABEL}>{t(M.dialog.date)}</label>
            <input id={field('date')} type="date" required value={form.date} onChange={set('date')} className={FIELD} />
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor={field('time')} className={LABEL}>{t(M.dialog.time)}</label>
            <input id={field('time')} type="time" required value={form.time} onChange={set('time')} className={FIELD} />
          </div>
        </div>
        <TypedTextInputs noun="expense" facet="edit" id={id} lang={expense.language} values={form} labelClass={LABEL} fieldClass={FIELD}
          onChange={(name, value) => setForm({ ...form, [name]: value })} />
        {invalid !== null && <p role="alert" className="text-sm font-semibold text-red-800">{invalid}</p>}
      </form>
    </Dialog>
  );
}
