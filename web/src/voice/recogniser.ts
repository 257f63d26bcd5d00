// The browser's speech recogniser as the voice machine's `recognise` actor: one non-continuous
// session with interim results, translated into speech.* events. Nothing else touches the Web Speech API.
import { fromCallback } from 'xstate';
import type { LanguageCode } from '../../../domain/languages.ts';
import { findRecogniser } from './speechApi.ts';
import type { RecognitionResults } from './speechApi.ts';
import type { CheckVoiceInput, RecogniseInput, SpeechEvent, VoiceCheckRequest, VoiceEvent } from './voiceMachine.ts';
import { checkVoiceSupport } from './voiceSupport.ts';
import type { VoiceSupport } from './voiceSupport.ts';

// The Savings and Family screens look the recogniser up through this module, beside the actor.
export { findRecogniser };

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
  if (input.processLocally) recognition.processLocally = true;
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

/**
 * The machine's checkVoice actor around a check: asks at start and on each request, and answers only
 * the latest question (a slow answer for the previous language is dropped).
 */
export function voiceCheck(check: (language: LanguageCode) => Promise<VoiceSupport>) {
  return fromCallback<VoiceCheckRequest, CheckVoiceInput>(({ input, sendBack, receive }) => {
    let language = input.language;
    let asked = 0;
    let stopped = false;
    const ask = () => {
      const question = (asked += 1);
      check(language).then(
        (support) => {
          if (!stopped && question === asked) sendBack({ type: 'voice.support', support } satisfies VoiceEvent);
        },
        (error: unknown) => console.warn('The voice check failed', error),
      );
    };
    receive((request) => {
      if (request.type === 'language.change') language = request.language;
      ask();
    });
    ask();
    return () => {
      stopped = true;
    };
  });
}

export const browserVoiceCheck = voiceCheck((language) => checkVoiceSupport(language, navigator.onLine));
