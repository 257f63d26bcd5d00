// Whether this phone can listen in a language before anyone taps the mic: Chrome's own answer where
// it has SpeechRecognition.available(), else what Chrome's server recogniser is known to cover.
// No xstate here: the Add Expense modal paints the first guess before the voice machine loads.
import { LANGUAGES } from '../../../domain/languages.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { t } from '../i18n/index.ts';
import { languageName } from '../format/displayName.ts';
import { VOICE_MESSAGES as M } from './messages.ts';
import { findRecogniser } from './speechApi.ts';

/**
 * remote: the browser's recogniser listens over the network. on-device: it listens on the phone.
 * no-browser: no Web Speech API at all. no-language: none for this language. offline: only a
 * network recogniser has the language, and there is no network.
 */
export type VoiceSupport = 'remote' | 'on-device' | 'no-browser' | 'no-language' | 'offline';

export const canListen = (support: VoiceSupport): boolean => support === 'remote' || support === 'on-device';

// Google's published list for Chrome's (server) recogniser covers 17 of the 22; not Hausa, Igbo,
// Yoruba, Odia or Assamese.
const SERVER_RECOGNISED: ReadonlySet<LanguageCode> = new Set([
  'en', 'sw', 'fr', 'ar', 'am', 'zu', 'af', 'kn', 'gu', 'hi', 'ta', 'mr', 'ml', 'te', 'bn', 'pa', 'ur',
]);

/** At once, from the table: what the modal shows until the browser's own answer arrives. */
export function guessVoiceSupport(language: LanguageCode, online: boolean): VoiceSupport {
  if (findRecogniser() === undefined) return 'no-browser';
  if (!SERVER_RECOGNISED.has(language)) return 'no-language';
  return online ? 'remote' : 'offline';
}

/** The browser's own answer where it can give one (an on-device pack beats the network), else the guess. */
export async function checkVoiceSupport(language: LanguageCode, online: boolean): Promise<VoiceSupport> {
  const available = findRecogniser()?.available;
  if (available === undefined) return guessVoiceSupport(language, online);
  const langs = [LANGUAGES[language].speechCode];
  try {
    if ((await available({ langs, processLocally: true })) === 'available') return 'on-device';
    if (!online) return 'offline';
    return (await available({ langs, processLocally: false })) === 'unavailable' ? 'no-language' : 'remote';
  } catch (error) {
    // A permissions policy may forbid asking: fall back to what is known.
    console.warn('SpeechRecognition.available failed', error);
    return guessVoiceSupport(language, online);
  }
}

/** The line that says why the mic is not offered, in the interface language; null when it is. */
export function voiceNotice(support: VoiceSupport, language: LanguageCode): string | null {
  const name = languageName(LANGUAGES[language]);
  switch (support) {
    case 'remote':
    case 'on-device':
      return null;
    case 'no-browser':
      return t(M.unsupported);
    case 'no-language':
      return t(M.noRecogniser, { language: name });
    case 'offline':
      return t(M.voiceOffline, { language: name });
    default: {
      const unknown: never = support;
      return unknown;
    }
  }
}
