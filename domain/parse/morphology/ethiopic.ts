// Amharic: prepositions written onto the word (ለ to/for, በ by/at, የ of, ከ from, ወደ towards) and
// endings that change the last syllable's vowel (ሱቅ shop, ሱቁ the shop, ሱቁን). A key writes the last
// syllable in its consonant form (the sixth order), so every vowel the ending gave it meets.
import { type Stemmer, stripPrefixes, stripSuffixes, unique } from './stems.ts';

const PREFIXES = ['እንደ', 'ስለ', 'ወደ', 'ለ', 'በ', 'የ', 'ከ', 'እ'];
const SUFFIXES = ['ዎችን', 'ዎች', 'ውን', 'ችን', 'ዬን', 'ው', 'ን', 'ና', 'ች', 'ዬ', 'ህ', 'ሽ', 'ም', 'ዋ'];

const FIRST = 0x1200;
const LAST = 0x135a;

/** The last syllable in its consonant form: ቁ → ቅ, ና → ን (each consonant has eight forms in a row). */
export function consonantEnding(word: string): string {
  const chars = [...word];
  const last = chars.at(-1)?.codePointAt(0);
  if (last === undefined || last < FIRST || last > LAST) return word;
  const sixth = last - ((last - FIRST) % 8) + 5;
  return [...chars.slice(0, -1), String.fromCodePoint(sixth)].join('');
}

/** ለሱቁ → ሱቁ, ሱቅ; ለመኪናው → መኪና, መኪን; የቤት → ቤት. */
export const amharicStems: Stemmer = (word) => {
  const bare = [word, ...stripPrefixes(word, PREFIXES, 2)];
  const stems = [...bare, ...bare.flatMap((form) => stripSuffixes(form, SUFFIXES, 2))];
  return unique([...stems, ...stems.map(consonantEnding)]);
};
