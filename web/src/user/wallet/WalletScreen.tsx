// /wallet: the wallet connection (spec §2's wallet connect modal) as its own screen, opened from
// Home's wallet card "Connect" when the person wants it — never in front of their first expense.
// Done, skipped or continued, it goes back to Home.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { loadApolloClient } from '../../apolloLoader.ts';
import { t } from '../../i18n/index.ts';
import { useDocumentTitle } from '../../ui/ScreenHeader.tsx';
import { getPreferences } from '../preferences.ts';
import { walletWithEffects } from '../signIn.ts';
import { WALLET_MESSAGES } from './messages.ts';
import { WalletConnectScreen } from './WalletConnectScreen.tsx';

export function WalletScreen() {
  const [, navigate] = useLocation();
  const [machine] = useState(() => walletWithEffects(loadApolloClient));
  const actor = useActorRef(machine, { input: { phone: getPreferences().phone } });
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useDocumentTitle(t(WALLET_MESSAGES.connectTitle));
  useEffect(() => {
    if (done) navigate('/');
  }, [done, navigate]);
  return <WalletConnectScreen actor={actor} />;
}
