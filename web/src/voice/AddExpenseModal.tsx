// The Add Expense modal: language, the big mic, the example phrase, "You said", "Detected", the
// typed alternative, Cancel and "Add to Sauti". Wires the voice machine to the browser and the server;
// a phrase heard as a saving is recorded the way the Savings screen records one (offline outbox).
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { LANGUAGES } from '../../../domain/languages.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { recordExpense } from '../home/expenseActions.ts';
import { recordSaving } from '../savings/savingActions.ts';
import { setPreferences, usePreferences } from '../user/preferences.ts';
import { analyzeExpense } from './analyze.ts';
import { DetectedCard } from './DetectedCard.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { MicButton } from './MicButton.tsx';
import type { MicPhase } from './MicButton.tsx';
import { browserRecogniser, findRecogniser } from './recogniser.ts';
import { TypedExpense } from './TypedExpense.tsx';
import { voiceMachine } from './voiceMachine.ts';
import type { LoadClient } from '../apolloLoader.ts';
import { loadApolloClient } from '../apolloLoader.ts';

function useVoiceMachine(loadClient: LoadClient) {
  const { language, currency } = usePreferences();
  // Provided once per modal: the effects the machine names, bound to this app's client and toasts.
  const [machine] = useState(() =>
    voiceMachine.provide({
      actors: {
        recognise: browserRecogniser,
        analyse: fromPromise(async ({ input }) => analyzeExpense(await loadClient(), input.text, input.language, { currency })),
        save: fromPromise(({ input }) => recordExpense(input)),
        saveSaving: fromPromise(({ input }) => recordSaving(input)),
      },
    }),
  );
  return useMachine(machine, { input: { language, currency, recogniserAvailable: findRecogniser() !== undefined } });
}

/** `loadClient` replaces how analysis reaches the server (tests). */
export function AddExpenseModal({ onClose, loadClient = loadApolloClient }: { onClose: () => void; loadClient?: LoadClient }) {
  const [snapshot, send] = useVoiceMachine(loadClient);
  const { language, currency, transcript, analysis, error, recogniserAvailable } = snapshot.context;
  const listening = snapshot.matches('listening');
  const saving = snapshot.matches('saving') || snapshot.matches('recordingSaving');
  const phase: MicPhase = listening ? 'listening' : snapshot.matches('analysing') || saving ? 'analysing' : 'idle';
  const micEnabled = snapshot.can({ type: 'voice.start' }) || snapshot.can({ type: 'voice.stop' });

  useEffect(() => {
    if (snapshot.status === 'done') onClose();
  }, [snapshot.status, onClose]);

  const cancel = () => {
    send({ type: 'voice.cancel' });
    onClose();
  };

  return (
    <Dialog title="Add Expense" onClose={cancel}>
      <div className="flex flex-col gap-4">
        <LanguagePicker
          value={language}
          disabled={listening}
          onChange={(next) => {
            send({ type: 'language.change', language: next });
            // The language picked here is the one the modal opens in next time.
            setPreferences({ language: next });
          }}
        />
        <MicButton
          phase={phase}
          disabled={!micEnabled}
          onPress={() => send(listening ? { type: 'voice.stop' } : { type: 'voice.start' })}
        />
        {!recogniserAvailable && <p className="text-center text-sm font-medium text-amber-800">Voice input not supported in this browser</p>}
        <p className="text-center text-sm text-slate-600">
          Try saying: <q lang={language} className="font-semibold text-slate-800">{LANGUAGES[language].examplePhrase}</q>
        </p>
        {error !== null && (
          <p role="alert" className="text-center text-sm font-medium text-red-600">
            {error}
          </p>
        )}
        {transcript !== '' && (
          <section aria-labelledby="you-said-heading" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <h3 id="you-said-heading" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              You said
            </h3>
            <p aria-live="polite" lang={language} className="mt-1 text-lg text-slate-900">
              {transcript}
            </p>
          </section>
        )}
        {analysis !== null && <DetectedCard analysis={analysis} currency={currency} />}
        <TypedExpense placeholder={LANGUAGES[language].examplePhrase} onText={(text) => send({ type: 'text.submit', text })} />
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            onClick={cancel}
            className="min-h-12 rounded-xl bg-slate-100 font-semibold text-slate-800 hover:bg-slate-200"
          >
            Cancel
          </button>
          <button
            type="button"
            disabled={!snapshot.can({ type: 'expense.confirm' })}
            aria-busy={saving}
            onClick={() => send({ type: 'expense.confirm' })}
            className="min-h-12 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600"
          >
            Add to Sauti
          </button>
        </div>
      </div>
    </Dialog>
  );
}

