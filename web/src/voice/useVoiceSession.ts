// The Add Expense modal's voice session, loaded after the modal is on screen: until it arrives the
// modal shows the idle view, and what the person does meanwhile (a tap on the mic, typing) waits
// in order and is played into the machine once it has started.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadClient } from '../apolloLoader.ts';
import { usePreferences } from '../user/preferences.ts';
import { useNetworkRecheck } from './useNetworkRecheck.ts';
import type { VoiceEvent } from './voiceMachine.ts';
import type { VoiceSession, VoiceWrites } from './voiceSession.ts';
import { idleView } from './voiceView.ts';
import type { VoiceView } from './voiceView.ts';
import { guessVoiceSupport } from './voiceSupport.ts';

/** Also called by Home once idle, so the first tap finds the chunk cached (and offline use has it). */
export const loadVoiceSession = () => import('./voiceSession.ts');

/** `writes` replaces where captures go (Family's group takes the expenses); the offline outbox otherwise. */
export function useVoiceSession(loadClient: LoadClient, writes?: Partial<VoiceWrites>) {
  const { language, currency, country } = usePreferences();
  // Fixed when the modal opens (a new loadClient each render must not restart the session); a
  // language picked later reaches the machine as an event.
  const [{ input, client, saveTo }] = useState(() => ({
    input: { language, currency, country, voice: guessVoiceSupport(language, navigator.onLine) },
    client: loadClient,
    saveTo: writes,
  }));
  const [view, setView] = useState<VoiceView>(() => idleView(input));
  const [failed, setFailed] = useState(false);
  const session = useRef<VoiceSession | null>(null);
  const waiting = useRef<VoiceEvent[]>([]);

  useEffect(() => {
    let open = true;
    let started: VoiceSession | undefined;
    loadVoiceSession().then(
      ({ startVoiceSession }) => {
        if (!open) return;
        started = startVoiceSession(input, client, setView, saveTo);
        session.current = started;
        for (const event of waiting.current.splice(0)) started.send(event);
      },
      (error: unknown) => {
        console.warn('Add Expense could not load', error);
        if (open) setFailed(true);
      },
    );
    return () => {
      open = false;
      started?.stop();
      session.current = null;
    };
  }, [input, client, saveTo]);

  const send = useCallback((event: VoiceEvent) => {
    if (session.current === null) waiting.current.push(event);
    else session.current.send(event);
  }, []);

  useNetworkRecheck(send);
  return { view, send, failed };
}
