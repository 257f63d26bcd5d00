// The Settings screen's building blocks: a titled card, an on/off switch with its label and
// description, and the field styles. Presentation only; the screen owns the values.
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { IconName } from '../ui/icons.tsx';
import { Picture } from '../ui/icons.tsx';

export const fieldClass =
  'mt-1 min-h-12 w-full rounded-xl bg-white px-3 text-base ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-700 ' +
  'focus:outline-none read-only:bg-slate-50 read-only:text-slate-700';

export const hintClass = 'mt-1.5 text-sm text-slate-600';

export function Card({ title, icon, children }: { title: string; icon: IconName; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={titleId} className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900">
        <span className="text-brand-700">
          <Picture name={icon} size={22} />
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ToggleProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch (role="switch"): label and description are announced with its state. */
export function Toggle({ label, description, checked, onChange }: ToggleProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={labelId} className="font-semibold text-slate-900">
          {label}
        </p>
        <p id={descriptionId} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-brand-700' : 'bg-slate-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-7 rtl:-translate-x-7' : 'translate-x-1 rtl:-translate-x-1'
          }`}
        />
      </button>
    </div>
  );
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** Shown under the control (the control names `${id}-error` in its aria-describedby). */
  error?: string | null;
  children: ReactNode;
}

/** A label over a control, with its error and hint under it, tied to the control for screen readers. */
export function Field({ id, label, hint, error = null, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {children}
      {error !== null && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint !== undefined && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
