// The six one-digit boxes of the verification step. Which box holds the caret is the login
// machine's `code.focus`; this component only mirrors it into the DOM and reports keys and pastes.
import { useEffect, useRef } from 'react';
import type { CodeEntry } from './codeEntry.ts';
import { CODE_LENGTH } from './codeEntry.ts';
import { t } from '../../i18n/index.ts';
import { LOGIN_MESSAGES } from './messages.ts';

interface CodeBoxesProps {
  entry: CodeEntry;
  disabled: boolean;
  onType: (index: number, value: string) => void;
  onErase: (index: number) => void;
}

/** What a box's change means: with its old digit still in the value, only the new one counts. */
function typedInto(old: string, value: string): string {
  return old !== '' && value.length === old.length + 1 ? value.replace(old, '') : value;
}

export function CodeBoxes({ entry, disabled, onType, onErase }: CodeBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (!disabled) boxes.current[entry.focus]?.focus();
  }, [entry.focus, disabled]);

  return (
    <div className="flex justify-between gap-2" role="group" aria-label={t(LOGIN_MESSAGES.login.code)} dir="ltr">
      {Array.from({ length: CODE_LENGTH }, (_, index) => {
        const digit = entry.digits[index] ?? '';
        return (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            disabled={disabled}
            inputMode="numeric"
            pattern="[0-9]*"
            // The first box takes the WhatsApp/SMS code the keyboard offers; typeInto spreads it.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t(LOGIN_MESSAGES.login.digit, { position: index + 1, count: CODE_LENGTH })}
            className={
              'h-14 w-full min-w-0 rounded-xl bg-white text-center text-2xl font-bold tabular-nums ring-1 ring-slate-300 ' +
              'focus:ring-2 focus:ring-brand-700 focus:outline-none disabled:opacity-60'
            }
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => onType(index, typedInto(digit, event.currentTarget.value))}
            onPaste={(event) => {
              event.preventDefault();
              onType(index, event.clipboardData.getData('text'));
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Backspace') return;
              // Handled here rather than in onChange: an empty box fires no change, yet must step back.
              event.preventDefault();
              onErase(index);
            }}
          />
        );
      })}
    </div>
  );
}
