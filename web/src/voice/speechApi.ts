// The Web Speech API as this app sees it: the recogniser's shape and where the browser keeps it.
// No xstate here, so the Add Expense modal's first paint (Home's chunk) can ask whether voice works.

/** The fields of a SpeechRecognitionEvent we read: a structural subset, so tests can build one. */
export interface RecognitionResults {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string; confidence: number }> & { isFinal: boolean }>;
}

/** The part of the Web Speech API we use (TypeScript's DOM library types the events but not the recogniser). */
export interface Recogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResults) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

export type RecogniserConstructor = new () => Recogniser;

declare global {
  interface Window {
    SpeechRecognition?: RecogniserConstructor;
    webkitSpeechRecognition?: RecogniserConstructor;
  }
}

/** Looked up at use time, not at import, so tests (and late polyfills) can put their own in place. */
export function findRecogniser(): RecogniserConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.SpeechRecognition ?? window.webkitSpeechRecognition;
}
