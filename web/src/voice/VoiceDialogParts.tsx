// The pieces Home's Add Expense and the family's Voice AI dialog both show around the mic: the
// example phrase, what was heard, and Cancel beside the confirm button. Each dialog keeps its own flow.
import { useId } from 'react';
import type { LanguageCode } from '../../../domain/languages.ts';
import { LANGUAGES } from '../../../domain/languages.ts';
import { t } from '../i18n/index.ts';
import { VOICE_MESSAGES as M } from './messages.ts';

/** "Try saying:" with the language's example phrase, marked with its language for screen readers. */
export function TrySaying({ language }: { language: LanguageCode }) {
  return (
    <p className="text-center text-sm text-slate-600">
      {t(M.trySaying)} <q lang={language} className="font-semibold text-slate-800">{LANGUAGES[language].examplePhrase}</q>
    </p>
  );
}

/** "You said" and the words heard so far, announced as they change. */
export function YouSaid({ transcript, language }: { transcript: string; language: LanguageCode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={heading} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t(M.youSaid)}
      </h3>
      <p aria-live="polite" lang={language} className="mt-1 text-lg text-slate-900">
        {transcript}
      </p>
    </section>
  );
}

interface CancelConfirmProps {
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
  disabled: boolean;
  busy: boolean;
}

/** Cancel beside the confirm button; `busy` while the save runs. */
export function CancelConfirm({ confirm, onCancel, onConfirm, disabled, busy }: CancelConfirmProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <button type="button" onClick={onCancel} className="min-h-12 rounded-xl bg-slate-100 font-semibold text-slate-800 hover:bg-slate-200">
        {t(M.cancel)}
      </button>
      <button
        type="button"
        disabled={disabled}
        aria-busy={busy}
        onClick={onConfirm}
        className="min-h-12 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600"
      >
        {confirm}
      </button>
    </div>
  );
}
