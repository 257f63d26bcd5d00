// The voice machine headless: fake recogniser, analysis and save actors stand in for the browser
// and the server, so every transition is driven and observed directly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { LanguageCode } from '../../../domain/languages.ts';
import { CHAKULA, CHAKULA_SAVED } from './chakula.fixture.ts';
import { voiceCheck } from './recogniser.ts';
import { isMicBlocked, voiceMachine } from './voiceMachine.ts';
import type { Analysis, AnalyseInput, RecogniseInput, SaveBillInput, SaveInput, SaveIouInput, SaveSavingInput, SpeechEvent } from './voiceMachine.ts';
import type { VoiceSupport } from './voiceSupport.ts';

interface HarnessOptions {
  /** What this phone can do for each language (the checkVoice actor's answer); 'remote' where unnamed. */
  support?: Partial<Record<LanguageCode, VoiceSupport>>;
  /** The first guess the modal opens with; the check's answer follows. */
  voice?: VoiceSupport;
  language?: LanguageCode;
  country?: string;
  analyse?: (input: AnalyseInput) => Promise<Analysis>;
}

function harness(options: HarnessOptions = {}) {
  let emit: (event: SpeechEvent) => void = () => undefined;
  const locales: string[] = [];
  const listened: RecogniseInput[] = [];
  const checked: LanguageCode[] = [];
  const stopped = vi.fn();
  const analyse = vi.fn(options.analyse ?? (() => Promise.resolve(CHAKULA)));
  const save = vi.fn((_input: SaveInput) => Promise.resolve());
  const saveSaving = vi.fn((_input: SaveSavingInput) => Promise.resolve());
  const saveIou = vi.fn((_input: SaveIouInput) => Promise.resolve());
  const saveBill = vi.fn((_input: SaveBillInput) => Promise.resolve());
  const machine = voiceMachine.provide({
    actors: {
      recognise: fromCallback<SpeechEvent, RecogniseInput>(({ input, sendBack }) => {
        locales.push(input.locale);
        listened.push(input);
        emit = sendBack;
        return stopped;
      }),
      analyse: fromPromise<Analysis, AnalyseInput>(({ input }) => analyse(input)),
      save: fromPromise<void, SaveInput>(({ input }) => save(input)),
      saveSaving: fromPromise<void, SaveSavingInput>(({ input }) => saveSaving(input)),
      saveIou: fromPromise<void, SaveIouInput>(({ input }) => saveIou(input)),
      saveBill: fromPromise<void, SaveBillInput>(({ input }) => saveBill(input)),
      checkVoice: voiceCheck((language) => {
        checked.push(language);
        return Promise.resolve(options.support?.[language] ?? 'remote');
      }),
    },
  });
  const actor = createActor(machine, {
    input: { language: options.language ?? 'sw', currency: 'KES', voice: options.voice ?? 'remote', country: options.country ?? null },
  }).start();
  return { actor, speak: (event: SpeechEvent) => emit(event), locales, listened, checked, stopped, analyse, save, saveSaving, saveIou, saveBill };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('voiceMachine', () => {
  it('listens in the language’s recognition locale: interim, then final, then analysing, then detected', async () => {
    const { actor, speak, locales, stopped, analyse } = harness();
    actor.send({ type: 'voice.start' });
    expect(actor.getSnapshot().matches('listening')).toBe(true);
    expect(locales).toEqual(['sw-KE']);

    speak({ type: 'speech.interim', text: 'nimenunua' });
    expect(actor.getSnapshot().context.transcript).toBe('nimenunua');
    speak({ type: 'speech.final', text: 'nimenunua chakula 500', confidence: 0.9 });
    expect(actor.getSnapshot().context.transcript).toBe('nimenunua chakula 500');
    speak({ type: 'speech.end' });
    expect(actor.getSnapshot().matches('analysing')).toBe(true);
    expect(analyse).toHaveBeenCalledWith({ text: 'nimenunua chakula 500', language: 'sw' });

    const detected = await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    expect(detected.context.analysis).toEqual(CHAKULA);
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('voice.start clears the transcript, the analysis and the error', async () => {
    const { actor, speak } = harness();
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.error', code: 'no-speech' });
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Speech recognition error: no-speech');

    actor.send({ type: 'voice.start' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, transcript: '' });
    speak({ type: 'speech.final', text: 'nimenunua chakula 500', confidence: 0.9 });
    speak({ type: 'speech.end' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));

    actor.send({ type: 'voice.start' });
    expect(actor.getSnapshot().context).toMatchObject({ transcript: '', analysis: null, error: null, finalHeard: false });
  });

  it('shows the spec\'s recognition error for other failures and closes the recogniser', () => {
    const { actor, speak, stopped } = harness();
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.interim', text: 'nime' });
    speak({ type: 'speech.error', code: 'audio-capture' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('Speech recognition error: audio-capture');
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('keeps the code of a refused microphone, which a new start or typed text clears', () => {
    const { actor, speak } = harness();
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.error', code: 'not-allowed' });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Speech recognition error: not-allowed', errorCode: 'not-allowed' });
    expect(isMicBlocked(actor.getSnapshot().context.errorCode)).toBe(true);
    actor.send({ type: 'text.submit', text: 'chakula 500' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorCode: null });
    expect(isMicBlocked('no-speech')).toBe(false);
    expect(isMicBlocked('service-not-allowed')).toBe(true);
  });

  it('turns a failed analysis into an error the person can retry from', async () => {
    const { actor } = harness({ analyse: () => Promise.reject(new Error('parser chunk failed to load')) });
    actor.send({ type: 'text.submit', text: 'chakula 500' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(failed.context.error).toBe('Could not understand that. Please try again.');
    expect(failed.can({ type: 'voice.start' })).toBe(true);
  });

  it('without a recogniser the mic cannot start, but typing still works', async () => {
    const { actor, locales } = harness({ voice: 'no-browser', support: { sw: 'no-browser' } });
    expect(actor.getSnapshot().can({ type: 'voice.start' })).toBe(false);
    actor.send({ type: 'voice.start' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(locales).toEqual([]);

    actor.send({ type: 'text.submit', text: 'nimenunua chakula 500' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
  });

  it('ignores Android’s confidence-0 repeat of a final result: one analysis only', async () => {
    const { actor, speak, analyse } = harness();
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.final', text: 'nimenunua chakula 500', confidence: 0.9 });
    speak({ type: 'speech.final', text: 'nimenunua chakula 500 nimenunua chakula 500', confidence: 0 });
    expect(actor.getSnapshot().context.transcript).toBe('nimenunua chakula 500');
    speak({ type: 'speech.end' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    speak({ type: 'speech.final', text: 'nimenunua chakula 500', confidence: 0 });
    expect(analyse).toHaveBeenCalledTimes(1);
  });

  it('accepts a confidence-0 final when it is the only one (some Android builds never score)', async () => {
    const { actor, speak, analyse } = harness();
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.final', text: 'nimenunua chakula 500', confidence: 0 });
    speak({ type: 'speech.end' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    expect(analyse).toHaveBeenCalledWith({ text: 'nimenunua chakula 500', language: 'sw' });
  });

  it('analyses after a grace period when the recogniser never reports its end', () => {
    vi.useFakeTimers();
    const { actor, speak, analyse } = harness();
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.final', text: 'chakula 500', confidence: 0.8 });
    vi.advanceTimersByTime(1499);
    expect(actor.getSnapshot().matches('listening')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('analysing')).toBe(true);
    expect(analyse).toHaveBeenCalledTimes(1);
  });

  it('keeps the mic disabled while analysing: neither start nor stop is accepted', () => {
    const { actor, speak, analyse } = harness({ analyse: () => new Promise<Analysis>(() => undefined) });
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.final', text: 'chakula 500', confidence: 0.8 });
    speak({ type: 'speech.end' });
    const analysing = actor.getSnapshot();
    expect(analysing.value).toBe('analysing');
    expect(analysing.can({ type: 'voice.start' })).toBe(false);
    expect(analysing.can({ type: 'voice.stop' })).toBe(false);
    actor.send({ type: 'voice.start' });
    expect(actor.getSnapshot().value).toBe('analysing');
    expect(analyse).toHaveBeenCalledTimes(1);
  });

  it('ends listening with nothing heard back in idle; cancel stops the recogniser and clears', () => {
    const { actor, speak, stopped } = harness();
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.end' });
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.interim', text: 'nimenunua' });
    actor.send({ type: 'voice.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.transcript).toBe('');
    expect(stopped).toHaveBeenCalledTimes(2);
  });

  it('asks at start whether the phone can listen, and the mic follows the answer (Odia: no recogniser)', async () => {
    const { actor, locales, checked } = harness({ language: 'or', support: { or: 'no-language' } });
    await waitFor(actor, (snapshot) => snapshot.context.voice === 'no-language');
    expect(checked).toEqual(['or']);
    expect(actor.getSnapshot().can({ type: 'voice.start' })).toBe(false);
    actor.send({ type: 'voice.start' });
    expect(locales).toEqual([]);
    actor.send({ type: 'text.submit', text: 'ପିଲାର ଔଷଧ ୨୦୦' });
    expect(actor.getSnapshot().matches('analysing')).toBe(true);
  });

  it('asks again on a language change and listens in that language, on the phone where it can', async () => {
    const { actor, listened, checked } = harness({ support: { ha: 'no-language', hi: 'on-device' } });
    actor.send({ type: 'language.change', language: 'ha' });
    await waitFor(actor, (snapshot) => snapshot.context.voice === 'no-language');
    actor.send({ type: 'language.change', language: 'hi' });
    await waitFor(actor, (snapshot) => snapshot.context.voice === 'on-device');
    expect(checked).toEqual(['sw', 'ha', 'hi']);
    actor.send({ type: 'voice.start' });
    expect(listened).toEqual([{ locale: 'hi-IN', processLocally: true }]);
  });

  it('asks again when the network comes or goes', async () => {
    const support: Partial<Record<LanguageCode, VoiceSupport>> = { sw: 'remote' };
    const { actor, checked } = harness({ support });
    await waitFor(actor, (snapshot) => snapshot.context.voice === 'remote');
    support.sw = 'offline';
    actor.send({ type: 'voice.recheck' });
    await waitFor(actor, (snapshot) => snapshot.context.voice === 'offline');
    expect(checked).toEqual(['sw', 'sw']);
    expect(actor.getSnapshot().can({ type: 'voice.start' })).toBe(false);
  });

  it('takes the recogniser saying it has no such language, or no network, as no voice here: no error code shown', async () => {
    const { actor, speak } = harness();
    await waitFor(actor, (snapshot) => snapshot.context.voice === 'remote');
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.error', code: 'language-not-supported' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ voice: 'no-language', error: null });
    actor.send({ type: 'voice.recheck' });
    await waitFor(actor, (snapshot) => snapshot.context.voice === 'remote');
    actor.send({ type: 'voice.start' });
    speak({ type: 'speech.error', code: 'network' });
    expect(actor.getSnapshot().context).toMatchObject({ voice: 'offline', error: null });
  });

  it('drops a slow answer for a language the person has already left', async () => {
    let answer: (support: VoiceSupport) => void = () => undefined;
    const machine = voiceMachine.provide({
      actors: {
        checkVoice: voiceCheck((language) => (language === 'ha' ? new Promise((resolve) => { answer = resolve; }) : Promise.resolve('remote'))),
      },
    });
    const actor = createActor(machine, { input: { language: 'ha', currency: 'NGN', voice: 'no-language' } }).start();
    actor.send({ type: 'language.change', language: 'en' });
    await waitFor(actor, (snapshot) => snapshot.context.voice === 'remote');
    answer('no-language');
    await Promise.resolve();
    expect(actor.getSnapshot().context.voice).toBe('remote');
  });

  it('analyses typed text; a newer phrase replaces one still being analysed; blank text clears', async () => {
    const answers = new Map<string, Analysis>([['ऑटो 120', { description: 'ऑटो', amount: '120.00', category: 'transport', confidence: 0.88 }]]);
    const { actor, analyse } = harness({
      language: 'hi',
      analyse: ({ text }) => new Promise((resolve) => setTimeout(() => resolve(answers.get(text) ?? CHAKULA), 5)),
    });
    actor.send({ type: 'text.submit', text: 'ऑटो' });
    actor.send({ type: 'text.submit', text: '  ऑटो 120 ' });
    const detected = await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    expect(analyse).toHaveBeenLastCalledWith({ text: 'ऑटो 120', language: 'hi' });
    expect(detected.context.analysis?.category).toBe('transport');

    actor.send({ type: 'text.submit', text: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.analysis).toBeNull();
  });

  it('confirms only a complete expense, saves it with the original text, and finishes', async () => {
    const { actor, save } = harness({
      analyse: ({ text }) => Promise.resolve(text.includes('500') ? CHAKULA : { ...CHAKULA, amount: null }),
    });
    actor.send({ type: 'text.submit', text: 'nimenunua chakula' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    expect(actor.getSnapshot().can({ type: 'expense.confirm' })).toBe(false);

    actor.send({ type: 'text.submit', text: 'nimenunua chakula 500' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected') && snapshot.context.analysis?.amount !== null);
    actor.send({ type: 'expense.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(save).toHaveBeenCalledWith(CHAKULA_SAVED);
  });

  it('hands the save the day the phrase said, and no day when it said none', async () => {
    const { actor, save } = harness({ analyse: () => Promise.resolve({ ...CHAKULA, day: '2026-11-25' }) });
    actor.send({ type: 'text.submit', text: 'nimenunua chakula 500 jana' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    actor.send({ type: 'expense.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ description: 'Chakula', day: '2026-11-25' }));
  });

  it('returns to detected when the save fails, so the person can try again', async () => {
    const { actor, save } = harness();
    save.mockRejectedValueOnce(new Error('quota exceeded'));
    actor.send({ type: 'text.submit', text: 'nimenunua chakula 500' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    actor.send({ type: 'expense.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected') && save.mock.calls.length === 1);
    expect(actor.getSnapshot().context.analysis).toEqual(CHAKULA);
  });

  it('records a phrase heard as a saving as a saving, never as an expense', async () => {
    const emergency: Analysis = { description: 'Savings for dharura', amount: '1000.00', category: 'other', confidence: 0.63, saving: { goalType: 'emergency', goalName: 'dharura' } };
    const { actor, save, saveSaving } = harness({ analyse: () => Promise.resolve(emergency) });
    actor.send({ type: 'text.submit', text: 'weka akiba 1000 kwa dharura' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    actor.send({ type: 'expense.confirm' });
    expect(actor.getSnapshot().matches('recordingSaving')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saveSaving).toHaveBeenCalledWith({
      description: 'Savings for dharura',
      amount: '1000.00',
      currency: 'KES',
      goalType: 'emergency',
      goalName: 'dharura',
      language: 'sw',
      originalText: 'weka akiba 1000 kwa dharura',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('records money lent as money lent, never as an expense or a saving', async () => {
    const lent: Analysis = { description: 'Juma', amount: '500.00', category: 'other', confidence: 0.7, iou: { direction: 'lent', person: 'Juma' } };
    const { actor, save, saveSaving, saveIou } = harness({ analyse: () => Promise.resolve(lent) });
    actor.send({ type: 'text.submit', text: 'nimemkopesha Juma 500' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    actor.send({ type: 'expense.confirm' });
    expect(actor.getSnapshot().matches('recordingIou')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saveIou).toHaveBeenCalledWith({ person: 'Juma', direction: 'lent', amount: '500.00', currency: 'KES' });
    expect(save).not.toHaveBeenCalled();
    expect(saveSaving).not.toHaveBeenCalled();
  });

  it('cannot confirm money borrowed until the person is named, and never falls back to an expense', async () => {
    const nobody: Analysis = { description: '', amount: '200.00', category: 'other', confidence: 0.5, iou: { direction: 'borrowed', person: null } };
    const { actor, save, saveIou } = harness({ analyse: () => Promise.resolve(nobody) });
    actor.send({ type: 'text.submit', text: 'nimekopa 200' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    expect(actor.getSnapshot().can({ type: 'expense.confirm' })).toBe(false);
    actor.send({ type: 'expense.confirm' });
    expect(actor.getSnapshot().matches('detected')).toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(saveIou).not.toHaveBeenCalled();
  });

  it('sets a bill said with its cycle up as a bill, never as an expense (issue 33: "kodi ya nyumba kila mwezi 8000")', async () => {
    const rent: Analysis = { description: 'Kodi ya nyumba', amount: '8000.00', category: 'bills', confidence: 0.8, bill: { cycle: 'monthly' } };
    const { actor, save, saveBill } = harness({ analyse: () => Promise.resolve(rent) });
    actor.send({ type: 'text.submit', text: 'kodi ya nyumba kila mwezi 8000' });
    await waitFor(actor, (snapshot) => snapshot.matches('detected'));
    actor.send({ type: 'expense.confirm' });
    expect(actor.getSnapshot().matches('recordingBill')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saveBill).toHaveBeenCalledWith({ description: 'Kodi ya nyumba', amount: '8000.00', currency: 'KES', category: 'bills', language: 'sw', cycle: 'monthly' });
    expect(save).not.toHaveBeenCalled();
  });

  it('listens for Arabic as spoken in Egypt on an Egyptian phone (ar-EG, not ar-SA: issue 33)', () => {
    const { actor, locales } = harness({ language: 'ar', country: 'EG' });
    actor.send({ type: 'voice.start' });
    expect(locales).toEqual(['ar-EG']);
  });
});
