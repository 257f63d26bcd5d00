// Labelled form fields and the modal's Cancel / submit row, shared by the family modals.
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

const control = 'mt-1 block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

export function TextField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">{label}</label>
      <input id={id} className={control} {...input} />
    </div>
  );
}

export function SelectField({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">{label}</label>
      <select id={id} className={control} value={value} onChange={(event) => onChange(event.target.value)}>{children}</select>
    </div>
  );
}

export function FormButtons({ submit, busy, onCancel, cancel }: { submit: string; busy: boolean; onCancel: () => void; cancel: string }) {
  return (
    <div className="grid grid-cols-2 gap-3 pt-2">
      <button type="button" onClick={onCancel} className="min-h-12 rounded-xl bg-slate-100 font-semibold text-slate-800 hover:bg-slate-200">{cancel}</button>
      <button type="submit" disabled={busy} aria-busy={busy}
        className="min-h-12 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">{submit}</button>
    </div>
  );
}
