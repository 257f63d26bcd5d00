// Swahili and Zulu: words are built by prefixes (subject, tense and object on verbs; noun classes,
// locatives and possessive or conjunctive concords on nouns) and a few suffixes. The stemmer peels
// them off in layers and offers every stem it passes, so the dictionary can hold words in any form.
import { type Stemmer, stripPrefixes, stripSuffixes, unique } from './stems.ts';

// Subject (ni- I, u- you, a- he/she, tu- we, m-/mw- you all, wa- they, and the noun classes'), then
// tense (-me- done, -li- past, -na- now, -ta- will, -ki-/-ka-/-sha-), then an optional object.
const SUBJECTS = ['ni', 'u', 'a', 'tu', 'mw', 'm', 'wa', 'i', 'li', 'ya', 'ki', 'vi', 'zi', 'ku'];
const TENSES = ['me', 'li', 'na', 'ta', 'ki', 'ka', 'sha', 'nge'];
const OBJECTS = ['mw', 'm', 'ku', 'wa', 'ki', 'vi', 'li', 'ya', 'zi', 'tu', 'ni'];
const SWAHILI_VERB = new RegExp(`^(?:${SUBJECTS.join('|')})(?:${TENSES.join('|')})((?:${OBJECTS.join('|')})?)(.{2,})$`, 'u');

/** nimelipia → lipia, lipa; imelipwa → lipa; nimemlipa → lipa (and mlipa, kept for an m- stem). */
function swahiliVerb(word: string): string[] {
  const match = SWAHILI_VERB.exec(word);
  if (match === null) return [];
  const [, object = '', root = ''] = match;
  const roots = object === '' ? [root] : [root, object + root];
  const forms: string[] = [];
  for (const stem of roots) {
    forms.push(stem);
    // Applicative (-ia, -ea, -lia, -lea: "to pay for") and passive (-wa) back to the plain verb in -a.
    for (const base of stripSuffixes(stem, ['lia', 'lea', 'ia', 'ea', 'wa'], 2)) forms.push(`${base}a`);
  }
  return forms;
}

// Noun classes in pairs: vi-/ki- (vifaa, kifaa), mi-/m- (miti, mti), wa-/m- (watu, mtu), ma- (mafuta).
const SWAHILI_PLURALS: ReadonlyArray<readonly [string, string]> = [['vi', 'ki'], ['mi', 'm'], ['wa', 'm'], ['vy', 'ch']];

/** hotelini → hoteli, dukani → duka, nimenunua → nunua, vifaa → kifaa, mafuta → futa. */
export const swahiliStems: Stemmer = (word) => {
  const forms = [word];
  // The locative -ni: at the shop, in town, at home.
  const located = stripSuffixes(word, ['ni'], 3);
  forms.push(...located);
  for (const form of [word, ...located]) {
    forms.push(...swahiliVerb(form));
    for (const [plural, singular] of SWAHILI_PLURALS) if (form.startsWith(plural) && form.length > plural.length + 2) forms.push(singular + form.slice(plural.length));
    forms.push(...stripPrefixes(form, ['ma', 'ku'], 3));
  }
  return unique(forms);
};

// Zulu: conjunctive (na- "and/with", nga- "by") and possessive concords (wa-, ya-, la-, sa-, za-,
// kwa-, ba-, lwa-, ka-) fused with the noun's initial vowel (a+i → e, a+u → o), the locative e-/o-
// with -ini/-eni, then the augment and class prefix (umu-, isi-, izin-, ama-, uku- …).
const ZULU_CONCORDS = [
  'kwase', 'wase', 'yase', 'lase', 'sase', 'zase', 'base', 'kwa', 'lwa', 'nga', 'ka',
  'we', 'wo', 'wa', 'ye', 'yo', 'ya', 'le', 'lo', 'la', 'se', 'so', 'sa', 'ze', 'zo', 'za', 'be', 'bo', 'ba', 'ne', 'no', 'na', 'li',
];
const ZULU_CLASSES = [
  'izin', 'izim', 'umu', 'aba', 'abe', 'ama', 'imi', 'isi', 'izi', 'ili', 'ulu', 'ubu', 'uku', 'oku', 'esi', 'eku', 'emi', 'ezi',
  'um', 'in', 'im', 'si', 'zi', 'ku', 'mu', 'i', 'u', 'a', 'e', 'o',
];
const ZULU_SUBJECTS = ['ngi', 'si', 'u', 'ba', 'ni', 'ka'];

function zuluLayers(word: string, depth: number): string[] {
  if (depth === 0) return [];
  const peeled = [...stripPrefixes(word, ZULU_CONCORDS, 3), ...stripPrefixes(word, ZULU_CLASSES, 3)];
  return [...peeled, ...peeled.flatMap((form) => zuluLayers(form, depth - 1))];
}

/** yesikole → sikole, kole; emsebenzini → msebenzi; nopapa → papa; ngithenge → thenge. */
export const zuluStems: Stemmer = (word) => {
  const forms = [word];
  // The locative: e-/o- before, -ini/-eni after (edolobheni → dolobha, emsebenzini → msebenzi).
  const inside = word.length > 4 && /^[eo]/u.test(word) ? [word.slice(1)] : [];
  for (const form of [word, ...inside]) {
    forms.push(form, ...stripSuffixes(form, ['ini', 'eni'], 3).flatMap((stem) => [stem, `${stem}i`, `${stem}a`, `${stem}e`]));
  }
  forms.push(...stripPrefixes(word, ZULU_SUBJECTS, 3));
  return unique([...forms, ...forms.flatMap((form) => zuluLayers(form, 2))]);
};
