// Arabic and Urdu: the article and one-letter proclitics (ال، و، ب، ل، ف، ك) before the word, pronoun
// and plural endings after it, and Urdu's oblique -ے back to -ہ or -ا (رکشے → رکشہ). Input is folded
// (parse/fold.ts), so ي is ی, ك is ک and ه is ہ.
import { type Stemmer, stripPrefixes, stripSuffixes, unique } from './stems.ts';

const PREFIXES = ['وال', 'بال', 'فال', 'کال', 'لل', 'ال', 'وب', 'ول', 'و', 'ف', 'ب', 'ل', 'ک'];
const ARABIC_SUFFIXES = ['ہما', 'ہم', 'ہا', 'کم', 'نا', 'ات', 'ین', 'ون', 'ان', 'ہ', 'ی', 'ک'];
const URDU_SUFFIXES = ['وں', 'یں', 'ئیں', 'ی'];
const URDU_OBLIQUE: ReadonlyArray<readonly [string, string]> = [['ے', 'ہ'], ['ے', 'ا']];

/** والإيجار → ایجار; بالمحل → محل; فاتورتی → فاتورت (and فاتورة by the table). */
export const arabicStems: Stemmer = (word) => {
  const bare = [word, ...stripPrefixes(word, PREFIXES, 2)];
  const stems = [...bare, ...bare.flatMap((form) => stripSuffixes(form, ARABIC_SUFFIXES, 2))];
  // A feminine noun's ة becomes ت before an ending (فاتورتک): offer the ة back.
  return unique([...stems, ...stems.filter((form) => form.endsWith('ت')).map((form) => `${form.slice(0, -1)}ة`)]);
};

/** رکشے → رکشہ; لڑکے → لڑکا; دکانوں → دکان. */
export const urduStems: Stemmer = (word) => {
  const forms = [word, ...stripSuffixes(word, URDU_SUFFIXES, 2)];
  for (const [from, to] of URDU_OBLIQUE) if (word.endsWith(from) && word.length > 2) forms.push(word.slice(0, -from.length) + to);
  return unique([...forms, ...stripPrefixes(word, ['ال'], 2)]);
};
