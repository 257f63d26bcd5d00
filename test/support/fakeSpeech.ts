// A phone that hears one phrase: a fake Web Speech recogniser (headless chromium hears nothing) and
// the stored preferences of a person past the first run, installed in the page before the app loads
// with `page.addInitScript(installFakeSpeech, { phrase, preferences })`.

export interface FakeSpeech {
  /** What every tap of the mic hears, as one final result (unless the page sets window.__nextPhrase). */
  phrase: string;
  /**
   * Heard first, as a result not yet final (the words so far); the phrase follows only when the test
   * calls `window.__hearTheRest()`, so the words so far stay on screen until the test has seen them
   * (a fixed half second was missed once under a loaded CI machine).
   */
  interim?: string;
  /** Instead, every session fails with this error code ('not-allowed': the microphone was refused). */
  error?: string;
  /** Written to the app's preferences unless the page already has some (a reload keeps them). */
  preferences: Record<string, unknown>;
}

/** Serialised into the page by playwright: it must not use anything from this module's scope. */
export function installFakeSpeech({ phrase, interim, error, preferences }: FakeSpeech): void {
  // Each session as it was started, for a test that checks what was (or was not) listened to, and how.
  const started: { lang: string; continuous: boolean; interimResults: boolean }[] = [];
  Reflect.set(window, '__recognitions', started);
  type Alternative = { transcript: string; confidence: number };
  type Handler<T> = ((event: T) => void) | null;
  class FakeRecognition {
    lang = '';
    continuous = true;
    interimResults = false;
    maxAlternatives = 1;
    onresult: Handler<{ resultIndex: number; results: (Alternative[] & { isFinal: boolean })[] }> = null;
    onerror: Handler<{ error: string }> = null;
    onend: (() => void) | null = null;
    start(): void {
      started.push({ lang: this.lang, continuous: this.continuous, interimResults: this.interimResults });
      if (error !== undefined) {
        setTimeout(() => this.onerror?.({ error }), 100);
        setTimeout(() => this.onend?.(), 150);
        return;
      }
      const result = (transcript: string, isFinal: boolean, confidence: number) =>
        Object.assign([{ transcript, confidence }], { isFinal });
      // A journey that says several things sets window.__nextPhrase before each tap of the mic.
      const next: unknown = Reflect.get(window, '__nextPhrase');
      const heard = typeof next === 'string' ? next : phrase;
      const hearTheRest = () => {
        this.onresult?.({ resultIndex: 0, results: [result(heard, true, 0.9)] });
        setTimeout(() => this.onend?.(), 200);
      };
      if (interim === undefined) {
        setTimeout(hearTheRest, 300);
        return;
      }
      setTimeout(() => this.onresult?.({ resultIndex: 0, results: [result(interim, false, 0)] }), 300);
      Reflect.set(window, '__hearTheRest', hearTheRest);
    }
    stop(): void {}
    abort(): void {}
  }
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    Object.defineProperty(window, name, { value: FakeRecognition, configurable: true, writable: true });
  }
  if (localStorage.getItem('sauti.preferences') === null) localStorage.setItem('sauti.preferences', JSON.stringify(preferences));
}
