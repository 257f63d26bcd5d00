// What a language or a country is called in the interface language: the spec's English names while
// it speaks English, CLDR's (Intl.DisplayNames) in the other languages, the English one where CLDR has none.
import { dateLocale, speaksEnglish } from './locale.ts';

export function localName(type: 'language' | 'region', code: string, englishName: string): string {
  if (speaksEnglish()) return englishName;
  return new Intl.DisplayNames([dateLocale()], { type, fallback: 'none' }).of(code) ?? englishName;
}
