// Hausa, Igbo and Yoruba. Tone marks, dots below and hooked letters are folded away before (ɗ → d,
// ọ → o), so words typed with or without them meet; what is left is grammar: the Hausa genitive
// linker (kudin wuta, motar Kano), Igbo's elided "n'" and verb affixes (azụtara → zụta).
import { type Stemmer, stripPrefixes, stripSuffixes, unique } from './stems.ts';

/** kudin → kudi, motar → mota, albashin → albashi, gidan → gida. */
export const hausaStems: Stemmer = (word) => {
  const linked = /[aeiou][nr]$/u.test(word) && word.length >= 4 ? [word.slice(0, -1)] : [];
  return unique([word, ...linked]);
};

/** n'ulo → ulo; azutara → zuta; akwuru → kwu; etinyere → tinye. */
export const igboStems: Stemmer = (word) => {
  const bare = [word, ...stripPrefixes(word, ["n'", "m'", "na'"], 2)];
  const verbs = bare.flatMap((form) => stripPrefixes(form, ['a', 'e', 'i', 'o', 'u'], 3)).flatMap((form) => [
    form, ...stripSuffixes(form, ['ra', 're', 'ru', 'ro', 'la', 'le', 'ri', 'rị'], 2),
  ]);
  return unique([...bare, ...verbs]);
};

/** Yoruba words do not inflect; only an elided vowel before a vowel-initial word ("n'ile") comes off. */
export const yorubaStems: Stemmer = (word) => unique([word, ...stripPrefixes(word, ["n'", "l'", "s'"], 2)]);
