// The browser's speech recogniser as the voice machine's `recognise` actor: one non-continuous
// session with interim results, translated into speech.* events. Nothing else touches the Web Speech API.
import { fromCallback } from 'xstate';
import type { RecogniseInput, SpeechEvent } from './voiceMachine.ts';

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

function toEvents(event: RecognitionResults): SpeechEvent[] {
  const events: SpeechEvent[] = [];
  let interim = '';
  // A non-continuous session holds one utterance: every non-final result is part of the live hypothesis.
  for (let index = 0; index < event.results.length; index += 1) {
    const result = event.results[index];
    const best = result?.[0];
    if (result === undefined || best === undefined) continue;
    if (!result.isFinal) interim += best.transcript;
    else if (index >= event.resultIndex) events.push({ type: 'speech.final', text: best.transcript, confidence: best.confidence });
  }
  if (interim !== '') events.unshift({ type: 'speech.interim', text: interim });
  return events;
}

export const browserRecogniser = fromCallback<SpeechEvent, RecogniseInput>(({ input, sendBack }) => {
  const Recognition = findRecogniser();
  if (Recognition === undefined) {
    sendBack({ type: 'speech.error', code: 'not-supported' });
    return undefined;
  }
  const recognition = new Recognition();
  recognition.lang = input.locale;
  recognition.continuous = false;
  recognition.interimResults = true;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    for (const speech of toEvents(event)) sendBack(speech);
  };
  recognition.onerror = (event) => sendBack({ type: 'speech.error', code: event.error });
  recognition.onend = () => sendBack({ type: 'speech.end' });
  try {
    recognition.start();
  } catch (error) {
    // start() throws InvalidStateError when another session is still open (a double tap).
    console.warn('Speech recognition did not start', error);
    sendBack({ type: 'speech.error', code: error instanceof Error ? error.name : 'start-failed' });
  }
  return () => {
    recognition.onresult = null;
    recognition.onerror = null;
    recognition.onend = null;
    recognition.abort();
  };
});
