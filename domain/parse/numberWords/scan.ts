// Finds every spoken or written number in a list of words and says how sure it is to be a price.
// Splits glued forms first (Arabic بخمسمائة, Afrikaans vyfhonderd) so the grammar sees separate words.
import { type Cents, MAX_AMOUNT_CENTS } from '../decimal.ts';
import type { Token } from '../tokens.ts';
import { segment, stripBantuPrefix, stripCaseEnding } from './compounds.ts';
import { isBoundNumber } from '../quantities.ts';
import { isPlausibleNumber, parseCoefficientFirst, phoneRunEnd } from './grammar.ts';
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
      const stem = stripCaseEnding(token.key, lexicon) ?? stripBantuPrefix(token.key, lexicon);
      if (stem !== undefined) return [{ raw: stem, key: stem }];
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
    const phoneEnd = phoneRunEnd(keys, at);
    if (phoneEnd !== undefined) {
      at = phoneEnd;
      continue;
    }
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
    // "2 kilo", "kilo 5", "route 46": a quantity or a label, only the price if nothing else is said.
    const strong = !isBoundNumber(keys, at, best.end) && (best.usedDigits || best.multiplied || best.cents >= 1000n);
    // A lone word for one ("un pain", "ek chai", "one bread") counts an item; it never prices it.
    const countWord = !strong && best.end - at === 1 && best.cents === 100n;
    if (!countWord) spans.push({ start: at, end: best.end, cents: best.cents, spoken: !best.usedDigits, strong });
    at = best.end;
  }
  return spans;
}
