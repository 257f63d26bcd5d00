// Which of Sauti's languages could have written a phrase, by the scripts it is written in: where a phrase
// is read when the person's own language finds nothing in it, as people write the languages they speak
// whatever their phone is set to (Kiswahili on an English phone, Marathi on a Hindi one, Hinglish).
import { LANGUAGES, type LanguageCode } from '../languages.ts';

// Latin is also how Hindi is typed on a Latin keyboard: Hindi's lists carry romanised Hindi.
const SCRIPTS: ReadonlyArray<readonly [script: RegExp, languages: readonly LanguageCode[]]> = [
  [/\p{Script=Latin}/u, ['en', 'sw', 'fr', 'ha', 'yo', 'ig', 'zu', 'af', 'hi']],
  [/\p{Script=Devanagari}/u, ['hi', 'mr']],
  [/\p{Script=Bengali}/u, ['bn', 'as']],
  [/\p{Script=Arabic}/u, ['ar', 'ur']],
  [/\p{Script=Ethiopic}/u, ['am']],
  [/\p{Script=Gujarati}/u, ['gu']],
  [/\p{Script=Gurmukhi}/u, ['pa']],
  [/\p{Script=Oriya}/u, ['or']],
  [/\p{Script=Tamil}/u, ['ta']],
  [/\p{Script=Telugu}/u, ['te']],
  [/\p{Script=Kannada}/u, ['kn']],
  [/\p{Script=Malayalam}/u, ['ml']],
];

/**
 * The languages other than `own` written in the scripts of `text`, those of own's part of the world
 * first (a Kenyan's Latin phrase is more likely Kiswahili than romanised Hindi).
 */
export function otherLanguagesWriting(text: string, own: LanguageCode): LanguageCode[] {
  const written = SCRIPTS.filter(([script]) => script.test(text)).flatMap(([, languages]) => languages);
  const others = [...new Set(written)].filter((language) => language !== own);
  const region = LANGUAGES[own].region;
  return [...others.filter((language) => LANGUAGES[language].region === region), ...others.filter((language) => LANGUAGES[language].region !== region)];
}
