// Finds every spoken or written number in a list of words and says how sure it is to be a price.
// Splits glued forms first (Arabic بخمسمائة, Afrikaans vyfhonderd) so the grammar sees separate words.
import { type Cents, MAX_AMOUNT_CENTS } from '../decimal.ts';
import type { Token } from '../tokens.ts';
import { isPlausibleNumber, parseCoefficientFirst } from './grammar.ts';
import type { NumberLexicon } from './lexicon.ts';
import { parseMultiplierFirst } from './multiplierFirst.ts';

export interface NumberSpan {
  /** Index of the first word and one past the last. */
  readonly start: number;
  readonly end: number;
  readonly cents: Cents;
  /** True when no digit was written: the value came from words alone. */
  readonly spoken: boolean;
  /** Digits, a multiplier or a value of ten or more; "two" alone is more likely a count than a price. */
  readonly strong: boolean;
}

const MAX_COMPOUND_LENGTH = 40;

function segment(key: string, lexicon: NumberLexicon): string[] | undefined {
  if (key.length > MAX_COMPOUND_LENGTH) return undefined;
  const memo = new Map<number, string[] | null>();
  const from = (index: number): string[] | null => {
    if (index === key.length) return [];
    const known = memo.get(index);
    if (known !== undefined) return known;
    let result: string[] | null = null;
    for (let stop = key.length; stop > index && result === null; stop -= 1) {
      const part = key.slice(index, stop);
      const kind = lexicon.words.get(part)?.kind;
      const rest = kind === 'unit' || kind === 'multiplier' || kind === 'connector' ? from(stop) : null;
      if (rest !== null) result = [part, ...rest];
    }
    memo.set(index, result);
    return result;
  };
  const parts = from(0);
  const meaningful = parts?.some((part) => lexicon.words.get(part)?.kind !== 'connector') ?? false;
  return parts !== null && parts.length >= 2 && meaningful ? parts : undefined;
}

function splitClitic(key: string, nextKey: string | undefined, lexicon: NumberLexicon): string[] | undefined {
  for (const clitic of lexicon.clitics) {
    if (!key.startsWith(clitic) || key.length <= clitic.length) continue;
    const rest = key.slice(clitic.length);
    const kind = lexicon.words.get(rest);
    const beforeMultiplier = nextKey !== undefined && lexicon.words.get(nextKey)?.kind === 'multiplier';
    const isNumber =
      isPlausibleNumber(rest) ||
      kind?.kind === 'multiplier' ||
      (kind?.kind === 'unit' && (kind.value >= 10 || beforeMultiplier));
    if (isNumber) return [clitic, rest];
  }
  return undefined;
}

/** Splits words that glue a clitic or several number words together; other words pass unchanged. */
export function splitNumberWords(tokens: readonly Token[], lexicons: readonly NumberLexicon[]): Token[] {
  return tokens.flatMap((token, index) => {
    const known = isPlausibleNumber(token.key) || lexicons.some((lexicon) => lexicon.words.has(token.key));
    if (known) return [token];
    const nextKey = tokens[index + 1]?.key;
    for (const lexicon of lexicons) {
      const parts = splitClitic(token.key, nextKey, lexicon) ?? (lexicon.fusedCompounds ? segment(token.key, lexicon) : undefined);
      if (parts !== undefined) return parts.map((part) => ({ raw: part, key: part }));
    }
    return [token];
  });
}

function parseAt(keys: readonly string[], at: number, lexicon: NumberLexicon) {
  return lexicon.order === 'coefficient-first' ? parseCoefficientFirst(keys, at, lexicon) : parseMultiplierFirst(keys, at, lexicon);
}

/** Longest number starting at each word, trying the language's own lexicon before the others. */
export function findNumberSpans(keys: readonly string[], lexicons: readonly NumberLexicon[]): NumberSpan[] {
  const spans: NumberSpan[] = [];
  let at = 0;
  while (at < keys.length) {
    let best: ReturnType<typeof parseAt>;
    for (const lexicon of lexicons) {
      const parsed = parseAt(keys, at, lexicon);
      if (parsed !== undefined && (best === undefined || parsed.end > best.end)) best = parsed;
    }
    const usable = best !== undefined && best.cents > 0n && best.cents <= MAX_AMOUNT_CENTS;
    if (best === undefined || !usable) {
      at += 1;
      continue;
    }
    const strong = best.usedDigits || best.multiplied || best.cents >= 1000n;
    // A lone word for one ("un pain", "ek chai", "one bread") counts an item; it never prices it.
    const countWord = !strong && best.end - at === 1 && best.cents === 100n;
    if (!countWord) spans.push({ start: at, end: best.end, cents: best.cents, spoken: !best.usedDigits, strong });
    at = best.end;
  }
  return spans;
}
