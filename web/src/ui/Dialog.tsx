// Modals on the native <dialog> shown with showModal(): the browser traps focus and makes the page
// behind inert. React decides whether a modal exists; these frames only open and close.
import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';

function useShowModal() {
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect opens the modal before the content's own effects run, so content that moves
  // the focus (a step heading, the code boxes) is not overridden by showModal's default focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    // jsdom has no showModal(); the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    return () => dialog.close?.();
  }, []);
  return ref;
}

/** The first-run frame over Home. Escape does nothing: each step offers its own Skip. */
export function FullScreenModal({ label, children }: { label: string; children: ReactNode }) {
  const ref = useShowModal();
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(event) => event.preventDefault()}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-slate-900 backdrop:bg-white"
    >
      <div className="mx-auto flex min-h-full max-w-md flex-col px-5 pt-4 pb-6">{children}</div>
    </dialog>
  );
}

interface DialogProps {
  title: string;
  /** Escape, the close icon, and the content's own Cancel or Close all end here. */
  onClose: () => void;
  /** Off where the content already has a button named Close (the desktop fallback). */
  closeIcon?: boolean;
  children: ReactNode;
}

/** A centred modal with a title. */
export function Dialog({ title, onClose, closeIcon = true, children }: DialogProps) {
  const ref = useShowModal();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={
        'm-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 ' +
        'text-slate-900 shadow-xl backdrop:bg-slate-900/60'
      }
    >
      <header className="mb-4 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {closeIcon && (
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="-mr-2 grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
      </header>
      {children}
    </dialog>
  );
}
