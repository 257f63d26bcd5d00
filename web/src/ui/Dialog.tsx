// Modals on the native <dialog> shown with showModal(): the browser traps focus and makes the page
// behind inert. React decides whether a modal exists; these frames only open and close.
import { useId, useLayoutEffect, useRef } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { t } from '../i18n/index.ts';
import { UI_MESSAGES } from './messages.ts';
import { useVisibleArea } from './visualViewport.ts';
import type { VisibleArea } from './visualViewport.ts';

function useShowModal(initialFocus?: RefObject<HTMLElement | null>) {
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
    // showModal() focuses the first focusable element, the close icon: the content knows better.
    initialFocus?.current?.focus();
    return () => dialog.close?.();
    // Once per modal: a later change of the preferred element must not pull the focus back.
  }, []);
  return ref;
}

/** Centred in the visible area, and no taller than it, so the keyboard never hides the footer. */
function visibleAreaStyle(area: VisibleArea | null): CSSProperties | undefined {
  if (area === null) return undefined;
  const margin = 12;
  return { top: area.offsetTop + area.height / 2, bottom: 'auto', marginBlock: 0, translate: '0 -50%', maxHeight: area.height - 2 * margin };
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
  /** Actions pinned below the scrolling content (Cancel and confirm), always in view. */
  footer?: ReactNode;
  /** What holds the focus once open, instead of the first focusable element (the close icon). */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A centred modal with a title: the title and the footer stay put, the content between them scrolls. */
export function Dialog({ title, onClose, closeIcon = true, footer, initialFocus, children }: DialogProps) {
  const ref = useShowModal(initialFocus);
  const titleId = useId();
  const area = useVisibleArea();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      style={visibleAreaStyle(area)}
      className={
        'm-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md flex-col overflow-hidden rounded-2xl bg-white p-0 ' +
        'text-slate-900 shadow-xl backdrop:bg-slate-900/60 open:flex'
      }
    >
      <header className="flex shrink-0 items-center justify-between gap-3 px-5 pt-5 pb-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {closeIcon && (
          <button
            type="button"
            aria-label={t(UI_MESSAGES.close)}
            onClick={onClose}
            className="-me-2 grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
      </header>
      <div className={`min-h-0 flex-1 overflow-y-auto px-5 ${footer === undefined ? 'pb-5' : 'pb-4'}`}>{children}</div>
      {footer !== undefined && <footer className="shrink-0 border-t border-slate-200 px-5 py-3">{footer}</footer>}
    </dialog>
  );
}
