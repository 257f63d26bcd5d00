// Toasts: one visible at a time (a new one replaces it), shown for 5 s, default or destructive,
// swiped toward the line's end (right; left in right to left) past 50 px to dismiss, and F8 focuses
// the region. Any component may call `toast`.
// They dock above the bottom chrome (navigation and Home's mic), clear of the Online/Offline chip at the top, in
// a landmark of their own so screen-reader users can find them (axe `region`).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { t } from '../i18n/index.ts';
import { UI_MESSAGES } from './messages.ts';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast (e.g. Undo); tapping it dismisses the toast first, so it acts once. */
  action?: { label: string; onAction: () => void };
  /** Where what the toast tells of can be found again ("Recorded" money lent: Lent & borrowed). */
  link?: { label: string; href: string };
}

const DISPLAY_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

type Shown = ToastMessage & { id: number };

let current: Shown | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: Shown | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function dismissToast() {
  clearTimeout(timer);
  publish(null);
}

export function toast(message: ToastMessage) {
  clearTimeout(timer);
  publish({ ...message, id: nextId++ });
  timer = setTimeout(dismissToast, DISPLAY_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => current, () => null);
  const region = useRef<HTMLOListElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const destructive = shown?.variant === 'destructive';
  return (
    <section aria-label={t(UI_MESSAGES.notificationsRegion)}>
      <ol
        ref={region}
        tabIndex={-1}
        aria-label={t(UI_MESSAGES.notificationsList)}
        // Above the bottom chrome (the navigation and Home's mic), so a toast hides neither of them
        // nor the Online chip at the top.
        className="pointer-events-none fixed inset-x-0 bottom-[var(--bottom-chrome)] z-50 mx-auto flex max-w-md flex-col px-4 pb-2 outline-none"
      >
        {shown && (
          <li
            key={shown.id}
            className={`pointer-events-auto touch-pan-y rounded-xl p-4 shadow-lg ring-1 ${
              destructive ? 'bg-red-700 text-white ring-red-800' : 'bg-white text-slate-900 ring-slate-200'
            }`}
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerMove={(event) => {
              if (swipeStart.current === null) return;
              // Swiped toward the end of the line: right, or left in Arabic and Urdu.
              const moved = event.clientX - swipeStart.current;
              if ((document.documentElement.dir === 'rtl' ? -moved : moved) > SWIPE_THRESHOLD_PX) dismissToast();
            }}
            onPointerUp={() => {
              swipeStart.current = null;
            }}
          >
            {/* The live region sits inside the list item: a list holds only items (axe `list`). */}
            <div role={destructive ? 'alert' : 'status'}>
              <p className="font-semibold">{shown.title}</p>
              {shown.description && <p className="mt-1 text-sm">{shown.description}</p>}
            </div>
            {shown.link && (
              <Link
                href={shown.link.href}
                onClick={dismissToast}
                className="mt-2 inline-flex min-h-11 items-center rounded-lg px-4 font-semibold underline underline-offset-2 ring-1 ring-current"
              >
                {shown.link.label}
              </Link>
            )}
            {shown.action && (
              <button
                type="button"
                onClick={() => {
                  dismissToast();
                  shown.action?.onAction();
                }}
                className="mt-2 min-h-11 min-w-11 rounded-lg px-4 font-semibold underline underline-offset-2 ring-1 ring-current"
              >
                {shown.action.label}
              </button>
            )}
          </li>
        )}
      </ol>
    </section>
  );
}
