// What the interface-language choice says (Settings, Language & Region). Its own catalog file,
// locales/<lang>/language.json, so it never collides with a translator's settings.json.
import { defineMessages, msg } from './index.ts';

export const LANGUAGE_MESSAGES = defineMessages('language', {
  label: msg('App language'),
  hint: msg('Screens and messages appear in this language'),
  sameAsVoice: msg('Same as voice language'),
});
