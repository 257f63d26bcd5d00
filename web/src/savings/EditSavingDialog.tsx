// Fixes a saving recorded wrong: its description, amount and note; Save or Cancel. The write goes
// through the offline API (savingActions.ts), so an edit made offline waits in the outbox and reaches the server once.
import { useState } from 'react';
import { t } from '../i18n/index.ts';
import type { LocalSaving, SavingChanges } from '../offline/savings.ts';
import { EditDialog } from '../ui/EditDialog.tsx';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { editSaving } from '../offline/savingActions.ts';
import { boundsOf } from '../offline/typedText.tsx';

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
  const [form, setForm] = useState<EditForm>({ description: saving.description, amount: saving.amount, note: saving.note ?? '' });
  const set = (field: keyof EditForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  return (
    <EditDialog
      title={t(M.editTitle)} cancelLabel={t(M.cancel)} saveLabel={t(M.saveChanges)} onClose={onClose}
      changes={() => changesFrom(saving, form)} write={(changes) => editSaving(saving, changes)}
    >
      {(id) => (
        <>
          <label htmlFor={`${id}-description`} className={LABEL}>{t(M.description)}</label>
          <input id={`${id}-description`} lang={saving.language} required maxLength={boundsOf('saving', 'description').max} value={form.description} onChange={set('description')} className={FIELD} />
          <label htmlFor={`${id}-amount`} className={LABEL}>{`${t(M.amount)} (${saving.currency})`}</label>
          <input id={`${id}-amount`} required inputMode="decimal" dir="ltr" value={form.amount} onChange={set('amount')} className={`${FIELD} tabular-nums`} />
          <label htmlFor={`${id}-note`} className={LABEL}>{t(M.note)}</label>
          <textarea id={`${id}-note`} lang={saving.language} maxLength={boundsOf('saving', 'note').max} rows={2} value={form.note} onChange={set('note')} className={`${FIELD} py-2`} />
        </>
      )}
    </EditDialog>
  );
}
