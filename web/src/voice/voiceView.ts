// What the Add Expense modal shows of a voice session, as plain data: the modal paints it before
// the voice machine has loaded (from idleView) and after (from the machine's snapshots).
import type { MicPhase } from './MicButton.tsx';
import type { Analysis, VoiceInput } from './voiceMachine.ts';
import { canListen } from './voiceSupport.ts';

export interface VoiceView extends VoiceInput {
  phase: MicPhase;
  transcript: string;
  analysis: Analysis | null;
  /** The red line: "Speech recognition error: {code}" or the analysis failure. */
  error: string | null;
  /** The microphone was refused: the mic shows it, and the help line says how to allow it. */
  micBlocked: boolean;
  micEnabled: boolean;
  canConfirm: boolean;
  saving: boolean;
  /** Saved: the modal closes. */
  done: boolean;
}

/** Before anything is said: the mic ready where this phone can listen in the language. */
export function idleView(input: VoiceInput): VoiceView {
  return {
    ...input,
    phase: 'idle',
    transcript: '',
    analysis: null,
    error: null,
    micBlocked: false,
    micEnabled: canListen(input.voice),
    canConfirm: false,
    saving: false,
    done: false,
  };
}
