// Voice mode of Add Savings: the same voice-capture machine as expenses, provided with a savings
// analysis (the shared domain parser: amount, goal type, goal name) and a savings save. Confirm stays
// disabled until an amount is heard; a non-empty transcript is required.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { LANGUAGES } from '../../../domain/languages.ts';
import type { ParsedSaving } from '../../../domain/parse/savings.ts';
import { normalizeSavingAmount } from '../../../domain/parse/savingsAmount.ts';
import { formatMoney } from '../format/money.ts';
import { LanguagePicker } from '../voice/LanguagePicker.tsx';
import { MicButton } from '../voice/MicButton.tsx';
import type { MicPhase } from '../voice/MicButton.tsx';
import { browserRecogniser, browserVoiceCheck } from '../voice/recogniser.ts';
import { TypedExpense } from '../voice/TypedExpense.tsx';
import { useNetworkRecheck } from '../voice/useNetworkRecheck.ts';
import { voiceMachine } from '../voice/voiceMachine.ts';
import { guessVoiceSupport, voiceNotice } from '../voice/voiceSupport.ts';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { describeSaving, recordSaving } from '../offline/savingActions.ts';
import { t } from '../i18n/index.ts';

const EXAMPLES = { en: 'save 1000 for emergency', sw: 'weka akiba 1000 kwa dharura' } as const;

export function VoiceSaving({ currency, language: initial, onDone }: { currency: string; language: keyof typeof LANGUAGES; onDone: () => void }) {
  const parsed = useRef<ParsedSaving | null>(null);
  const [machine] = useState(() =>
    voiceMachine.provide({
      actors: {
        recognise: browserRecogniser,
        checkVoice: browserVoiceCheck,
        analyse: fromPromise(async ({ input }) => {
          const { parseSaving } = await import('../../../domain/parse/savings.ts');
          const saving = parseSaving(input.text, input.language);
          parsed.current = saving;
          const amount = saving.amount === '0' ? null : normalizeSavingAmount(saving.amount);
          return { description: describeSaving(saving.goalName), amount, category: 'other' as const, confidence: 0, ...(saving.currency && { currency: saving.currency }) };
        }),
        save: fromPromise(async ({ input }) => {
          const saving = parsed.current;
          await recordSaving({
            description: input.description, amount: input.amount, currency: input.currency, language: input.language,
            goalType: saving?.goalType ?? 'general', goalName: saving?.goalName ?? null, originalText: input.originalText,
          });
          onDone();
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { language: initial, currency, voice: guessVoiceSupport(initial, navigator.onLine) } });
  useNetworkRecheck(send);
  const { language, transcript, analysis, error } = snapshot.context;
  const notice = voiceNotice(snapshot.context.voice, language);
  // No voice for this language here: typing is the way, so the field has the focus.
  const typed = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (notice !== null) typed.current?.focus();
  }, [notice]);
  const listening = snapshot.matches('listening');
  const phase: MicPhase = listening ? 'listening' : snapshot.matches('analysing') || snapshot.matches('saving') ? 'analysing' : 'idle';
  const example = language === 'sw' || language === 'en' ? EXAMPLES[language] : EXAMPLES.en;
  const detected = parsed.current;
  return (
    <div className="flex flex-col gap-4">
      <LanguagePicker value={language} disabled={listening} onChange={(next) => send({ type: 'language.change', language: next })} />
      <MicButton phase={phase} unavailable={notice} disabled={!(snapshot.can({ type: 'voice.start' }) || snapshot.can({ type: 'voice.stop' }))}
        onPress={() => send(listening ? { type: 'voice.stop' } : { type: 'voice.start' })} />
      {notice !== null && <p className="text-center text-sm font-medium text-amber-800">{notice}</p>}
      {error !== null && <p role="alert" className="text-center text-sm font-medium text-red-600">{error}</p>}
      {transcript !== '' && (
        <p aria-live="polite" lang={language} className="rounded-xl bg-slate-50 p-3 text-lg ring-1 ring-slate-200">{transcript}</p>
      )}
      {analysis !== null && detected !== null && (
        <dl aria-live="polite" className="grid grid-cols-2 gap-1 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-100">
          <dt className="text-slate-600">{t(M.detectedAmount)}</dt>
          <dd className="font-semibold tabular-nums">{analysis.amount === null ? '—' : formatMoney(analysis.amount, analysis.currency ?? currency)}</dd>
          <dt className="text-slate-600">{t(M.detectedGoalType)}</dt>
          <dd className="font-semibold">{t(M.goalTypes[detected.goalType])}</dd>
          <dt className="text-slate-600">{t(M.detectedGoalName)}</dt>
          <dd className="font-semibold">{detected.goalName ?? '—'}</dd>
        </dl>
      )}
      <TypedExpense ref={typed} label={t(M.typeLabel)} placeholder={example} onText={(text) => send({ type: 'text.submit', text })} />
      <button type="button" disabled={transcript.trim() === '' || !snapshot.can({ type: 'expense.confirm' })} aria-busy={snapshot.matches('saving')}
        onClick={() => send({ type: 'expense.confirm' })}
        className="min-h-12 rounded-xl bg-brand-700 font-semibold text-white disabled:bg-slate-300 disabled:text-slate-600">
        {t(M.save)}
      </button>
    </div>
  );
}
