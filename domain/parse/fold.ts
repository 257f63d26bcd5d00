// Folds text into a matching key: the form in which keywords, number words and patterns are compared.
// It forgets only what speakers and recognisers write inconsistently; it is never shown to the user.

// Hausa hooked letters are often typed plain; Latin ligatures appear in French words like "œufs".
const LATIN_LETTERS: ReadonlyMap<string, string> = new Map([
  ['ɗ', 'd'], ['ƙ', 'k'], ['ɓ', 'b'], ['ƴ', 'y'], ['ʼ', "'"], ['œ', 'oe'], ['æ', 'ae'],
]);

// Arabic-script letters written several ways by keyboards and recognisers (Arabic and Urdu forms).
const ARABIC_LETTERS: ReadonlyMap<string, string> = new Map([
  ['أ', 'ا'], ['إ', 'ا'], ['آ', 'ا'], ['ٱ', 'ا'], ['ى', 'ی'], ['ي', 'ی'], ['ك', 'ک'], ['ه', 'ہ'],
]);

// Chandrabindu and anusvara are used interchangeably for nasal vowels (पाँच / पांच); so are Gurmukhi
// tippi, adak bindi and bindi.
const NASALS: ReadonlyMap<string, string> = new Map([
  ['\u0901', '\u0902'], ['\u0981', '\u0982'], ['\u0A01', '\u0A02'], ['\u0A70', '\u0A02'],
  ['\u0A81', '\u0A82'], ['\u0B01', '\u0B02'], ['\u0C01', '\u0C02'], ['\u0C81', '\u0C82'],
]);

const LATIN_MARKS = /[\u0300-\u036f]/gu;
const ASCII = /^[\x00-\x7f]*$/u;
// Nukta in Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Telugu, Kannada: हज़ार and हजार are one word.
const NUKTA = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0C3C\u0CBC]/gu;
// Arabic short vowels, shadda, sukun and tatweel are optional in writing.
const ARABIC_OPTIONAL = /[\u064B-\u0652\u0670\u0640]/gu;

function mapChars(text: string, table: ReadonlyMap<string, string>): string {
  let out = '';
  for (const char of text) out += table.get(char) ?? char;
  return out;
}

/**
 * Lower-cases, strips Latin diacritics (tone marks, accents, dots below), maps hooked letters, strips
 * Indic nukta, unifies nasal signs and Arabic letter variants. Indic vowel signs and viramas are kept:
 * they change the word.
 */
export function fold(text: string): string {
  // Plain ASCII has no marks, hooked letters, nasals or Arabic letters to fold: lower case is all.
  if (ASCII.test(text)) return text.toLowerCase();
  const lowered = text.normalize('NFC').toLowerCase();
  const latin = mapChars(lowered, LATIN_LETTERS).normalize('NFD').replace(LATIN_MARKS, '').normalize('NFC');
  const indic = mapChars(latin.replace(NUKTA, ''), NASALS);
  return mapChars(indic.replace(ARABIC_OPTIONAL, ''), ARABIC_LETTERS);
}

/** True when the text has at least one letter and every letter is Latin (so word boundaries apply). */
export function isLatinWord(text: string): boolean {
  return /\p{L}/u.test(text) && !/[^\p{Script=Latin}\s'’-]/u.test(text);
}

/** Scripts whose words take long suffixes (Tamil, Telugu, Kannada, Malayalam, Ethiopic): match stems. */
export function isAgglutinativeScript(text: string): boolean {
  return /[\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Ethiopic}]/u.test(text);
}

/** Escapes a string for use inside a RegExp source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
