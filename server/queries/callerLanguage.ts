// The language the caller's screens speak: the interface language they chose, else their voice
// language (as the phone decides it, web/src/i18n/locale.ts). What the app writes for them to read
// (an imported fee line's name) is written in it.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../domain/languages.ts';
import { findUser } from '../../projections/users/queries.ts';
import type { App, Caller } from '../context.ts';

export async function screensLanguage(app: App, caller: Caller): Promise<LanguageCode> {
  const user = await findUser(app.db, caller.userId);
  const shown = user?.interfaceLanguage ?? user?.language ?? DEFAULT_LANGUAGE;
  return isLanguageCode(shown) ? shown : DEFAULT_LANGUAGE;
}
