// The six verification-code boxes as plain data: typing fills from a box and moves on, Backspace
// steps back, a pasted or auto-filled code fills every box. The DOM only mirrors `focus`.
export const CODE_LENGTH = 6;

export interface CodeEntry {
  readonly digits: readonly string[];
  /** The box that should hold the caret next. */
  readonly focus: number;
}

export const emptyCodeEntry: CodeEntry = { digits: Array.from({ length: CODE_LENGTH }, () => ''), focus: 0 };

const lastBox = CODE_LENGTH - 1;
const clampBox = (index: number) => Math.min(Math.max(index, 0), lastBox);

/** What a box received (one key, an SMS auto-fill or a paste) written from `index` onwards. */
export function typeInto(entry: CodeEntry, index: number, typed: string): CodeEntry {
  const incoming = typed.replace(/\D/g, '');
  if (incoming === '') {
    // A non-digit key or an emptied box: the box is cleared and keeps the caret.
    return typed === '' ? clearBox(entry, index) : entry;
  }
  // A whole code arrives at once from a paste or the keyboard's SMS suggestion: it replaces all boxes.
  const start = incoming.length >= CODE_LENGTH ? 0 : clampBox(index);
  const digits = [...entry.digits];
  const written = incoming.slice(0, CODE_LENGTH - start);
  for (const [offset, digit] of [...written].entries()) digits[start + offset] = digit;
  return { digits, focus: clampBox(start + written.length) };
}

function clearBox(entry: CodeEntry, index: number): CodeEntry {
  const digits = [...entry.digits];
  digits[clampBox(index)] = '';
  return { digits, focus: clampBox(index) };
}

/** Backspace in a box: clears it, or when it is already empty clears and moves to the one before. */
export function eraseAt(entry: CodeEntry, index: number): CodeEntry {
  const box = clampBox(index);
  if (entry.digits[box] !== '') return clearBox(entry, box);
  return clearBox(entry, box - 1);
}

export const codeOf = (entry: CodeEntry): string => entry.digits.join('');

export const isCodeComplete = (entry: CodeEntry): boolean => /^\d{6}$/.test(codeOf(entry));
