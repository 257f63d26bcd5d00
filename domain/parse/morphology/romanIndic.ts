// Indian languages typed or recognised in Latin letters: "ghar ka kiraya", "dukanor babe maal", "mess
// la saapadu". People spell them many ways (bhada, bhaada, bhadu; ghor, ghar; machha, macha), so a
// word is compared by a spelling key; native-script words get the same key through transliteration,
// so a dictionary written in Odia or Bengali script also reads its romanised speech.
import type { LanguageCode } from '../../languages.ts';
import { type Stemmer, stripSuffixes, unique } from './stems.ts';

// Case endings and postpositions as they are typed onto romanised words: ghar-ku, dukan-or, hotel-il.
const ROMAN_ENDINGS = [
  'madhe', 'mathe', 'mein', 'lekku', 'loki', 'babe', 'pain', 'kku', 'ile', 'ilo', 'ere', 'ore', 'ku', 'ki', 'ke', 'ko', 'la', 'le',
  'ne', 're', 'ru', 'lo', 'il', 'ok', 'or', 'ar', 'er', 'te', 'ti', 'me', 'se', 'r', 't', 'k', 'e',
];

/**
 * The spelling key: doubled letters (and chh) single, the final vowel dropped, long vowels short, the
 * inherent vowel written o (Bengali, Assamese, Odia) read as a, w as v, z as j, x as s. Aspiration is
 * kept: ghar (home) and gari (vehicle) differ by it.
 */
export function romanKey(word: string): string {
  const simple = word
    .replace(/[^a-z]/gu, '')
    .replace(/aa/gu, 'a').replace(/ee|ii/gu, 'i').replace(/oo|uu/gu, 'u').replace(/ou/gu, 'o')
    .replace(/w/gu, 'v').replace(/z/gu, 'j').replace(/q/gu, 'k').replace(/x/gu, 's').replace(/y$/u, 'i')
    .replace(/([a-z])\1+/gu, '$1')
    .replace(/chh|cch/gu, 'ch')
    .replace(/o/gu, 'a');
  return simple.length > 3 ? simple.replace(/[aeiu]+$/u, '') : simple;
}

/** The spelling keys a romanised word may be written under: as it is, and without an ending. */
export const romanIndicStems: Stemmer = (word) => unique([word, ...stripSuffixes(word, ROMAN_ENDINGS, 3)].map(romanKey).filter((key) => key.length >= 2));

// The Indic blocks share one layout (offsets from the block's start), so one table reads them all.
const VOWELS: Readonly<Record<number, string>> = {
  0x05: 'a', 0x06: 'aa', 0x07: 'i', 0x08: 'ii', 0x09: 'u', 0x0a: 'uu', 0x0b: 'ri', 0x0e: 'e', 0x0f: 'e', 0x10: 'ai', 0x12: 'o', 0x13: 'o', 0x14: 'au',
};
const SIGNS: Readonly<Record<number, string>> = {
  0x3e: 'aa', 0x3f: 'i', 0x40: 'ii', 0x41: 'u', 0x42: 'uu', 0x43: 'ri', 0x46: 'e', 0x47: 'e', 0x48: 'ai', 0x4a: 'o', 0x4b: 'o', 0x4c: 'au', 0x57: 'au',
};
const CONSONANTS: Readonly<Record<number, string>> = {
  0x15: 'k', 0x16: 'kh', 0x17: 'g', 0x18: 'gh', 0x19: 'n', 0x1a: 'ch', 0x1b: 'chh', 0x1c: 'j', 0x1d: 'jh', 0x1e: 'n', 0x1f: 't', 0x20: 'th',
  0x21: 'd', 0x22: 'dh', 0x23: 'n', 0x24: 't', 0x25: 'th', 0x26: 'd', 0x27: 'dh', 0x28: 'n', 0x29: 'n', 0x2a: 'p', 0x2b: 'ph', 0x2c: 'b',
  0x2d: 'bh', 0x2e: 'm', 0x2f: 'y', 0x30: 'r', 0x31: 'r', 0x32: 'l', 0x33: 'l', 0x34: 'l', 0x35: 'v', 0x36: 'sh', 0x37: 'sh', 0x38: 's',
  0x39: 'h', 0x58: 'k', 0x59: 'kh', 0x5a: 'g', 0x5b: 'j', 0x5c: 'd', 0x5d: 'dh', 0x5e: 'f', 0x5f: 'y',
};
const NASAL = new Set([0x01, 0x02]);
const VIRAMA = 0x4d;
const BLOCKS = [0x0900, 0x0980, 0x0a00, 0x0a80, 0x0b00, 0x0b80, 0x0c00, 0x0c80, 0x0d00];
// Letters outside the shared layout: Assamese ra and wa, Gurmukhi tippi, Malayalam chillus.
const EXTRA: ReadonlyMap<number, string> = new Map([
  [0x09f0, 'r'], [0x09f1, 'v'], [0x0a70, 'n'], [0x0a71, ''], [0x0d7a, 'n'], [0x0d7b, 'n'], [0x0d7c, 'r'], [0x0d7d, 'l'], [0x0d7e, 'l'], [0x0d7f, 'k'],
]);

/** Assamese pronounces its c and sibilants as s (মাছ "mas"). */
const BY_LANGUAGE: Readonly<Partial<Record<LanguageCode, ReadonlyMap<number, string>>>> = {
  as: new Map([[0x099a, 's'], [0x099b, 's'], [0x09b6, 's'], [0x09b7, 's']]),
};
const NUKTA = 0x3c;
/** Bengali script writes ড় and ঢ় (ḍ and ḍh with a nukta) for r (বাড়ি "bari"); Devanagari's ड़ is typed d. */
const R_WITH_NUKTA = new Set<LanguageCode>(['bn', 'as']);

/**
 * Latin letters for a word in an Indian script (a plain scheme, enough for romanKey): ভাড়া → bhaaraa.
 * Give it the word before folding: folding drops the nukta that makes ড় an r.
 */
export function transliterate(word: string, language: LanguageCode): string {
  const special = BY_LANGUAGE[language];
  let out = '';
  let pending = false; // a consonant waiting for its vowel
  for (const char of word.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    const base = BLOCKS.find((block) => code >= block && code < block + 0x80);
    const offset = base === undefined ? -1 : code - base;
    const consonant = special?.get(code) ?? EXTRA.get(code) ?? (base === undefined ? undefined : CONSONANTS[offset]);
    if (consonant !== undefined && (special?.has(code) === true || EXTRA.has(code) || CONSONANTS[offset] !== undefined)) {
      if (pending) out += 'a';
      out += consonant;
      pending = !(code >= 0x0d7a && code <= 0x0d7f) && consonant !== '';
    } else if (base !== undefined && SIGNS[offset] !== undefined) {
      out += SIGNS[offset];
      pending = false;
    } else if (base !== undefined && offset === NUKTA) {
      if (R_WITH_NUKTA.has(language) && /d(h?)$/u.test(out)) out = out.replace(/d(h?)$/u, 'r$1');
    } else if (base !== undefined && offset === VIRAMA) {
      pending = false;
    } else if (base !== undefined && VOWELS[offset] !== undefined) {
      if (pending) out += 'a';
      out += VOWELS[offset];
      pending = false;
    } else if (base !== undefined && NASAL.has(offset)) {
      if (pending) out += 'a';
      out += 'n';
      pending = false;
    } else {
      if (pending) out += 'a';
      pending = false;
      if (base === undefined) out += char;
    }
  }
  return pending ? `${out}a` : out;
}
