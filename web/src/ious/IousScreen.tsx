// Lent & borrowed: each entry with its person, what is outstanding (or Settled), a repayment form,
// "Remind" on WhatsApp when money lent has a phone number, Edit (a dialog) and delete; below, adding one by hand. Read from the phone's copy,
// so it works offline; the server's copy is pulled when the screen opens.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { netsByPerson } from '../../../domain/iouNets.ts';
import { formatMoney } from '../format/money.ts';
import { t } from '../i18n/index.ts';
import { OFFLINE_MESSAGES } from '../offline/messages.ts';
import type { LocalIou } from '../offline/ious.ts';
import { refreshIous, useIous } from '../offline/ious.ts';
import { useToday } from '../offline/live.ts';
import { formatDay } from '../format/time.ts';
import { dueState } from './due.ts';
import { DeleteButton, EditButton } from '../ui/parts.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { useFocusBack } from '../ui/EditDialog.tsx';
import { AddIouForm } from './AddIouForm.tsx';
import { EditIouDialog } from './EditIouDialog.tsx';
import { recordRepayment, removeIou } from '../offline/iouActions.ts';
import { IOU_MESSAGES as M } from './messages.ts';
import { whatsAppReminder } from './reminder.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';

function RepaymentForm({ iou, done }: { iou: LocalIou; done: () => void }) {
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await recordRepayment(iou.id, amount, iou.currency);
      done();
    } catch {
      // Told by the toast; the amount stays for a retry.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-wrap items-end gap-2">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-slate-700">
        {t(M.repaymentAmount)}
        <input
          inputMode="decimal" required value={amount} onChange={(event) => setAmount(event.target.value)}
          className="h-11 rounded-lg border border-slate-300 px-3 text-base tabular-nums"
        />
      </label>
      <button type="submit" disabled={busy} className="h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60">
        {t(M.saveRepayment)}
      </button>
    </form>
  );
}

function DueBadge({ iou }: { iou: LocalIou }) {
  const state = dueState(iou, useToday());
  if (state === null || iou.dueDate === null) return null;
  const date = formatDay(iou.dueDate);
  return state === 'overdue'
    ? <span className="mt-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t(M.overdue, { date })}</span>
    : <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t(M.due, { date })}</span>;
}

/** One entry; focus comes back to its Edit button when the dialog closes. */
function IouRow({ iou }: { iou: LocalIou }) {
  const [repaying, setRepaying] = useState(false);
  const [editing, setEditing] = useState(false);
  const edit = useFocusBack(editing);
  const amount = formatMoney(iou.outstanding, iou.currency);
  const reminder = iou.direction === 'lent' && !iou.settled && iou.phone !== null
    ? whatsAppReminder(iou.phone, t(M.reminderText, { person: iou.person, amount }))
    : null;
  return (
    <li className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-slate-900">{t(iou.direction === 'lent' ? M.lentTo : M.borrowedFrom, { person: iou.person })}</p>
          {iou.settled ? (
            <span className="mt-1 inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t(M.settled)}</span>
          ) : (
            <p className="font-semibold text-slate-900 tabular-nums">{t(M.outstanding, { amount })}</p>
          )}
          {iou.note && <p className="line-clamp-2 text-sm break-words text-slate-600">{iou.note}</p>}
          <p className="text-xs text-slate-600">
            {t(M.ofAmount, { amount: formatMoney(iou.amount, iou.currency) })}
            {iou.pending && ` · ${t(OFFLINE_MESSAGES.pendingSync)}`}
          </p>
          <DueBadge iou={iou} />
        </div>
        <div className="flex shrink-0">
          <EditButton ref={edit} label={t(M.editLabel, { person: iou.person })} onClick={() => setEditing(true)} />
          <DeleteButton label={t(M.deleteLabel, { person: iou.person })} onConfirm={() => void removeIou(iou.id)} />
        </div>
      </div>
      {!iou.settled && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button" aria-expanded={repaying} onClick={() => setRepaying(!repaying)}
            className="h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200"
          >
            {t(M.addRepayment)}
          </button>
          {reminder !== null && (
            <a
              href={reminder} target="_blank" rel="noopener noreferrer" aria-label={t(M.remind, { person: iou.person })}
              className="grid h-11 place-items-center rounded-lg px-3 text-sm font-semibold text-green-800 ring-1 ring-green-300"
            >
              {t(M.remindShort)}
            </a>
          )}
        </div>
      )}
      {repaying && !iou.settled && <RepaymentForm iou={iou} done={() => setRepaying(false)} />}
      {editing && <EditIouDialog iou={iou} onClose={() => setEditing(false)} />}
    </li>
  );
}

/** Per person and currency, who still owes whom; people square with each other are left out. */
function People({ ious }: { ious: readonly LocalIou[] }) {
  const owing = netsByPerson(ious).filter(({ net }) => net !== '0.00');
  if (owing.length === 0) return null;
  return (
    <section aria-labelledby="people-heading" className="mb-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="people-heading" className="font-semibold text-slate-900">{t(M.peopleHeading)}</h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {owing.map(({ person, currency, net }) => {
          const theyOwe = !net.startsWith('-');
          const amount = formatMoney(theyOwe ? net : net.slice(1), currency);
          return (
            <li key={`${person} ${currency}`} className={theyOwe ? 'text-green-800' : 'text-red-800'}>
              {t(theyOwe ? M.owesYou : M.youOwe, { person, amount })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function IousScreen() {
  const ious = useIous();
  useEffect(() => {
    void refreshIous().catch(() => undefined);
  }, []);
  return (
    <div>
      <ScreenHeader title={t(SCREEN_NAMES.ious)} subtitle={t(M.subtitle)} />
      {ious !== undefined && ious.length === 0 && <p className="text-sm text-slate-600">{t(M.empty)}</p>}
      {ious !== undefined && <People ious={ious} />}
      <ul className="flex flex-col gap-2">
        {(ious ?? []).map((iou) => <IouRow key={iou.id} iou={iou} />)}
      </ul>
      <AddIouForm />
    </div>
  );
}
