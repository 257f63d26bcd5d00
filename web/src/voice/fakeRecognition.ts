// Test support: a fake Web Speech recogniser that records each session the code starts, so a
// test can play results and errors into it. Used by the recogniser and Add Expense modal tests.
import type { RecognitionResults, Recogniser } from './speechApi.ts';

export const sessions: FakeRecognition[] = [];

export class FakeRecognition implements Recogniser {
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 5;
  onresult: ((event: RecognitionResults) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  aborted = false;
  constructor() {
    sessions.push(this);
  }
  start() {}
  abort() {
    this.aborted = true;
  }
  /** Plays one result, as the browser delivers it (interim, or final with its confidence). */
  say(text: string, isFinal: boolean, confidence = 0.9) {
    this.onresult?.(results(0, [text, confidence, isFinal]));
  }
}

export function results(resultIndex: number, ...items: [text: string, confidence: number, isFinal: boolean][]): RecognitionResults {
  return { resultIndex, results: items.map(([transcript, confidence, isFinal]) => Object.assign([{ transcript, confidence }], { isFinal })) };
}
