// Typing the phrase instead of saying it, as a first-class way in: analysed on Enter or submit at
// once, and after a pause in typing. Sends text only; what happens to it is the machine's business.
import { useEffect, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import { t } from '../i18n/index.ts';
import { ImportOffer } from './ImportOffer.tsx';
import { VOICE_MESSAGES as M } from './messages.ts';

/** Long enough not to analyse every keystroke on a slow phone, short enough to feel live. */
const TYPING_PAUSE_MS = 700;

interface TypedExpenseProps {
  /** What the box asks for: "Type your expense" unless said (Savings asks for a saving). */
  label?: string;
  placeholder: string;
  onText: (text: string) => void;
  /** The text field, for a modal that moves the focus there (no recogniser, a blocked mic). */
  ref?: Ref<HTMLInputElement>;
}

export function TypedExpense({ label, placeholder, onText, ref }: TypedExpenseProps) {
  const id = useId();
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        onText(text);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label ?? t(M.typeLabel)}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={ref}
          id={id}
          type="text"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onText(next), TYPING_PAUSE_MS);
          }}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-base"
        />
        <button type="submit" className="min-h-11 rounded-xl bg-slate-900 px-4 font-semibold text-white hover:bg-slate-800">
          {t(M.analyse)}
        </button>
      </div>
      <ImportOffer text={text} />
    </form>
  );
}
