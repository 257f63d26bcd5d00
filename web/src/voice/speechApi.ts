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
  /** Chrome's on-device recognition: true keeps the audio on the phone and works without the network. */
  processLocally?: boolean;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResults) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

/** What Chrome's SpeechRecognition.available() answers; only 'available' means it can listen now. */
export type RecognitionAvailability = 'available' | 'downloadable' | 'downloading' | 'unavailable';

export interface RecogniserConstructor {
  new (): Recogniser;
  /** Chrome 139+: whether these languages can be recognised, and with processLocally, on the device. */
  available?: (options: { langs: string[]; processLocally?: boolean }) => Promise<RecognitionAvailability>;
}

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
