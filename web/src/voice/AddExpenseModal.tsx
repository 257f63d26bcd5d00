// The Add Expense modal: language, the big mic, the example phrase, "You said", "Detected", the
// typed alternative, and Cancel and "Add to Sauti" pinned below. Part of Home's chunk so a tap shows
// it at once with the focus on the mic; the voice machine behind it loads after (useVoiceSession).
import { useEffect, useRef, useState } from 'react';
import { LANGUAGES } from '../../../domain/languages.ts';
import { loadApolloClient } from '../apolloLoader.ts';
import type { LoadClient } from '../apolloLoader.ts';
import { prefersReducedMotion } from '../ui/motion.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { toast } from '../ui/toast.tsx';
import { setPreferences } from '../user/preferences.ts';
import { DetectedCard } from './DetectedCard.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { t } from '../i18n/index.ts';
import { VOICE_MESSAGES as M } from './messages.ts';
import { MicButton } from './MicButton.tsx';
import { TypedExpense } from './TypedExpense.tsx';
import { useVoiceSession } from './useVoiceSession.ts';
import { CancelConfirm, TrySaying, YouSaid } from './VoiceDialogParts.tsx';
import { voiceNotice } from './voiceSupport.ts';

/** `loadClient` replaces how analysis reaches the server (tests). */
export function AddExpenseModal({ onClose, loadClient = loadApolloClient }: { onClose: () => void; loadClient?: LoadClient }) {
  const { view, send, failed } = useVoiceSession(loadClient);
  const { language, currency, transcript, analysis, error } = view;
  const notice = voiceNotice(view.voice, language);
  const mic = useRef<HTMLButtonElement>(null);
  const typed = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  // Once a result has shown the mic stays small, so listening again does not make the page jump.
  const [compact, setCompact] = useState(false);
  if (!compact && analysis !== null) setCompact(true);

  useEffect(() => {
    if (view.done) onClose();
  }, [view.done, onClose]);

  useEffect(() => {
    if (!failed) return;
    toast({ title: t(M.loadFailedTitle), description: t(M.loadFailed), variant: 'destructive' });
    onClose();
  }, [failed, onClose]);

  // With the keyboard open little shows at once: bring the result, what "Add to Sauti" will add, into view.
  // (jsdom has no scrollIntoView.)
  useEffect(() => {
    if (analysis !== null) result.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [analysis]);

  // A blocked microphone, or no voice for this language here: typing is the way left.
  const typeInstead = view.micBlocked || notice !== null;
  useEffect(() => {
    if (typeInstead) typed.current?.focus();
  }, [typeInstead]);

  const cancel = () => {
    send({ type: 'voice.cancel' });
    onClose();
  };

  const footer = (
    <CancelConfirm
      confirm={t(M.confirm)}
      onCancel={cancel}
      onConfirm={() => send({ type: 'expense.confirm' })}
      disabled={!view.canConfirm}
      busy={view.saving}
    />
  );

  return (
    <Dialog title={t(M.title)} onClose={cancel} footer={footer} initialFocus={notice === null ? mic : typed}>
      <div className="flex flex-col gap-4">
        <LanguagePicker
          value={language}
          disabled={view.phase === 'listening'}
          onChange={(next) => {
            send({ type: 'language.change', language: next });
            // The language picked here is the one the modal opens in next time.
            setPreferences({ language: next });
          }}
        />
        <MicButton
          ref={mic}
          phase={view.phase}
          compact={compact}
          unavailable={notice}
          disabled={!view.micEnabled}
          onPress={() => send(view.phase === 'listening' ? { type: 'voice.stop' } : { type: 'voice.start' })}
        />
        {notice !== null && <p className="text-center text-sm font-medium text-amber-800">{notice}</p>}
        <TrySaying language={language} />
        {error !== null && (
          <div role="alert" className="text-center text-sm">
            <p className="font-medium text-red-600">{error}</p>
            {view.micBlocked && <p className="mt-1 text-slate-700">{t(M.micBlockedHelp)}</p>}
          </div>
        )}
        {transcript !== '' && <YouSaid transcript={transcript} language={language} />}
        {analysis !== null && (
          <div ref={result}>
            <DetectedCard analysis={analysis} currency={currency} />
          </div>
        )}
        <TypedExpense ref={typed} placeholder={LANGUAGES[language].examplePhrase} onText={(text) => send({ type: 'text.submit', text })} />
      </div>
    </Dialog>
  );
}
