// English, French and Afrikaans: plural and verb endings, the Afrikaans diminutive, and the parts of
// Afrikaans compounds (huisbaas, treinkaartjie), whose first and last parts carry the meaning.
import { type Stemmer, stripSuffixes, unique } from './stems.ts';

const CONSONANT = /[bcdfghjklmnpqrstvwxz]$/u;

/** "restocked" → restock, "topped" → top, "filling" → fill, "batteries" → battery, "buses" → bus. */
export const englishStems: Stemmer = (word) => {
  const forms = [word];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  forms.push(...stripSuffixes(word, ["'s", 'es', 's'], 3));
  for (const stem of stripSuffixes(word, ['ing', 'ed'], 2)) {
    forms.push(stem, `${stem}e`);
    // A doubled final consonant was added for the ending: topped, shopping.
    if (stem.length > 2 && stem.at(-1) === stem.at(-2) && CONSONANT.test(stem)) forms.push(stem.slice(0, -1));
  }
  return unique(forms.filter((form) => !form.endsWith("'")));
};

/** "marchandises" → marchandise, "légumes" → legume (accents are folded away before). */
export const frenchStems: Stemmer = (word) => unique([word, ...stripSuffixes(word, ['s', 'x'], 3)]);

/** Plural -e/-s, diminutive -tjie/-jie/-ie ("broodjie" → brood). */
export const afrikaansStems: Stemmer = (word) => unique([word, ...stripSuffixes(word, ['tjies', 'tjie', 'jies', 'jie', 'ies', 'ie', 'e', 's'], 3)]);

/**
 * A word of a sentence: its endings, and for a compound its first and last parts of at least four
 * letters (the dictionary decides which are words): "treinkaartjie" → trein, kaartjie, kaart. Only
 * for reading sentences: a dictionary's "werktuigkundige" (mechanic) must not file "werk" (work).
 */
export const afrikaansCompoundStems: Stemmer = (word) => {
  const forms = [...afrikaansStems(word)];
  for (let cut = 4; cut <= word.length - 4; cut += 1) {
    forms.push(word.slice(0, cut), ...afrikaansStems(word.slice(cut)));
  }
  return unique(forms);
};
