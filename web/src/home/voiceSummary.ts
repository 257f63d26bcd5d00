// "AI Voice Summary": the day's total spoken by the browser's synthesiser at rate 0.8, in a voice
// chosen by the user's language prefix (spec §7). Where the browser has no synthesiser: a warning only.
import { LANGUAGES } from '../../../domain/languages.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { daySummarySentence } from '../../../domain/spokenSummary.ts';

const SPEECH_SETTINGS = { rate: 0.8, pitch: 1, volume: 1 } as const;

/** Android reports voice locales as "sw_KE" on some builds; compare on the lower-cased prefix. */
function languagePrefix(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] ?? '';
}

function pickVoice(voices: readonly SpeechSynthesisVoice[], speechCode: string): SpeechSynthesisVoice | undefined {
  const prefix = languagePrefix(speechCode);
  return voices.find((voice) => languagePrefix(voice.lang) === prefix);
}

/** Chrome loads its voice list lazily: asking early means the first tap can already pick a voice. */
export function warmUpVoices(): void {
  if ('speechSynthesis' in window) window.speechSynthesis.getVoices();
}

/** Speaks the summary; false (after a console warning) where speech synthesis is missing. */
export function speakDaySummary(total: string, currency: string, language: LanguageCode): boolean {
  if (!('speechSynthesis' in window) || typeof SpeechSynthesisUtterance !== 'function') {
    console.warn('Speech synthesis is not supported in this browser');
    return false;
  }
  const synthesiser = window.speechSynthesis;
  const voices = synthesiser.getVoices();
  // A phone with no voice for the language would read its script badly or not at all: say it in
  // English there (an empty list means the voices are not loaded yet, so keep the language).
  const spoken = voices.length > 0 && !pickVoice(voices, LANGUAGES[language].speechCode) ? 'en' : language;
  const { speechCode } = LANGUAGES[spoken];
  const utterance = new SpeechSynthesisUtterance(daySummarySentence(total, currency, spoken));
  utterance.lang = speechCode;
  utterance.rate = SPEECH_SETTINGS.rate;
  utterance.pitch = SPEECH_SETTINGS.pitch;
  utterance.volume = SPEECH_SETTINGS.volume;
  const voice = pickVoice(voices, speechCode);
  if (voice !== undefined) utterance.voice = voice;
  // A second tap restarts the summary rather than queueing a copy behind the first.
  synthesiser.cancel();
  synthesiser.speak(utterance);
  return true;
}
