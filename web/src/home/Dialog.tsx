// The modal frame Home and the voice entry share, on the native <dialog>: the browser traps focus,
// closes on Escape and makes the page behind inert. Each modal owns its content and buttons.
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

interface DialogProps {
  title: string;
  /** Escape, the close icon, and the modal's own Cancel all end here. */
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    // jsdom has no showModal(); the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    return () => dialog.close?.();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Keep React in charge of whether the dialog exists: close through the owner's state.
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
      </header>
      {children}
    </dialog>
  );
}
