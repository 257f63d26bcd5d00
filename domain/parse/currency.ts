// Currency signs, codes and words in a transcript: removed from the text, remembered when unambiguous.
// Knows which words name which currency; it does not convert or format amounts.
import { LANGUAGES, type LanguageCode } from '../languages.ts';
import { fold } from './fold.ts';

export type CurrencyCode =
  | 'KES' | 'UGX' | 'TZS' | 'NGN' | 'ZAR' | 'GHS' | 'ETB' | 'MAD' | 'EGP'
  | 'INR' | 'BDT' | 'PKR' | 'USD' | 'EUR' | 'GBP' | 'USDT' | 'XOF' | 'XAF';

/** null: a currency word that does not say which currency (shillings, taka, francs, riyal). */
type CurrencyMarker = CurrencyCode | null;
type Marker = CurrencyMarker;

const SYMBOLS: ReadonlyArray<readonly [string, Marker]> = [
  ['GH₵', 'GHS'], ['gh₵', 'GHS'], ['₵', 'GHS'], ['₹', 'INR'], ['₦', 'NGN'], ['$', 'USD'], ['€', 'EUR'], ['£', 'GBP'],
  ['৳', 'BDT'], ['﷼', null],
];

// Codes written against a number ("KSh1,500", "500ksh", "Rs.200"); letters only, so "rs" cannot be a word.
const ABBREVIATIONS: Readonly<Record<string, Marker>> = {
  ksh: 'KES', kshs: 'KES', kes: 'KES', ush: 'UGX', ugx: 'UGX', tsh: 'TZS', tzs: 'TZS', ngn: 'NGN',
  rs: 'INR', inr: 'INR', zar: 'ZAR', etb: 'ETB', ghs: 'GHS', usd: 'USD', eur: 'EUR', gbp: 'GBP',
  egp: 'EGP', dh: 'MAD', dhs: 'MAD', usdt: 'USDT', bdt: 'BDT', pkr: 'PKR', xof: 'XOF', xaf: 'XAF', sh: null, shs: null,
};

const ABBREVIATION_SOURCE = Object.keys(ABBREVIATIONS).sort((a, b) => b.length - a.length).join('|');
const PREFIX_ABBREVIATION = new RegExp(`(?<![\\p{L}\\p{M}])(${ABBREVIATION_SOURCE})\\.?\\s?(?=\\d)`, 'giu');
const SUFFIX_ABBREVIATION = new RegExp(`(?<=\\d)\\s?(${ABBREVIATION_SOURCE})\\.?(?![\\p{L}\\p{M}])`, 'giu');
// South African "R50" and Nigerian "N500": capital letter directly before the number, nothing else.
const RAND_PREFIX = /(?<![\p{L}\p{M}\p{N}])R\s?(?=\d)/gu;
const NAIRA_PREFIX = /(?<![\p{L}\p{M}\p{N}])N\s?(?=\d)/gu;
// East African "500/=" and Indian "500/-" close an amount.
const CLOSING_MARK = /(?<=\d)\s?\/[=-]/gu;

const WORD_LISTS: ReadonlyArray<readonly [Marker, string]> = [
  ['INR', `rupees rupee rupay rupaye rupaiye rupaya rupiya rupiye rupye rs inr रुपये रुपए रुपया रुपयों रूपये रूपए रु
    રૂપિયા રૂપિયો રૂ ਰੁਪਏ ਰੁਪਈਏ ਰੁਪਿਆ ரூபாய் ரூ రూపాయలు రూపాయి రూపాయిలు రూపాయల రూ ರೂಪಾಯಿ ರೂಪಾಯಿಗಳು ರೂ രൂപ ଟଙ୍କା
    টকা روپے روپیہ روپئے روپیے روپیوں`],
  ['KES', 'ksh kshs kes bob'], ['UGX', 'ush ugx'], ['TZS', 'tsh tzs'], ['NGN', 'naira ngn'],
  ['ZAR', 'rand rands zar randi amarandi'], ['GHS', 'cedi cedis ghs'], ['ETB', 'birr etb ብር'],
  ['MAD', 'dirham dirhams dhs درهم دراهم'], ['EGP', 'egp جنيه جنيهات'], ['USD', 'usd dollar dollars دولار دولارات ዶላር'],
  ['EUR', 'eur euro euros يورو'], ['GBP', 'gbp'], ['PKR', 'pkr'], ['BDT', 'bdt'], ['USDT', 'usdt'],
  ['XOF', 'xof'], ['XAF', 'xaf'],
  // Shillings are Kenyan, Ugandan or Tanzanian; টাকা is the rupee in Kolkata and the taka in Dhaka;
  // a CFA franc is West African (XOF) or Central African (XAF): the person's own currency says which.
  [null, 'sh shs shillings shilling shilingi silingi ريال ريالات دينار fcfa cfa francs franc টাকা'],
];

/** Whole words naming a currency, keyed by their folded form. */
const WORDS: ReadonlyMap<string, Marker> = new Map(
  WORD_LISTS.flatMap(([marker, list]) => list.split(/\s+/u).filter(Boolean).map((word): [string, Marker] => [fold(word), marker])),
);

// "Kenya shillings", "Indian rupees": the country word names the currency and goes with it.
const COUNTRY_WORDS: ReadonlyMap<string, CurrencyCode> = new Map([
  ['kenya', 'KES'], ['kenyan', 'KES'], ['uganda', 'UGX'], ['ugandan', 'UGX'], ['tanzania', 'TZS'],
  ['tanzanian', 'TZS'], ['nigerian', 'NGN'], ['indian', 'INR'], ['ghana', 'GHS'], ['ghanaian', 'GHS'],
  ['ethiopian', 'ETB'], ['egyptian', 'EGP'], ['moroccan', 'MAD'], ['american', 'USD'], ['us', 'USD'],
  ['pakistani', 'PKR'], ['african', 'ZAR'],
]);

// Inflected forms (ரூபாய்க்கு "for rupees", টাকার "of taka") start with the currency word.
const INFLECTED_STEMS = [...WORDS.entries()].filter(([word]) => !/\p{Script=Latin}/u.test(word) && [...word].length >= 3);

function markerOfWord(folded: string): Marker | undefined {
  const exact = WORDS.get(folded.replace(/\.$/, ''));
  if (exact !== undefined) return exact;
  return INFLECTED_STEMS.find(([stem]) => folded.startsWith(stem))?.[1];
}

export interface CurrencyFound {
  readonly text: string;
  readonly markers: readonly Marker[];
}

/**
 * Removes signs and codes written against numbers. Runs before lower-casing: "R50" is rand, "r" is
 * not. In an Indian-language phrase R may be a rupee shorthand as well, so there it names none.
 */
export function stripCurrencyMarks(text: string, language?: LanguageCode): CurrencyFound {
  const rand: Marker = language !== undefined && LANGUAGES[language].region === 'indian' ? null : 'ZAR';
  const markers: Marker[] = [];
  let out = text;
  for (const [symbol, marker] of SYMBOLS) {
    const parts = out.split(symbol);
    for (let i = 1; i < parts.length; i += 1) markers.push(marker);
    out = parts.join(' ');
  }
  const remember = (marker: Marker) => (): string => {
    markers.push(marker);
    return ' ';
  };
  const byAbbreviation = (_: string, code: string): string => {
    markers.push(ABBREVIATIONS[code.toLowerCase()] ?? null);
    return ' ';
  };
  out = out
    .replace(CLOSING_MARK, remember(null))
    .replace(RAND_PREFIX, remember(rand))
    .replace(NAIRA_PREFIX, remember('NGN'))
    .replace(PREFIX_ABBREVIATION, byAbbreviation)
    .replace(SUFFIX_ABBREVIATION, byAbbreviation);
  return { text: out, markers };
}

/** Removes currency words from a list of words; a country word directly before one goes too. */
export function stripCurrencyWords(words: readonly string[]): { words: string[]; markers: Marker[] } {
  const kept: string[] = [];
  const markers: Marker[] = [];
  for (const word of words) {
    const marker = markerOfWord(fold(word));
    if (marker === undefined) {
      kept.push(word);
      continue;
    }
    const previous = kept.at(-1);
    const country = previous === undefined ? undefined : COUNTRY_WORDS.get(fold(previous));
    if (country !== undefined) kept.pop();
    markers.push(marker ?? country ?? null);
  }
  return { words: kept, markers };
}

/** One currency when every marker that names one agrees; otherwise none. */
export function resolveCurrency(markers: readonly Marker[]): CurrencyCode | undefined {
  const named = new Set(markers.filter((marker): marker is CurrencyCode => marker !== null));
  return named.size === 1 ? [...named][0] : undefined;
}
