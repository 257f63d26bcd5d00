// The shape of a spoken-number vocabulary, and the lookup the number grammar reads it through.
// Each language module only lists words; how they combine lives in grammar.ts.
import { fold } from '../fold.ts';

/**
 * coefficient-first: "five hundred", "पाँच सौ", "cinq cents", "አምስት መቶ".
 * multiplier-first: "mia tano" (hundred five), "dari biyar", "amakhulu amahlanu", "puku abụọ".
 */
type NumberOrder = 'coefficient-first' | 'multiplier-first';

/** Hindustani सवा / साढ़े / पौने adjust the number that follows by a quarter or a half. */
export type Modifier = 0.25 | 0.5 | -0.25;

export interface NumberLexiconSource {
  readonly name: string;
  readonly order: NumberOrder;
  /** Words (or space-separated phrases) with a fixed value: units, teens, tens, fused hundreds. */
  readonly units: Readonly<Record<string, number>>;
  /** Words that multiply what goes with them: hundred, thousand, lakh, crore, million. */
  readonly multipliers: Readonly<Record<string, number>>;
  /** "and" inside numbers: "one hundred and fifty", "elfu mbili na mia tano". */
  readonly connectors?: readonly string[];
  /** "half" after a connector adds 0.5: "one and a half thousand", "elfu moja na nusu". */
  readonly halves?: readonly string[];
  readonly modifiers?: Readonly<Record<string, Modifier>>;
  /** Words meaning one only in front of a multiplier: "a hundred". */
  readonly articles?: readonly string[];
  /** One-letter prefixes glued to a number word: Arabic و (and) and ب (for), Amharic በ and ለ. */
  readonly clitics?: readonly string[];
  /** Numbers written as one word: "vyfhonderd", "পাঁচশো", "पाचशे". */
  readonly fusedCompounds?: boolean;
  /** Units may precede tens after a connector: "خمسة وعشرون", "vyf-en-twintig". */
  readonly unitsBeforeTens?: boolean;
  /** Joined numbers change the vowel at the seam: Tamil இருநூற்று + ஐம்பது = இருநூற்றைம்பது. */
  readonly sandhi?: boolean;
  /** Case endings on number words: हजाराचा, লাখের, ಸಾವಿರದ, લાખનો ("of a thousand"). */
  readonly caseEndings?: boolean;
  /** Bantu prefixes that fuse with a number's first vowel: nga + amakhulu = ngamakhulu, nge + ikhulu. */
  readonly prefixForms?: ReadonlyArray<readonly [prefix: string, vowel: string]>;
}

export type WordKind =
  | { readonly kind: 'unit'; readonly value: number }
  | { readonly kind: 'multiplier'; readonly value: number }
  | { readonly kind: 'connector' }
  | { readonly kind: 'half' }
  | { readonly kind: 'modifier'; readonly value: Modifier }
  | { readonly kind: 'article' };

export interface NumberLexicon {
  readonly name: string;
  readonly order: NumberOrder;
  readonly fusedCompounds: boolean;
  readonly unitsBeforeTens: boolean;
  readonly sandhi: boolean;
  readonly caseEndings: boolean;
  readonly clitics: readonly string[];
  readonly prefixForms: ReadonlyArray<readonly [prefix: string, vowel: string]>;
  /** Folded word or phrase → what it is. */
  readonly words: ReadonlyMap<string, WordKind>;
  /** Longest phrase length in words, to bound look-ahead. */
  readonly longestPhrase: number;
}

export function buildLexicon(source: NumberLexiconSource): NumberLexicon {
  const words = new Map<string, WordKind>();
  const add = (word: string, kind: WordKind) => {
    const key = fold(word).trim().split(/\s+/u).join(' ');
    if (key !== '' && !words.has(key)) words.set(key, kind);
  };
  for (const [word, value] of Object.entries(source.multipliers)) add(word, { kind: 'multiplier', value });
  for (const [word, value] of Object.entries(source.units)) add(word, { kind: 'unit', value });
  for (const [word, value] of Object.entries(source.modifiers ?? {})) add(word, { kind: 'modifier', value });
  for (const word of source.halves ?? []) add(word, { kind: 'half' });
  for (const word of source.connectors ?? []) add(word, { kind: 'connector' });
  for (const word of source.articles ?? []) add(word, { kind: 'article' });
  const longestPhrase = Math.max(1, ...[...words.keys()].map((key) => key.split(' ').length));
  return {
    name: source.name,
    order: source.order,
    fusedCompounds: source.fusedCompounds ?? false,
    unitsBeforeTens: source.unitsBeforeTens ?? false,
    sandhi: source.sandhi ?? false,
    caseEndings: source.caseEndings ?? false,
    clitics: (source.clitics ?? []).map(fold),
    prefixForms: source.prefixForms ?? [],
    words,
    longestPhrase,
  };
}

/** Adds each word's oblique forms by its ending: Tamil நூறு → நூற்று, ஆயிரம் → ஆயிரத்து. */
export function withObliques(table: Readonly<Record<string, number>>, endings: ReadonlyArray<readonly [string, string]>): Record<string, number> {
  const out: Record<string, number> = { ...table };
  for (const [word, value] of Object.entries(table)) {
    for (const [from, to] of endings) {
      if (word.endsWith(from)) out[word.slice(0, word.length - from.length) + to] ??= value;
    }
  }
  return out;
}

/** Builds a word → value table from a space-separated list whose n-th word is worth start + n·step. */
export function sequence(words: string, start: number, step = 1): Record<string, number> {
  const table: Record<string, number> = {};
  words.split(/\s+/u).filter(Boolean).forEach((word, index) => {
    for (const spelling of word.split('/')) table[spelling] = start + index * step;
  });
  return table;
}
