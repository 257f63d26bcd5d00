// Modals on the native <dialog> shown with showModal(): above the bottom nav, the page behind made
// inert, focus kept inside. Content decides how to leave; these frames only open and close.
import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';

function useShowModal() {
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect opens the modal before the content's own effects run, so a step that moves
  // the focus (StepHeading, the code boxes) is not overridden by showModal's default focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return undefined;
    // jsdom has no showModal(); the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
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

/** A centred modal with a title; Escape ends in `onClose`, like the buttons the content offers. */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useShowModal();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React decides whether the modal exists: close through the owner's state.
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <h2 id={titleId} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
