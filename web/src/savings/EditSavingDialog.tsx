// Fixes a saving recorded wrong: its description, amount and note; Save or Cancel. The write goes
// through the offline API (savingActions.ts), so an edit made offline waits in the outbox and reaches the server once.
import { useId, useState } from 'react';
import { t } from '../i18n/index.ts';
import type { LocalSaving, SavingChanges } from '../offline/savings.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { editSaving } from './savingActions.ts';

const FIELD = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900';
const LABEL = 'text-sm font-semibold text-slate-700';

interface EditForm {
  description: string;
  amount: string;
  note: string;
}

/** Only what the person changed, so another device's edit of the rest is not overwritten. */
export function changesFrom(saving: LocalSaving, form: EditForm): SavingChanges {
  return {
    ...(form.description.trim() !== saving.description && { description: form.description.trim() }),
    ...(form.amount.trim() !== saving.amount && { amount: form.amount.trim() }),
    // Emptied, the note is cleared.
    ...(form.note.trim() !== (saving.note ?? '') && { note: form.note.trim() }),
  };
}

export function EditSavingDialog({ saving, onClose }: { saving: LocalSaving; onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState<EditForm>({ description: saving.description, amount: saving.amount, note: saving.note ?? '' });
  const [busy, setBusy] = useState(false);
  const set = (field: keyof EditForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const save = async () => {
    const changes = changesFrom(saving, form);
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    const saved = await editSaving(saving, changes);
    setBusy(false);
    if (saved) onClose();
  };
  const field = (name: keyof EditForm) => `${id}-${name}`;
  return (
    <Dialog
      title={t(M.editTitle)}
      onClose={onClose}
      footer={
        <div className="grid grid-cols-2 gap-2">
          <button type="button" onClick={onClose} className="min-h-11 rounded-xl bg-slate-100 font-semibold text-slate-800 hover:bg-slate-200">
            {t(M.cancel)}
          </button>
          <button type="submit" form={`${id}-form`} disabled={busy} className="min-h-11 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t(M.saveChanges)}
          </button>
        </div>
      }
    >
      <form id={`${id}-form`} className="flex flex-col gap-2" onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <label htmlFor={field('description')} className={LABEL}>{t(M.description)}</label>
        <input id={field('description')} lang={saving.language} required maxLength={200} value={form.description} onChange={set('description')} className={FIELD} />
        <label htmlFor={field('amount')} className={LABEL}>{`${t(M.amount)} (${saving.currency})`}</label>
        <input id={field('amount')} required inputMode="decimal" dir="ltr" value={form.amount} onChange={set('amount')} className={`${FIELD} tabular-nums`} />
        <label htmlFor={field('note')} className={LABEL}>{t(M.note)}</label>
        <textarea id={field('note')} lang={saving.language} maxLength={500} rows={2} value={form.note} onChange={set('note')} className={`${FIELD} py-2`} />
      </form>
    </Dialog>
  );
}
