// The generated tables: one per language, and Hindi as typed in Latin letters, which every Indian
// language also reads. Which tables a language reads is decided here.
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../languages.ts';

export const TABLE_NAMES = [...LANGUAGE_CODES, 'hi-Latn'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

/** The language's own table, romanised Hindi for the Indian languages, English last. */
export function tablesFor(language: LanguageCode): readonly TableName[] {
  if (language === 'en') return ['en'];
  return LANGUAGES[language].region === 'indian' ? [language, 'hi-Latn', 'en'] : [language, 'en'];
}
