// The messages with money that Sauti could not read: each shows what was found (amount and day) and
// offers "Add by hand" (the add form opened with those values) or "Leave it". Never silently dropped.
import { lazy, Suspense, useState } from 'react';
import { localDay } from '../../../domain/dates.ts';
import { formatMoney } from '../format/money.ts';
import { formatFullDate } from '../format/time.ts';
import { t } from '../i18n/index.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { IMPORT_MESSAGES as M } from './messages.ts';
import type { NotUnderstoodRow } from './preview.ts';

const AddByHandDialog = lazy(() => import('./AddByHandDialog.tsx').then((module) => ({ default: module.AddByHandDialog })));

function foundText({ amount, currency, spentAt }: NotUnderstoodRow): string {
  if (amount === null || currency === null) return t(M.nothingFound);
  const money = formatMoney(amount, currency);
  return spentAt === null ? t(M.foundAmount, { amount: money }) : t(M.found, { amount: money, date: formatFullDate(localDay(spentAt, deviceTimeZone())) });
}

export function NotUnderstood({ rows }: { rows: readonly NotUnderstoodRow[] }) {
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<NotUnderstoodRow | null>(null);
  const shown = rows.filter((row) => !left.has(row.message));
  if (shown.length === 0) return null;
  const leave = (row: NotUnderstoodRow) => setLeft((current) => new Set(current).add(row.message));
  return (
    <section aria-labelledby="import-not-understood" className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-amber-300">
      <h2 id="import-not-understood" className="font-semibold text-slate-900">{t(M.notUnderstood)}</h2>
      <p className="text-sm text-slate-600">{t(M.notUnderstoodHint)}</p>
      <ul className="mt-1 divide-y divide-slate-100">
        {shown.map((row) => (
          <li key={row.message} className="py-2" data-testid="not-understood-row">
            <p id={`not-understood-${row.message}`} className="font-medium text-slate-800">{foundText(row)}</p>
            <p className="line-clamp-2 text-sm break-words text-slate-500">{row.text}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" aria-describedby={`not-understood-${row.message}`} onClick={() => setOpen(row)}
                className="min-h-11 rounded-xl bg-brand-700 px-4 font-semibold text-white">
                {t(M.addByHand)}
              </button>
              <button type="button" aria-describedby={`not-understood-${row.message}`} onClick={() => leave(row)}
                className="min-h-11 rounded-xl bg-slate-100 px-4 font-semibold text-slate-800">
                {t(M.leave)}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <AddByHandDialog row={open} onClose={() => setOpen(null)} onAdded={() => { leave(open); setOpen(null); }} />
        </Suspense>
      )}
    </section>
  );
}
