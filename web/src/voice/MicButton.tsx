// The microphone button and its caption, in the phases the spec names (idle, listening, analysing)
// and one more: blocked, when the browser refused the microphone. Pressed while listening; disabled
// while analysing. With no voice here it is struck through and grey, named by the reason, with no
// "Tap to speak". Compact once a result shows, so the result gets the room.
import type { Ref } from 'react';
import { MicIcon, SvgIcon } from '../ui/icons.tsx';
import { t } from '../i18n/index.ts';
import { VOICE_MESSAGES as M } from './messages.ts';

export type MicPhase = 'idle' | 'listening' | 'analysing' | 'blocked';

const TONES: Readonly<Record<MicPhase, string>> = {
  idle: 'bg-brand-700 text-white hover:bg-brand-800',
  listening: 'bg-red-600 text-white ring-8 ring-red-200 motion-safe:animate-pulse',
  analysing: 'bg-slate-300 text-slate-700',
  blocked: 'bg-white text-red-700 ring-4 ring-red-300 hover:bg-red-50',
};

const UNAVAILABLE = 'bg-slate-200 text-slate-500 shadow-none';

/** A struck-through microphone: blocked is told by the shape and the caption, not by colour alone. */
function MicBlockedIcon({ size }: { size: number }) {
  return (
    <SvgIcon size={size}>
      <path d="M2 2l20 20M18.9 13.2A7 7 0 0 0 19 12v-2M5 10v2a7 7 0 0 0 12 5M15 9.3V5a3 3 0 0 0-5.7-1.3M9 9v3a3 3 0 0 0 5.1 2.1M12 19v3" />
    </SvgIcon>
  );
}

interface MicButtonProps {
  phase: MicPhase;
  disabled: boolean;
  onPress: () => void;
  /** Smaller, with the caption beside it: once a result is on screen. */
  compact?: boolean;
  /** Why this phone cannot listen now (voiceNotice): the mic is not offered, and this names it. */
  unavailable?: string | null;
  ref?: Ref<HTMLButtonElement>;
}

export function MicButton({ phase, disabled, onPress, compact = false, unavailable = null, ref }: MicButtonProps) {
  const { action, caption } = M.mic[phase];
  const iconSize = compact ? 26 : 40;
  const struck = phase === 'blocked' || unavailable !== null;
  return (
    <div className={compact ? 'flex items-center justify-center gap-3' : 'flex flex-col items-center gap-2'}>
      <button
        ref={ref}
        type="button"
        aria-label={unavailable ?? t(action)}
        aria-pressed={phase === 'listening'}
        disabled={disabled || unavailable !== null}
        onClick={onPress}
        className={
          `grid place-items-center rounded-full shadow-lg transition-[width,height] disabled:cursor-not-allowed disabled:opacity-60 ` +
          `${compact ? 'size-14' : 'size-24'} ${unavailable === null ? TONES[phase] : UNAVAILABLE}`
        }
      >
        {struck ? <MicBlockedIcon size={iconSize} /> : <MicIcon size={iconSize} />}
      </button>
      {unavailable === null && (
        <p aria-hidden="true" className={`text-sm font-medium ${phase === 'blocked' ? 'text-red-700' : 'text-slate-600'}`}>
          {t(caption)}
        </p>
      )}
    </div>
  );
}
