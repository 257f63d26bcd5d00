// Writes the server refused while no one was waiting, parked in the outbox: each shown as "<its kind's
// label>: could not sync: …" with Edit (a record's amount or description, then sent again) or Discard.
import { useState } from 'react';
import { t } from '../i18n/index.ts';
import { database } from './database.ts';
import type { OutboxEntry } from './db.ts';
import { useLiveQuery } from './live.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import { outboxKind } from './outbox.ts';
import { discardParked, editParked, parkedEntries } from './parked.ts';
import { syncEngine } from './start.ts';

const M = OFFLINE_MESSAGES.parked;

function ParkedRow({ entry }: { entry: OutboxEntry }) {
  const [editing, setEditing] = useState(false);
  const kind = outboxKind(entry.kind);
  const queued = kind.editable?.(entry.input);
  const editable = queued !== undefined;
  const [amount, setAmount] = useState(queued?.amount ?? '');
  const [description, setDescription] = useState(queued?.description ?? '');
  const what = kind.label(entry.input);
  const send = async () => {
    await editParked(await database(), entry, { amount: amount.trim(), description: description.trim() });
    await syncEngine().flush({ pull: true });
  };
  const discard = async () => {
    await discardParked(await database(), entry);
    await syncEngine().flush({ pull: true });
  };
  return (
    <li className="rounded-xl bg-red-50 p-3 text-sm ring-1 ring-red-200">
      <p className="font-medium text-red-900">{t(M.couldNotSync, { what, reason: entry.parked?.message ?? '' })}</p>
      {editing ? (
        <form className="mt-2 flex flex-col gap-2" onSubmit={(event) => { event.preventDefault(); void send(); }}>
          <label className="flex flex-col">{t(M.description)}
            <input value={description} onChange={(event) => setDescription(event.target.value)} className="min-h-11 rounded-lg border border-slate-300 px-2" />
          </label>
          <label className="flex flex-col">{t(M.amount)}
            <input value={amount} inputMode="decimal" dir="ltr" onChange={(event) => setAmount(event.target.value)} className="min-h-11 rounded-lg border border-slate-300 px-2" />
          </label>
          <button type="submit" className="min-h-11 rounded-lg bg-brand-700 font-semibold text-white">{t(M.send)}</button>
        </form>
      ) : (
        <div className="mt-2 flex gap-2">
          {editable && (
            <button type="button" aria-label={t(M.editLabel, { what })} onClick={() => setEditing(true)} className="min-h-11 rounded-lg bg-white px-3 font-semibold ring-1 ring-slate-300">
              {t(M.edit)}
            </button>
          )}
          <button type="button" aria-label={t(M.discardLabel, { what })} onClick={() => void discard()} className="min-h-11 rounded-lg bg-white px-3 font-semibold text-red-800 ring-1 ring-red-300">
            {t(M.discard)}
          </button>
        </div>
      )}
    </li>
  );
}

export function ParkedWrites() {
  const parked = useLiveQuery((db) => parkedEntries(db), 'parked');
  if (parked === undefined || parked.length === 0) return null;
  return (
    <section aria-label={t(M.heading)}>
      <ul className="flex flex-col gap-2">
        {parked.map((entry) => <ParkedRow key={entry.seq} entry={entry} />)}
      </ul>
    </section>
  );
}
