// The currency converter: amount, from and to, the result as the person types, a swap button, and
// the rate with where it came from ("rates from 3 min ago", "offline: built-in rates").
import { useId, useState } from 'react';
import { formatMoney } from '../format/money.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { CONVERTER_CURRENCIES, conversionOf } from './converter.ts';
import { MONEY_MESSAGES as M } from './messages.ts';
import { useRates } from './rates.ts';
import { ratesLabel } from './ratesLabel.ts';
import { t } from '../i18n/index.ts';

export interface ConverterStart {
  amount?: string;
  from: string;
  to?: string;
}

const field = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base';

function CurrencySelect({ label, value, onChange }: { label: string; value: string; onChange: (code: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={field}>
        {CONVERTER_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ConverterModal({ start, onClose }: { start: ConverterStart; onClose: () => void }) {
  const [amount, setAmount] = useState(start.amount ?? '');
  const [from, setFrom] = useState(start.from);
  const [to, setTo] = useState(start.to ?? 'USDT');
  const { table, reachable } = useRates();
  const amountId = useId();
  const conversion = conversionOf(amount, from, to, table.rates);
  return (
    <Dialog title={t(M.converterTitle)} onClose={onClose}>
      <label htmlFor={amountId} className="text-sm font-medium text-slate-700">
        {t(M.amount)}
      </label>
      <input
        id={amountId}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        className={`${field} tabular-nums`}
      />
      <div className="mt-3 flex items-end gap-2">
        <CurrencySelect label={t(M.from)} value={from} onChange={setFrom} />
        <button
          type="button"
          aria-label={t(M.swap)}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-slate-200"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M7 7h13l-3-3M17 17H4l3 3" />
          </svg>
        </button>
        <CurrencySelect label={t(M.to)} value={to} onChange={setTo} />
      </div>
      <section aria-label={t(M.result)} aria-live="polite" className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
        {conversion.kind === 'converted' ? (
          <>
            <p className="text-2xl font-bold tabular-nums">{formatMoney(conversion.amount, to)}</p>
            <p className="mt-1 text-sm text-slate-700 tabular-nums">{conversion.rateLine}</p>
          </>
        ) : (
          <p className={conversion.kind === 'invalid' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>{conversion.hint}</p>
        )}
        <p className="mt-2 text-xs text-slate-600">{ratesLabel(table, reachable, Date.now())}</p>
      </section>
      <button type="button" onClick={onClose} className="mt-5 min-h-11 w-full rounded-xl bg-slate-900 px-4 font-semibold text-white">
        {t(M.done)}
      </button>
    </Dialog>
  );
}
