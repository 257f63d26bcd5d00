// Voice that needs the network comes and goes with it: tells the voice machine to ask again whenever
// the phone goes online or offline, so the mic and its notice follow.
import { useEffect } from 'react';
import type { VoiceEvent } from './voiceMachine.ts';

export function useNetworkRecheck(send: (event: VoiceEvent) => void): void {
  useEffect(() => {
    const recheck = () => send({ type: 'voice.recheck' });
    window.addEventListener('online', recheck);
    window.addEventListener('offline', recheck);
    return () => {
      window.removeEventListener('online', recheck);
      window.removeEventListener('offline', recheck);
    };
  }, [send]);
}
