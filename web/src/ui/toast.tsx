// Toasts: one visible at a time (a new one replaces it), shown for 5 s, default or destructive,
// swiped toward the line's end (right; left in right to left) past 50 px to dismiss, and F8 focuses
// the region. Any component may call `toast`.
// They dock above the bottom chrome (navigation and Home's mic), in a landmark of their own so screen-reader
// users can find them (axe `region`); over the control the person just used (a form's Record button,
// a sticky Save bar), they show at the top instead, so the next tap is never on a toast; on the next
// screen that control is gone, and the toast docks at the bottom again, off that screen's header.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
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

/** The control the person last touched or moved focus to: a toast keeps clear of it. */
let lastUsed: Element | null = null;
const noteUsed = (event: Event) => {
  if (event.target instanceof Element) lastUsed = event.target;
};

/** Whether a toast docked at `toast` would lie over the control last used (still on the screen). */
function coversLastUsed(toast: DOMRect): boolean {
  if (lastUsed === null || !lastUsed.isConnected) return false;
  const used = lastUsed.getBoundingClientRect();
  if (used.width === 0 && used.height === 0) return false;
  return used.bottom > toast.top && used.top < toast.bottom;
}

export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => current, () => null);
  const region = useRef<HTMLOListElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [location] = useLocation();
  const screenNow = useRef(location);
  screenNow.current = location;
  // The toast (by id) that moved to the top, and the screen it moved on.
  const [atTop, setAtTop] = useState<{ id: number; location: string } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    // Captured, so a control that stops the event's way up still counts as used.
    window.addEventListener('pointerdown', noteUsed, true);
    window.addEventListener('focusin', noteUsed, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', noteUsed, true);
      window.removeEventListener('focusin', noteUsed, true);
    };
  }, []);

  // Measured docked at the bottom before it is painted: over the control just used, it moves to the top.
  const shownId = shown?.id ?? null;
  useLayoutEffect(() => {
    if (shownId === null || item.current === null) return;
    // Measured once per toast, on the screen it was shown on; a later screen only undoes it.
    const covers = coversLastUsed(item.current.getBoundingClientRect());
    setAtTop(covers ? { id: shownId, location: screenNow.current } : null);
  }, [shownId]);
  const top = shownId !== null && atTop?.id === shownId && atTop.location === location;

  const destructive = shown?.variant === 'destructive';
  return (
    <section aria-label={t(UI_MESSAGES.notificationsRegion)}>
      <ol
        ref={region}
        tabIndex={-1}
        aria-label={t(UI_MESSAGES.notificationsList)}
        data-placement={top ? 'top' : 'bottom'}
        // Above the bottom chrome (the navigation and Home's mic), so a toast hides neither of them;
        // at the top (below the phone's status bar) when docked it would hide the control just used.
        className={`pointer-events-none fixed inset-x-0 z-50 mx-auto flex max-w-md flex-col px-4 outline-none ${
          top ? 'top-0 pt-[calc(env(safe-area-inset-top)+0.5rem)]' : 'bottom-[var(--bottom-chrome)] pb-2'
        }`}
      >
        {shown && (
          <li
            key={shown.id}
            ref={item}
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
