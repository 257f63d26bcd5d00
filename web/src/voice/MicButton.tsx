// The large microphone button and its caption, in the three phases the spec names: idle,
// listening and analysing. Pressed while listening; disabled while analysing or with no recogniser.
import { MicIcon } from '../home/icons.tsx';

export type MicPhase = 'idle' | 'listening' | 'analysing';

const LABELS: Readonly<Record<MicPhase, { action: string; caption: string }>> = {
  idle: { action: 'Start voice input', caption: 'Tap to speak' },
  listening: { action: 'Stop listening', caption: 'Listening…' },
  analysing: { action: 'Analysing', caption: 'Analysing…' },
};

const TONES: Readonly<Record<MicPhase, string>> = {
  idle: 'bg-brand-700 text-white hover:bg-brand-800',
  listening: 'bg-red-600 text-white ring-8 ring-red-200 motion-safe:animate-pulse',
  analysing: 'bg-slate-300 text-slate-700',
};

interface MicButtonProps {
  phase: MicPhase;
  disabled: boolean;
  onPress: () => void;
}

export function MicButton({ phase, disabled, onPress }: MicButtonProps) {
  const { action, caption } = LABELS[phase];
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        aria-label={action}
        aria-pressed={phase === 'listening'}
        disabled={disabled}
        onClick={onPress}
        className={`grid size-24 place-items-center rounded-full shadow-lg transition disabled:cursor-not-allowed disabled:opacity-60 ${TONES[phase]}`}
      >
        <MicIcon size={40} />
      </button>
      <p aria-hidden="true" className="text-sm font-medium text-slate-600">
        {caption}
      </p>
    </div>
  );
}
