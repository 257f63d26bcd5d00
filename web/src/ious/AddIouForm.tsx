// Adding money lent or borrowed by hand, with the WhatsApp number a reminder goes to (the microphone
// hears the person and the amount, never a number). In the person's own currency.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '../i18n/index.ts';
import { usePreferences } from '../user/preferences.ts';
import { recordIou } from '../offline/iouActions.ts';
import { IOU_MESSAGES as M } from './messages.ts';
import { boundsOf } from '../offline/typedText.tsx';

const FIELD = 'h-11 rounded-lg border border-slate-300 px-3 text-base';

export function AddIouForm() {
  const { currency } = usePreferences();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
    setBusy(true);
    try {
      await recordIou({
        person: values.person ?? '', phone: values.phone ?? null, direction: values.direction === 'borrowed' ? 'borrowed' : 'lent',
        amount: values.amount ?? '', currency, dueDate: values.dueDate || null,
      });
      form.reset();
    } catch {
      // Told by the toast; what was typed stays for a retry.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">{t(M.addTitle)}</h2>
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {t(M.directionLabel)}
        <select name="direction" className={FIELD}>
          <option value="lent">{t(M.lentOption)}</option>
          <option value="borrowed">{t(M.borrowedOption)}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {t(M.personLabel)}
        <input name="person" required maxLength={boundsOf('iou', 'person').max} className={FIELD} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {t(M.amountLabel)}
        <input name="amount" required inputMode="decimal" className={`${FIELD} tabular-nums`} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {t(M.phoneLabel)}
        <input name="phone" type="tel" inputMode="tel" autoComplete="off" maxLength={boundsOf('iou', 'phone').max} className={FIELD} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {t(M.dueDateLabel)}
        <input name="dueDate" type="date" className={FIELD} />
      </label>
      <button type="submit" disabled={busy} className="h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60">
        {t(M.add)}
      </button>
    </form>
  );
}
