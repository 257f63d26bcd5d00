// The "Add expense" mic button, docked above the tabs, and the Add Expense modal behind it. The modal
// opens from Home's own chunk at once; its voice machine and the parser load after, prefetched once idle.
import { useEffect, useState } from 'react';
import { AddExpenseModal } from '../voice/AddExpenseModal.tsx';
import { t } from '../i18n/index.ts';
import { VOICE_MESSAGES as M } from '../voice/messages.ts';
import { loadVoiceSession } from '../voice/useVoiceSession.ts';
import { Dock } from '../ui/BottomChrome.tsx';
import { MicIcon } from '../ui/icons.tsx';

/** After first paint, when the phone is idle: the chunks are then cached for offline use too. */
function prefetchVoiceEntry(): () => void {
  const prefetch = () => {
    void loadVoiceSession().catch(() => undefined);
    void import('../../../domain/parse/phone.ts').catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(prefetch, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(prefetch, 1500);
  return () => clearTimeout(timer);
}

export function VoiceButton() {
  const [open, setOpen] = useState(false);
  useEffect(prefetchVoiceEntry, []);
  return (
    <>
      {/* In the dock above the tabs, on an opaque band of its own: it never floats over a row. */}
      <Dock>
        <div className="border-t border-slate-200 bg-white px-4 py-2">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            className={
              'mx-auto flex h-14 w-full max-w-xs items-center justify-center gap-2 rounded-full bg-brand-700 px-6 ' +
              'text-lg font-semibold text-white shadow-md hover:bg-brand-800 active:scale-95'
            }
          >
            <MicIcon size={26} />
            <span>{t(M.openButton)}</span>
          </button>
        </div>
      </Dock>
      {open && <AddExpenseModal onClose={() => setOpen(false)} />}
    </>
  );
}
