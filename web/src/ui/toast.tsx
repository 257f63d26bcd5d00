// Toasts: one visible at a time (a new one replaces it), shown for 5 s, default or destructive,
// swiped right past 50 px to dismiss, and F8 focuses the region. Any component may call `toast`.
import { useEffect, useRef, useSyncExternalStore } from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
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
    <ol
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 mx-auto flex max-w-md flex-col p-4 outline-none"
    >
      {shown && (
        <li
          key={shown.id}
          role={destructive ? 'alert' : 'status'}
          className={`pointer-events-auto touch-pan-y rounded-xl p-4 shadow-lg ring-1 ${
            destructive ? 'bg-red-600 text-white ring-red-700' : 'bg-white text-slate-900 ring-slate-200'
          }`}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerMove={(event) => {
            if (swipeStart.current !== null && event.clientX - swipeStart.current > SWIPE_THRESHOLD_PX) dismissToast();
          }}
          onPointerUp={() => {
            swipeStart.current = null;
          }}
        >
          <p className="font-semibold">{shown.title}</p>
          {shown.description && <p className="mt-1 text-sm opacity-90">{shown.description}</p>}
        </li>
      )}
    </ol>
  );
}
