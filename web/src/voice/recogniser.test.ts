// The browser recogniser adapter against a fake Web Speech API: settings handed to the browser,
// results turned into speech.* events, the Android repeat, and cleanup when the machine moves on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FakeRecognition, results, sessions } from './fakeRecognition.ts';
import { browserRecogniser, findRecogniser, voiceCheck } from './recogniser.ts';
import { voiceMachine } from './voiceMachine.ts';
import type { Analysis, AnalyseInput } from './voiceMachine.ts';

function start() {
  const analyse = vi.fn((_input: AnalyseInput) =>
    Promise.resolve<Analysis>({ description: 'Chakula', amount: '500.00', category: 'food', confidence: 0.9 }),
  );
  const machine = voiceMachine.provide({
    actors: {
      recognise: browserRecogniser,
      checkVoice: voiceCheck(() => Promise.resolve('remote')),
      analyse: fromPromise(({ input }) => analyse(input)),
    },
  });
  const actor = createActor(machine, { input: { language: 'sw', currency: 'KES', voice: 'remote' } }).start();
  actor.send({ type: 'voice.start' });
  return { actor, analyse };
}

afterEach(() => {
  delete window.SpeechRecognition;
  delete window.webkitSpeechRecognition;
  sessions.length = 0;
});

describe('browserRecogniser', () => {
  it('is looked up at use time, prefixed or not', () => {
    expect(findRecogniser()).toBeUndefined();
    window.webkitSpeechRecognition = FakeRecognition;
    expect(findRecogniser()).toBe(FakeRecognition);
  });

  it('opens one non-continuous session with interim results in the recognition locale', () => {
    window.webkitSpeechRecognition = FakeRecognition;
    start();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ lang: 'sw-KE', continuous: false, interimResults: true, maxAlternatives: 1 });
  });

  it('passes interim and final results on, skips the Android repeat, and analyses once on end', async () => {
    window.SpeechRecognition = FakeRecognition;
    const { actor, analyse } = start();
    const [session] = sessions;
    session?.onresult?.(results(0, ['nimenunua', 0, false]));
    expect(actor.getSnapshot().context.transcript).toBe('nimenunua');
    session?.onresult?.(results(0, ['nimenunua chakula 500', 0.9, true]));
    session?.onresult?.(results(1, ['nimenunua chakula 500', 0.9, true], ['nimenunua chakula 500', 0, true]));
    session?.onend?.();
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    expect(analyse).toHaveBeenCalledTimes(1);
    expect(analyse).toHaveBeenCalledWith({ text: 'nimenunua chakula 500', language: 'sw' });
    expect(session?.aborted).toBe(true);
  });

  it('reports the browser’s error code', () => {
    window.SpeechRecognition = FakeRecognition;
    const { actor } = start();
    sessions[0]?.onerror?.({ error: 'not-allowed' });
    expect(actor.getSnapshot().context.error).toBe('Speech recognition error: not-allowed');
  });

  it('takes a recogniser that vanished between render and tap as no voice here, with no error code shown', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({ voice: 'no-browser', error: null });
  });
});
