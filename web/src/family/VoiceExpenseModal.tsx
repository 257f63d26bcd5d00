// The Voice AI dialog: a shared expense said in any of the 22 languages, through the same voice
// machine, recogniser and parser as Home's Add Expense; only the save differs (to the group).
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { LANGUAGES } from '../../../domain/languages.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { usePreferences } from '../user/preferences.ts';
import { analyzeExpense } from '../voice/analyze.ts';
import { DetectedCard } from '../voice/DetectedCard.tsx';
import { LanguagePicker } from '../voice/LanguagePicker.tsx';
import { MicButton } from '../voice/MicButton.tsx';
import type { MicPhase } from '../voice/MicButton.tsx';
import { browserRecogniser, findRecogniser } from '../voice/recogniser.ts';
import { TypedExpense } from '../voice/TypedExpense.tsx';
import { isSaving, voiceMachine } from '../voice/voiceMachine.ts';
import { addSharedExpense } from './familyActions.ts';
import { familyText } from './messages.ts';

function useGroupVoiceMachine(groupId: string) {
  const client = useApolloClient();
  const { language, currency } = usePreferences();
  const [machine] = useState(() =>
    voiceMachine.provide({
      actors: {
        recognise: browserRecogniser,
        analyse: fromPromise(({ input }) => analyzeExpense(client, input.text, input.language)),
        save: fromPromise(({ input }) =>
          addSharedExpense(client, groupId, { description: input.description, amount: input.amount, category: input.category, currency: input.currency })),
      },
    }),
  );
  return useMachine(machine, { input: { language, currency, recogniserAvailable: findRecogniser() !== undefined } });
}

export function VoiceExpenseModal({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const [snapshot, send] = useGroupVoiceMachine(groupId);
  const { language, currency, transcript, analysis, error, recogniserAvailable } = snapshot.context;
  const listening = snapshot.matches('listening');
  const phase: MicPhase = listening ? 'listening' : snapshot.matches('analysing') || snapshot.matches('saving') ? 'analysing' : 'idle';
  const micEnabled = snapshot.can({ type: 'voice.start' }) || snapshot.can({ type: 'voice.stop' });

  useEffect(() => {
    if (snapshot.status === 'done') onClose();
  }, [snapshot.status, onClose]);

  const cancel = () => {
    send({ type: 'voice.cancel' });
    onClose();
  };

  return (
    <Dialog title={familyText.voiceTitle} onClose={cancel}>
      <div className="flex flex-col gap-4">
        <LanguagePicker value={language} disabled={listening} onChange={(next) => send({ type: 'language.change', language: next })} />
        <MicButton phase={phase} disabled={!micEnabled} onPress={() => send(listening ? { type: 'voice.stop' } : { type: 'voice.start' })} />
        {!recogniserAvailable && <p className="text-center text-sm font-medium text-amber-800">{familyText.voiceUnsupported}</p>}
        <p className="text-center text-sm text-slate-600">
          {familyText.trySaying} <q lang={language} className="font-semibold text-slate-800">{LANGUAGES[language].examplePhrase}</q>
        </p>
        {error !== null && <p role="alert" className="text-center text-sm font-medium text-red-600">{error}</p>}
        {transcript !== '' && (
          <section aria-labelledby="family-you-said" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <h3 id="family-you-said" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{familyText.youSaid}</h3>
            <p aria-live="polite" lang={language} className="mt-1 text-lg text-slate-900">{transcript}</p>
          </section>
        )}
        {analysis !== null && <DetectedCard analysis={analysis} currency={currency} />}
        {isSaving(analysis) && <p role="status" className="text-center text-sm font-medium text-amber-800">{familyText.savingNotShared}</p>}
        <TypedExpense placeholder={LANGUAGES[language].examplePhrase} onText={(text) => send({ type: 'text.submit', text })} />
        <div className="grid grid-cols-2 gap-3">
          <button type="button" onClick={cancel} className="min-h-12 rounded-xl bg-slate-100 font-semibold text-slate-800 hover:bg-slate-200">
            {familyText.cancel}
          </button>
          <button
            type="button"
            disabled={isSaving(analysis) || !snapshot.can({ type: 'expense.confirm' })}
            aria-busy={snapshot.matches('saving')}
            onClick={() => send({ type: 'expense.confirm' })}
            className="min-h-12 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600"
          >
            {familyText.voiceAdd}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
