// A voice language's name as the interface speaks it (the native name is always shown beside it).
import type { Language } from '../../../domain/languages.ts';
import { localName } from '../format/displayName.ts';

export const languageName = ({ code, name }: Pick<Language, 'code' | 'name'>): string => localName('language', code, name);
