// The voice machine running behind one Add Expense modal (or Family's voice dialog), its effects bound
// to the browser's recogniser, the server's analysis and the offline outbox (or the group). Loaded once the modal is on screen, so
// xstate, the parser and Apollo never delay the tap that opens it.
import { createActor, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { localDay, noonOnDay } from '../../../domain/dates.ts';
import type { LoadClient } from '../apolloLoader.ts';
import { recordExpense } from '../offline/expenseActions.ts';
import { recordIou } from '../offline/iouActions.ts';
import { recordSaving } from '../offline/savingActions.ts';
import type { NewIou } from '../offline/ious.ts';
import type { NewSaving } from '../offline/savings.ts';
import { deviceTimeZone } from '../user/deviceTimeZone.ts';
import { analyzeExpense } from './analyze.ts';
import { recordBill } from './billActions.ts';
import { refreshCorrectionMemory } from './correctionMemory.ts';
import { browserRecogniser, browserVoiceCheck } from './recogniser.ts';
import { isMicBlocked, voiceMachine } from './voiceMachine.ts';
import type { SaveBillInput, SaveInput, VoiceEvent, VoiceInput } from './voiceMachine.ts';
import type { VoiceView } from './voiceView.ts';

/** A confirmed expense, placed on the day it was said to be (spentAt) or now. */
export type ConfirmedExpense = Omit<SaveInput, 'day'> & { spentAt?: string };

/** Where a confirmed expense goes: the offline outbox by default, a family group's shared list instead. */
export type SaveExpense = (expense: ConfirmedExpense) => Promise<unknown>;

/** Where each confirmed capture is written: the session is given these (the offline writes unless told). */
export interface VoiceWrites {
  expense: SaveExpense;
  saving: (saving: NewSaving) => Promise<void>;
  iou: (iou: NewIou) => Promise<void>;
  bill: (bill: SaveBillInput) => Promise<void>;
}

const OFFLINE_WRITES: VoiceWrites = { expense: recordExpense, saving: recordSaving, iou: recordIou, bill: recordBill };

/** "jana" is yesterday at noon in the phone's zone (domain/dates.ts noonOnDay says why); today is now. */
export function confirmed({ day, ...expense }: SaveInput, now = new Date(), timeZone = deviceTimeZone()): ConfirmedExpense {
  return day === undefined || day === localDay(now, timeZone) ? expense : { ...expense, spentAt: noonOnDay(day, timeZone) };
}

/**
 * `bills`: whether a bill said with its cycle is set up as one. A bill is the person's own: where the
 * expenses go elsewhere (Family's group), it is recorded there as the expense it also is.
 */
function addExpenseMachine(loadClient: LoadClient, currency: string, writes: VoiceWrites, bills: boolean) {
  return voiceMachine.provide({
    actors: {
      recognise: browserRecogniser,
      checkVoice: browserVoiceCheck,
      analyse: fromPromise(async ({ input }) => {
        const { bill, ...analysis } = await analyzeExpense(await loadClient(), input.text, input.language, { currency });
        return bills && bill !== undefined ? { ...analysis, bill } : analysis;
      }),
      save: fromPromise(async ({ input }) => {
        await writes.expense(confirmed(input));
      }),
      saveSaving: fromPromise(({ input }) => writes.saving(input)),
      saveIou: fromPromise(({ input }) => writes.iou(input)),
      saveBill: fromPromise(({ input }) => writes.bill(input)),
    },
  });
}

function viewOf(snapshot: SnapshotFrom<ReturnType<typeof addExpenseMachine>>): VoiceView {
  const { language, currency, voice, transcript, analysis, error, errorCode } = snapshot.context;
  const listening = snapshot.matches('listening');
  const saving = snapshot.matches('saving') || snapshot.matches('recordingSaving') || snapshot.matches('recordingIou') || snapshot.matches('recordingBill');
  const micBlocked = snapshot.matches('error') && isMicBlocked(errorCode);
  return {
    language,
    currency,
    voice,
    phase: listening ? 'listening' : snapshot.matches('analysing') || saving ? 'analysing' : micBlocked ? 'blocked' : 'idle',
    transcript,
    analysis,
    error,
    micBlocked,
    micEnabled: snapshot.can({ type: 'voice.start' }) || snapshot.can({ type: 'voice.stop' }),
    canConfirm: snapshot.can({ type: 'expense.confirm' }),
    saving,
    done: snapshot.status === 'done',
  };
}

export interface VoiceSession {
  send(event: VoiceEvent): void;
  stop(): void;
}

/** Starts the machine and reports every change as a view until stopped; `writes` replaces where captures go. */
export function startVoiceSession(
  input: VoiceInput,
  loadClient: LoadClient,
  onView: (view: VoiceView) => void,
  writes: Partial<VoiceWrites> = {},
): VoiceSession {
  const actor = createActor(addExpenseMachine(loadClient, input.currency, { ...OFFLINE_WRITES, ...writes }, writes.expense === undefined), { input });
  actor.subscribe({
    next: (snapshot) => onView(viewOf(snapshot)),
    error: (error) => console.warn('The voice machine stopped', error),
  });
  actor.start();
  // Online, the phone's copy of the correction memory catches up for the next offline analysis.
  if (navigator.onLine) void loadClient().then(refreshCorrectionMemory, () => undefined);
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}
