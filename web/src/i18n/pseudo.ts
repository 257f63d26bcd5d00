// The pseudo-locale en-XA: English with every letter accented and a third longer, so a test can
// see at a glance which text bypassed the catalogs and which label cannot take a longer language.
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
