// The button and form kit every screen shares: button looks, step headings, a spinner, the inline
// error alert, and the edit and delete buttons of a list row. Presentation only; the one effect is moving focus.
import { useEffect, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { t } from '../i18n/index.ts';
import { UI_MESSAGES } from './messages.ts';

const buttonBase =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

export const primaryButton = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700`;
export const secondaryButton = `${buttonBase} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50`;
// Skip and back links stay tappable (44 px) but visually quiet.
export const quietButton =
  'inline-flex min-h-11 items-center justify-center rounded-xl px-3 font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900';

export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex flex-col items-center gap-4 py-10 text-slate-700">
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      {label}
    </p>
  );
}

/** An inline alert: announced when it appears, and readable after a window.alert is dismissed. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  );
}

export function CheckBadge() {
  return (
    <span aria-hidden="true" className="mx-auto grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700">
      <svg viewBox="0 0 24 24" width="40" height="40" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="m5 12.5 4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}

/**
 * A step's title. It takes the focus when the step appears, so a screen reader announces the new
 * step and Tab starts from its top; `takeFocus` is off where a field should get the caret instead.
 */
export function StepHeading({ id, children, takeFocus = true }: { id: string; children: string; takeFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [children, takeFocus]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="mt-2 mb-4 text-2xl font-bold tracking-tight outline-none">
      {children}
    </h2>
  );
}

export function DeleteButton({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        if (window.confirm(t(UI_MESSAGES.confirmDelete))) onConfirm();
      }}
      className="grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
      </svg>
    </button>
  );
}

/** The pencil beside a saving or a goal; `ref` lets the row take the focus back when its dialog closes. */
export function EditButton({ label, onClick, ref }: { label: string; onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" aria-label={label} onClick={onClick} className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      </svg>
    </button>
  );
}
