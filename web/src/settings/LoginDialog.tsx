// Logging in from Settings after skipping it at first run: the first run's login machine and
// screen in a dialog, with the same effects (the device copy and cached answers follow the account).
// Loaded lazily by AccountCard, so Settings carries none of it until asked.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { loadApolloClient } from '../apolloLoader.ts';
import { loginWithEffects } from '../firstRun/effects.ts';
import { startingCountry } from '../firstRun/FirstRunFlow.tsx';
import { LoginScreen } from '../firstRun/LoginScreen.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { getPreferences } from '../user/preferences.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';

export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const [machine] = useState(() => loginWithEffects(loadApolloClient));
  const actor = useActorRef(machine, { input: { country: startingCountry(getPreferences()) } });
  // Verified (after "Welcome Back") or skipped: either way the dialog has done its part.
  const finished = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);
  return (
    <Dialog title={ACCOUNT_MESSAGES.loginDialog} onClose={onClose}>
      <LoginScreen actor={actor} />
    </Dialog>
  );
}
