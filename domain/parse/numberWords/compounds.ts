// Splits one written word into the number words it joins: fused compounds (vyfhonderd, पाचशे),
// Dravidian sandhi (இருநூற்றைம்பது = இருநூற்று + ஐம்பது), case endings (हजाराचा → हजार) and
// Bantu prefixes fused with a vowel (ngamakhulu → amakhulu). Answers undefined for any other word.
import type { NumberLexicon } from './lexicon.ts';

const MAX_COMPOUND_LENGTH = 40;
const MAX_CASE_ENDING = 4;

// Indic blocks share one layout: a vowel sign sits 0x38 after its independent vowel, अ is at +0x05,
// the u sign at +0x41 and the virama at +0x4D.
function blockOf(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x0900 && code < 0x0d80 ? code - (code % 0x80) : undefined;
}

const isVowelSign = (offset: number) => offset >= 0x3e && offset <= 0x4c;
const isConsonant = (offset: number) => offset >= 0x15 && offset <= 0x39;

/** Where a joined word may hide a seam: the left part as written alone, and the right part restored. */
function seams(part: string, after: string): { lefts: string[]; right: string } | undefined {
  const [next, ...rest] = [...after];
  const last = part.at(-1);
  const block = next === undefined ? undefined : blockOf(next);
  if (block === undefined || next === undefined || last === undefined) return undefined;
  const offset = (next.codePointAt(0) ?? 0) - block;
  const lastOffset = (last.codePointAt(0) ?? 0) - block;
  const lefts = [part + String.fromCodePoint(block + 0x41), part + String.fromCodePoint(block + 0x4d)];
  if (isVowelSign(offset)) return { lefts, right: String.fromCodePoint(block + offset - 0x38) + rest.join('') };
  if (isConsonant(offset) && isConsonant(lastOffset)) return { lefts, right: String.fromCodePoint(block + 0x05) + after };
  return undefined;
}

const JOINABLE = new Set(['unit', 'multiplier', 'connector', 'modifier']);

/** The number words a fused or sandhi-joined word is made of, when it is made of nothing else. */
export function segment(key: string, lexicon: NumberLexicon): string[] | undefined {
  if ([...key].length > MAX_COMPOUND_LENGTH) return undefined;
  const joinable = (part: string) => JOINABLE.has(lexicon.words.get(part)?.kind ?? '');
  const memo = new Map<string, string[] | null>();
  const from = (rest: string): string[] | null => {
    if (rest === '') return [];
    const known = memo.get(rest);
    if (known !== undefined) return known;
    let result: string[] | null = null;
    const chars = [...rest];
    for (let stop = chars.length; stop > 0 && result === null; stop -= 1) {
      const part = chars.slice(0, stop).join('');
      const after = chars.slice(stop).join('');
      const whole = joinable(part) ? from(after) : null;
      if (whole !== null) result = [part, ...whole];
      const seam = lexicon.sandhi && result === null && after !== '' ? seams(part, after) : undefined;
      for (const left of seam?.lefts ?? []) {
        const right = result === null && seam !== undefined && joinable(left) ? from(seam.right) : null;
        if (right !== null) result = [left, ...right];
      }
    }
    memo.set(rest, result);
    return result;
  };
  const parts = from(key);
  const meaningful = parts?.some((part) => lexicon.words.get(part)?.kind !== 'connector') ?? false;
  return parts !== null && parts.length >= 2 && meaningful ? parts : undefined;
}

/** हजाराचा, লাখের, ಸಾವಿರದ: a hundred, thousand or lakh with a short case ending. Never other numbers: साठी is "for". */
export function stripCaseEnding(key: string, lexicon: NumberLexicon): string | undefined {
  if (!lexicon.caseEndings) return undefined;
  const chars = [...key];
  for (let stop = chars.length - 1; stop >= chars.length - MAX_CASE_ENDING && stop > 1; stop -= 1) {
    const stem = chars.slice(0, stop).join('');
    const kind = lexicon.words.get(stem);
    const ending = chars.slice(stop).join('');
    if (kind?.kind === 'multiplier' && /^[\p{L}\p{M}]+$/u.test(ending)) return stem;
  }
  return undefined;
}

/** ngamakhulu → amakhulu, ngekhulu → ikhulu: the prefix's vowel stood for the noun's own. */
export function stripBantuPrefix(key: string, lexicon: NumberLexicon): string | undefined {
  for (const [prefix, vowel] of lexicon.prefixForms) {
    if (!key.startsWith(prefix) || key.length <= prefix.length) continue;
    const noun = vowel + key.slice(prefix.length);
    if (lexicon.words.get(noun)?.kind === 'multiplier') return noun;
  }
  return undefined;
}
