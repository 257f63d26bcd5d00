// The phone's voice for a meeting: one phrase heard through the browser's recogniser (the voice
// kit finds it) and the totals read back by its synthesiser in the app's language.
import { LANGUAGES } from '../../../domain/languages.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import { findRecogniser } from '../voice/speechApi.ts';

/** What was said, once; null where the browser cannot listen or heard nothing. */
export function listenOnce(language: LanguageCode): Promise<string | null> {
  const Recogniser = findRecogniser();
  if (!Recogniser) return Promise.resolve(null);
  return new Promise((resolve) => {
    const recogniser = new Recogniser();
    let heard: string | null = null;
    recogniser.lang = LANGUAGES[language].speechCode;
    recogniser.continuous = false;
    recogniser.interimResults = false;
    recogniser.maxAlternatives = 1;
    recogniser.onresult = (event) => {
      const result = event.results[event.results.length - 1];
      if (result?.isFinal) heard = result[0]?.transcript ?? null;
    };
    recogniser.onerror = () => resolve(null);
    recogniser.onend = () => resolve(heard);
    recogniser.start();
  });
}

/** Reads `text` aloud in `language`; false where the browser has no synthesiser. */
export function speak(text: string, language: LanguageCode): boolean {
  if (!('speechSynthesis' in window) || typeof SpeechSynthesisUtterance !== 'function') return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = LANGUAGES[language].speechCode;
  utterance.rate = 0.8;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

/** Names said one after another ("Amina, Juma na Wanjiru"): split on commas and the word for "and". */
export function namesSaid(text: string): string[] {
  return text
    .split(/,|;|\s+(?:and|na|et|en|le|da|ati|और|এবং|و)\s+/iu)
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map((name) => name.charAt(0).toLocaleUpperCase() + name.slice(1));
}
