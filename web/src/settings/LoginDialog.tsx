// Logging in from Settings after skipping it at first run: the first run's login machine and
// screen in a dialog. Loaded lazily by AccountCard, so Settings carries none of it until asked.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { loadApolloClient } from '../apolloLoader.ts';
import { loginWithEffects, startingCountry } from '../user/signIn.ts';
import { LoginScreen } from '../user/login/LoginScreen.tsx';
import type { VerifiedAccount } from '../user/login/loginMachine.ts';
import { refreshExpenses } from '../offline/expenses.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { rememberAccount } from '../user/account.ts';
import { getPreferences } from '../user/preferences.ts';
import { t } from '../i18n/index.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

/**
 * The first run's effects, except that the verified account is taken on only once "Welcome Back"
 * has been shown: dropping Apollo's cache while the dialog is up would reload Settings beneath it
 * and unmount the dialog mid-greeting.
 */
function useSettingsLogin() {
  const verified = useRef<VerifiedAccount | null>(null);
  const [machine] = useState(() =>
    loginWithEffects(loadApolloClient).provide({
      actions: {
        rememberAccount: (_, { account }) => {
          verified.current = account;
        },
      },
    }),
  );
  const takeOn = async () => {
    const account = verified.current;
    if (account === null) return;
    verified.current = null;
    rememberAccount(account);
    // The session now names the phone's user: every cached answer and the local copy are refreshed.
    await (await loadApolloClient()).resetStore();
    void refreshExpenses();
  };
  return { machine, takeOn };
}

export default function LoginDialog({ onClose }: { onClose: () => void }) {
  const { machine, takeOn } = useSettingsLogin();
  const actor = useActorRef(machine, { input: { country: startingCountry(getPreferences()) } });
  // Verified (after "Welcome Back") or skipped: either way the dialog has done its part.
  const finished = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (!finished) return;
    onClose();
    void takeOn().catch(() => undefined);
  }, [finished, onClose, takeOn]);
  return (
    <Dialog title={t(SETTINGS_MESSAGES.account.loginDialog)} onClose={onClose}>
      <LoginScreen actor={actor} />
    </Dialog>
  );
}
