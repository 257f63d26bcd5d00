// Voice capture for the Add Expense modal: listen, take the final phrase, analyse it, confirm, save
// (as an expense, as a saving when the phrase is one, as money lent or borrowed when it says so, as a
// recurring bill when it says how often it comes back).
// Rules only — the recogniser, the analysis and the save are named actors the app provides.
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { speechLocale } from '../../../domain/languages.ts';
import { t } from '../i18n/index.ts';
import { VOICE_MESSAGES as M } from './messages.ts';
import { canListen } from './voiceSupport.ts';
import type { VoiceSupport } from './voiceSupport.ts';
import type {
  Analysis, AnalyseInput, CheckVoiceInput, IouReading, RecogniseInput, SaveBillInput, SaveInput, SaveIouInput, SaveSavingInput, SavingGoal,
  SpeechEvent, VoiceCheckRequest, VoiceEvent, VoiceInput,
} from './voiceTypes.ts';

export type {
  Analysis, AnalyseInput, CheckVoiceInput, IouReading, RecogniseInput, SaveBillInput, SaveInput, SaveIouInput, SaveSavingInput, SavingGoal,
  SpeechEvent, VoiceCheckRequest, VoiceEvent, VoiceInput,
} from './voiceTypes.ts';


interface VoiceContext extends VoiceInput {
  transcript: string;
  /** A final result arrived in this listening session: later confidence-0 finals are Android repeats. */
  finalHeard: boolean;
  analysis: Analysis | null;
  error: string | null;
  /** The recogniser's own error code ("not-allowed"), kept apart from the message shown. */
  errorCode: string | null;
}

/** The browser or the person refused the microphone: asking again will not help until it is allowed. */
export function isMicBlocked(errorCode: string | null): boolean {
  return errorCode === 'not-allowed' || errorCode === 'service-not-allowed';
}

/** Both halves the spec requires before an expense may be saved (§5). */
function isComplete(analysis: Analysis | null): analysis is Analysis & { amount: string } {
  return analysis !== null && analysis.amount !== null && analysis.description.trim() !== '';
}

/** The recogniser's own codes that mean "no voice for this language here", not a failure to report. */
function unavailableFor(code: string): VoiceSupport | undefined {
  if (code === 'language-not-supported') return 'no-language';
  if (code === 'network') return 'offline';
  return code === 'not-supported' ? 'no-browser' : undefined;
}

export function isSaving(analysis: Analysis | null): analysis is Analysis & { saving: SavingGoal } {
  return analysis?.saving !== undefined;
}

function isIou(analysis: Analysis | null): analysis is Analysis & { iou: IouReading } {
  return analysis?.iou !== undefined;
}

const notProvided = (name: string) => () => {
  throw new Error(`voiceMachine: provide the "${name}" actor`);
};

const textSubmit = [
  { guard: 'hasText', target: '#voice.analysing', reenter: true, actions: 'takeTypedText' },
  { target: '#voice.idle', actions: 'clearCapture' },
] as const;

export const voiceMachine = setup({
  types: {
    context: {} as VoiceContext,
    events: {} as VoiceEvent,
    input: {} as VoiceInput,
  },
  actors: {
    recognise: fromCallback<SpeechEvent, RecogniseInput>(notProvided('recognise')),
    // Answers voice.support at start and after each request, so the mic is never offered in vain.
    checkVoice: fromCallback<VoiceCheckRequest, CheckVoiceInput>(notProvided('checkVoice')),
    analyse: fromPromise<Analysis, AnalyseInput>(notProvided('analyse')),
    save: fromPromise<void, SaveInput>(notProvided('save')),
    saveSaving: fromPromise<void, SaveSavingInput>(notProvided('saveSaving')),
    saveIou: fromPromise<void, SaveIouInput>(notProvided('saveIou')),
    saveBill: fromPromise<void, SaveBillInput>(notProvided('saveBill')),
  },
  delays: {
    // Non-continuous sessions end right after the final result; this only rescues a recogniser that never ends.
    finalGrace: 1500,
  },
  guards: {
    isVoiceReady: ({ context }) => canListen(context.voice),
    isVoiceUnavailableError: ({ event }) => event.type === 'speech.error' && unavailableFor(event.code) !== undefined,
    isRepeatedFinal: ({ context, event }) => event.type === 'speech.final' && context.finalHeard && event.confidence === 0,
    hasFinalTranscript: ({ context }) => context.finalHeard && context.transcript.trim() !== '',
    hasText: ({ event }) => event.type === 'text.submit' && event.text.trim() !== '',
    isExpenseComplete: ({ context }) => isComplete(context.analysis) && !isSaving(context.analysis) && !isIou(context.analysis),
    isBillComplete: ({ context }) => isComplete(context.analysis) && context.analysis.bill !== undefined,
    isSavingComplete: ({ context }) => isComplete(context.analysis) && isSaving(context.analysis),
    // Money lent or borrowed needs a person too; without one it is never saved as an expense instead.
    isIouComplete: ({ context }) => isComplete(context.analysis) && isIou(context.analysis) && context.analysis.iou.person !== null,
  },
  actions: {
    clearCapture: assign({ transcript: '', finalHeard: false, analysis: null, error: null, errorCode: null }),
    showInterim: assign({ transcript: ({ event }) => (event.type === 'speech.interim' ? event.text : '') }),
    takeFinal: assign({
      transcript: ({ context, event }) => (event.type === 'speech.final' ? event.text.trim() : context.transcript),
      finalHeard: true,
    }),
    takeTypedText: assign({
      transcript: ({ context, event }) => (event.type === 'text.submit' ? event.text.trim() : context.transcript),
      analysis: null,
      error: null,
      errorCode: null,
    }),
    showRecognitionError: assign(({ event }) => {
      const code = event.type === 'speech.error' ? event.code : 'unknown';
      return { error: t(M.recognitionError, { code }), errorCode: code };
    }),
    setLanguage: assign({
      language: ({ context, event }) => (event.type === 'language.change' ? event.language : context.language),
    }),
    askVoiceCheck: sendTo('voiceCheck', ({ event }): VoiceCheckRequest => (event.type === 'language.change' ? event : { type: 'voice.recheck' })),
    setVoiceSupport: assign({ voice: ({ context, event }) => (event.type === 'voice.support' ? event.support : context.voice) }),
    // No error line: the notice beside the mic says why, in words, and typing is offered instead.
    takeVoiceUnavailable: assign({
      voice: ({ context, event }) => (event.type === 'speech.error' ? unavailableFor(event.code) : undefined) ?? context.voice,
      transcript: '',
      finalHeard: false,
    }),
  },
}).createMachine({
  id: 'voice',
  context: ({ input }) => ({ ...input, transcript: '', finalHeard: false, analysis: null, error: null, errorCode: null }),
  initial: 'idle',
  invoke: { id: 'voiceCheck', src: 'checkVoice', input: ({ context }) => ({ language: context.language }) },
  on: {
    'language.change': { actions: ['setLanguage', 'askVoiceCheck'] },
    'voice.recheck': { actions: 'askVoiceCheck' },
    'voice.support': { actions: 'setVoiceSupport' },
    'voice.cancel': { target: '.idle', actions: 'clearCapture' },
  },
  states: {
    idle: {
      on: {
        'voice.start': { guard: 'isVoiceReady', target: 'listening', actions: 'clearCapture' },
        'text.submit': textSubmit,
      },
    },
    listening: {
      invoke: {
        src: 'recognise',
        input: ({ context }) => ({ locale: speechLocale(context.language, context.country), processLocally: context.voice === 'on-device' }),
      },
      initial: 'hearing',
      states: {
        hearing: {
          on: {
            'speech.interim': { actions: 'showInterim' },
            'speech.final': { target: 'heard', actions: 'takeFinal' },
          },
        },
        // The recogniser is still open until it ends; Android may repeat the final here with confidence 0.
        heard: {
          after: { finalGrace: '#voice.analysing' },
          on: {
            'speech.final': [{ guard: 'isRepeatedFinal' }, { actions: 'takeFinal' }],
          },
        },
      },
      on: {
        'speech.end': [{ guard: 'hasFinalTranscript', target: 'analysing' }, { target: 'idle' }],
        'voice.stop': [{ guard: 'hasFinalTranscript', target: 'analysing' }, { target: 'idle' }],
        'speech.error': [
          { guard: 'isVoiceUnavailableError', target: 'idle', actions: 'takeVoiceUnavailable' },
          { target: 'error', actions: 'showRecognitionError' },
        ],
      },
    },
    analysing: {
      invoke: {
        src: 'analyse',
        input: ({ context }) => ({ text: context.transcript, language: context.language }),
        onDone: { target: 'detected', actions: assign({ analysis: ({ event }) => event.output }) },
        // analyse already falls back to the local parser; reaching here means even that failed to load.
        onError: { target: 'error', actions: assign({ error: () => t(M.analysisFailed) }) },
      },
      on: { 'text.submit': textSubmit },
    },
    detected: {
      on: {
        'voice.start': { guard: 'isVoiceReady', target: 'listening', actions: 'clearCapture' },
        'text.submit': textSubmit,
        'expense.confirm': [
          { guard: 'isSavingComplete', target: 'recordingSaving' },
          { guard: 'isIouComplete', target: 'recordingIou' },
          { guard: 'isBillComplete', target: 'recordingBill' },
          { guard: 'isExpenseComplete', target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          description: context.analysis?.description.trim() ?? '',
          amount: context.analysis?.amount ?? '',
          currency: context.analysis?.currency ?? context.currency,
          category: context.analysis?.category ?? 'other',
          language: context.language,
          originalText: context.transcript,
          ...(context.analysis?.day === undefined ? {} : { day: context.analysis.day }),
        }),
        onDone: 'saved',
        // The save actor has told the person; keep the detected expense so they can try again.
        onError: 'detected',
      },
    },
    recordingSaving: {
      invoke: {
        src: 'saveSaving',
        input: ({ context }) => ({
          description: context.analysis?.description.trim() ?? '',
          amount: context.analysis?.amount ?? '',
          currency: context.analysis?.currency ?? context.currency,
          goalType: context.analysis?.saving?.goalType ?? 'general',
          goalName: context.analysis?.saving?.goalName ?? null,
          language: context.language,
          originalText: context.transcript,
          ...(context.analysis?.day === undefined ? {} : { day: context.analysis.day }),
        }),
        onDone: 'saved',
        // As with an expense: the actor has told the person; keep the detected saving for a retry.
        onError: 'detected',
      },
    },
    recordingIou: {
      invoke: {
        src: 'saveIou',
        input: ({ context }) => ({
          person: context.analysis?.iou?.person ?? '',
          direction: context.analysis?.iou?.direction ?? 'lent',
          amount: context.analysis?.amount ?? '',
          currency: context.analysis?.currency ?? context.currency,
        }),
        onDone: 'saved',
        // As with an expense: the actor has told the person; keep what was heard for a retry.
        onError: 'detected',
      },
    },
    recordingBill: {
      invoke: {
        src: 'saveBill',
        input: ({ context }) => ({
          description: context.analysis?.description.trim() ?? '',
          amount: context.analysis?.amount ?? '',
          currency: context.analysis?.currency ?? context.currency,
          category: context.analysis?.category ?? 'bills',
          language: context.language,
          cycle: context.analysis?.bill?.cycle ?? 'monthly',
        }),
        onDone: 'saved',
        // As with an expense: the actor has told the person; keep what was heard for a retry.
        onError: 'detected',
      },
    },
    saved: { type: 'final' },
    error: {
      on: {
        'voice.start': { guard: 'isVoiceReady', target: 'listening', actions: 'clearCapture' },
        'text.submit': textSubmit,
      },
    },
  },
});
