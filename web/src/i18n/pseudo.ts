// The pseudo-locale en-XA: English with every letter accented and a third longer, so a test can
// see at a glance which text bypassed the catalogs and which label cannot take a longer language.
import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

export const PSEUDO_LOCALE = 'en-XA';

/**
 * "Savings" → "Šàṽîñĝš~~~": accented, padded by a third (never inside a placeholder). The padding
 * breaks into words of six, so a long message wraps as a long translation would instead of overflowing.
 */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  return `${accented}${'~'.repeat(Math.ceil(text.length / 3)).replace(/(~{6})(?=~)/g, '$1 ')}`;
}

/** A compiled message in the pseudo-locale: its text accented and padded, placeholders and `#` untouched. */
export function pseudoMessage(message: CompiledMessage): CompiledMessage {
  return message.map((token): CompiledMessageToken => {
    if (typeof token === 'string') return token === '#' ? token : pseudoText(token);
    const [name, type, format] = token;
    if (!isChoices(format)) return token;
    // Plural and select choices are messages of their own; an offset stays a number.
    const choices = Object.entries(format).map(([key, choice]) => [key, Array.isArray(choice) ? pseudoMessage(choice) : choice]);
    return [name, type, Object.fromEntries(choices)];
  });
}

function isChoices(format: unknown): format is Record<string, unknown> {
  return typeof format === 'object' && format !== null;
}
