// Fixes an IOU recorded wrong ("Juma 500" meant 5000): its person, amount, due date and note; Save or
// Cancel. The write goes through the offline API (iouActions.ts), so an edit made offline waits in the
// outbox and reaches the server once; what was repaid stays, and what is outstanding follows the amount.
import { useState } from 'react';
import { t } from '../i18n/index.ts';
import type { IouChanges, LocalIou } from '../offline/ious.ts';
import { EditDialog } from '../ui/EditDialog.tsx';
import { editIou } from '../offline/iouActions.ts';
import { IOU_MESSAGES as M } from './messages.ts';
import { boundsOf } from '../offline/typedText.tsx';

const FIELD = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900';
const LABEL = 'text-sm font-semibold text-slate-700';

interface EditForm {
  person: string;
  amount: string;
  dueDate: string;
  note: string;
}

/** Only what the person changed, so another device's edit of the rest is not overwritten; emptied, a due date or note is cleared. */
function changesFrom(iou: LocalIou, form: EditForm): IouChanges {
  return {
    ...(form.person.trim() !== iou.person && { person: form.person.trim() }),
    ...(form.amount.trim() !== iou.amount && { amount: form.amount.trim() }),
    ...(form.dueDate !== (iou.dueDate ?? '') && { dueDate: form.dueDate || null }),
    ...(form.note.trim() !== (iou.note ?? '') && { note: form.note.trim() || null }),
  };
}

export function EditIouDialog({ iou, onClose }: { iou: LocalIou; onClose: () => void }) {
  const [form, setForm] = useState<EditForm>({ person: iou.person, amount: iou.amount, dueDate: iou.dueDate ?? '', note: iou.note ?? '' });
  const set = (field: keyof EditForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  return (
    <EditDialog
      title={t(M.editTitle)} cancelLabel={t(M.cancel)} saveLabel={t(M.saveChanges)} onClose={onClose}
      changes={() => changesFrom(iou, form)} write={(changes) => editIou(iou, changes)}
    >
      {(id) => (
        <>
          <label htmlFor={`${id}-person`} className={LABEL}>{t(M.personLabel)}</label>
          <input id={`${id}-person`} required maxLength={boundsOf('iou', 'person').max} value={form.person} onChange={set('person')} className={FIELD} />
          <label htmlFor={`${id}-amount`} className={LABEL}>{`${t(M.amountLabel)} (${iou.currency})`}</label>
          <input id={`${id}-amount`} required inputMode="decimal" dir="ltr" value={form.amount} onChange={set('amount')} className={`${FIELD} tabular-nums`} />
          <label htmlFor={`${id}-dueDate`} className={LABEL}>{t(M.dueDateLabel)}</label>
          <input id={`${id}-dueDate`} type="date" value={form.dueDate} onChange={set('dueDate')} className={FIELD} />
          <label htmlFor={`${id}-note`} className={LABEL}>{t(M.noteLabel)}</label>
          <textarea id={`${id}-note`} maxLength={boundsOf('iou', 'note').max} rows={2} value={form.note} onChange={set('note')} className={`${FIELD} py-2`} />
        </>
      )}
    </EditDialog>
  );
}
