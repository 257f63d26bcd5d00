// A voice language's name as the interface speaks it (the native name is always shown beside it).
import type { Language } from '../../../domain/languages.ts';
import { localName } from '../format/displayName.ts';
import { dateLocale } from '../format/locale.ts';

export function languageName({ code, name, nativeName }: Pick<Language, 'code' | 'name' | 'nativeName'>): string {
  const local = localName('language', code, name);
  // The browser's CLDR may have no name for a language in itself (Odia in Chromium): its own name is the native one.
  return local === name && dateLocale().split('-')[0] === code ? nativeName : local;
}
