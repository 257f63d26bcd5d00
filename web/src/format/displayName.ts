// What a language or a country is called in the interface language: the spec's English names while
// it speaks English, CLDR's (Intl.DisplayNames) in the other languages, the English one where CLDR has none.
import type { Language } from '../../../domain/languages.ts';
import { dateLocale, speaksEnglish } from './locale.ts';

function localName(type: 'language' | 'region', code: string, englishName: string): string {
  if (speaksEnglish()) return englishName;
  return new Intl.DisplayNames([dateLocale()], { type, fallback: 'none' }).of(code) ?? englishName;
}

/** A voice language's name as the interface speaks it (the native name is always shown beside it). */
export function languageName({ code, name, nativeName }: Pick<Language, 'code' | 'name' | 'nativeName'>): string {
  const local = localName('language', code, name);
  // The browser's CLDR may have no name for a language in itself (Odia in Chromium): its own name is the native one.
  return local === name && dateLocale().split('-')[0] === code ? nativeName : local;
}
