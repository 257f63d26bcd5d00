// The Add Savings dialog: Voice (the voice-capture machine) or Manual Entry, chosen by two tabs.
import { useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { usePreferences } from '../user/preferences.ts';
import { ManualSaving } from './ManualSaving.tsx';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { VoiceSaving } from './VoiceSaving.tsx';
import { t } from '../i18n/index.ts';

export function AddSavingsDialog({ onClose }: { onClose: () => void }) {
  const [mode, setMode] = useState<'voice' | 'manual'>('voice');
  const { currency, language } = usePreferences();
  return (
    <Dialog title={t(M.add)} onClose={onClose}>
      <div role="tablist" aria-label={t(M.add)} className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {(['voice', 'manual'] as const).map((id) => (
          <button key={id} type="button" role="tab" aria-selected={mode === id} onClick={() => setMode(id)}
            className={`min-h-11 rounded-lg text-sm font-semibold ${mode === id ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'}`}>
            {id === 'voice' ? t(M.voice) : t(M.manual)}
          </button>
        ))}
      </div>
      {mode === 'voice'
        ? <VoiceSaving currency={currency} language={language} onDone={onClose} />
        : <ManualSaving currency={currency} language={language} onDone={onClose} />}
    </Dialog>
  );
}
