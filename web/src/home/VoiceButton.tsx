// The floating "Add expense" button and the Add Expense modal behind it. The modal, the voice
// machine and the parser are not in Home's first chunk: they load on tap, prefetched once idle.
import { Component, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { toast } from '../ui/toast.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { MicIcon } from './icons.tsx';

const loadModal = () => import('../voice/AddExpenseModal.tsx').then((m) => ({ default: m.AddExpenseModal }));

/** After first paint, when the phone is idle: the chunks are then cached for offline use too. */
function prefetchVoiceEntry(): () => void {
  const prefetch = () => {
    void loadModal().catch(() => undefined);
    void import('../../../domain/parse/index.ts').catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(prefetch, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(prefetch, 1500);
  return () => clearTimeout(timer);
}

/** A chunk that fails to load (offline before it was cached) must not take Home down with it. */
class LoadFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('Add Expense could not load', error);
    toast({ title: 'Error', description: 'Voice entry could not load. Check your connection and try again.', variant: 'destructive' });
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function VoiceButton() {
  const [open, setOpen] = useState(false);
  // A new lazy component per attempt: React caches a failed import, and a retry should try again.
  const [attempt, setAttempt] = useState(0);
  const AddExpenseModal = useMemo(() => lazy(loadModal), [attempt]);
  useEffect(prefetchVoiceEntry, []);
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 bottom-28 z-20 mx-auto flex max-w-md justify-end px-4">
        <button
          type="button"
          aria-label="Add expense"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className={
            'pointer-events-auto grid size-16 place-items-center rounded-full bg-brand-700 text-white shadow-lg ' +
            'ring-4 ring-white hover:bg-brand-800 active:scale-95'
          }
        >
          <MicIcon size={28} />
        </button>
      </div>
      {open && (
        <LoadFailure
          key={attempt}
          onFailure={() => {
            setOpen(false);
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense
            fallback={
              <Dialog title="Add Expense" onClose={() => setOpen(false)}>
                <p role="status" className="py-6 text-center text-slate-600">
                  Loading…
                </p>
              </Dialog>
            }
          >
            <AddExpenseModal onClose={() => setOpen(false)} />
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}
