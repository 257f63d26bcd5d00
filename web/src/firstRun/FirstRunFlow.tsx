// The first-run flow on screen: a full-screen modal over Home showing whichever step the flow
// machine is on, with the real effects provided. Loaded lazily by FirstRunGate.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { LoadClient } from '../apolloLoader.ts';
import { loadApolloClient } from '../apolloLoader.ts';
import { getPreferences, setPreferences } from '../user/preferences.ts';
import { fromPromise } from 'xstate';
import { graphql } from '../gql/index.ts';
import { t } from '../i18n/index.ts';
import { useDocumentTitle } from '../ui/ScreenHeader.tsx';
import { FIRST_RUN_MESSAGES } from './messages.ts';
import { loginWithEffects, startingCountry, suggestedCountry, walletWithEffects } from '../user/signIn.ts';
import { onboardingMachine } from './onboardingMachine.ts';
import { firstRunMachine } from './firstRunMachine.ts';
import { LoginScreen } from '../user/login/LoginScreen.tsx';
import { FullScreenModal } from '../ui/Dialog.tsx';
import { OnboardingScreen } from './OnboardingScreen.tsx';
import { WalletConnectScreen } from '../user/wallet/WalletConnectScreen.tsx';

const CompleteOnboarding = graphql(`
  mutation CompleteOnboarding($input: CompleteOnboardingInput) {
    completeOnboarding(input: $input) {
      id
      onboardingCompleted
    }
  }
`);

function onboardingWithEffects(loadClient: LoadClient) {
  return onboardingMachine.provide({
    actions: {
      // The device copy is the person's: the server's answer is not written back, so a server
      // that is slow or unreachable changes nothing they chose.
      rememberOnboarding: (_, { choice }) => setPreferences({ onboardingComplete: true, ...choice }),
    },
    actors: {
      completeOnboarding: fromPromise(async ({ input }) =>
        (await loadClient()).mutate({ mutation: CompleteOnboarding, variables: { input: input.choice ?? {} } }),
      ),
    },
  });
}

export function FirstRunFlow({ onDone, loadClient = loadApolloClient }: { onDone: () => void; loadClient?: LoadClient }) {
  const [machine] = useState(() =>
    firstRunMachine.provide({
      actors: {
        onboarding: onboardingWithEffects(loadClient),
        login: loginWithEffects(loadClient),
        wallet: walletWithEffects(loadClient),
      },
    }),
  );
  const [input] = useState(() => {
    const preferences = getPreferences();
    return { country: startingCountry(preferences), suggestedCountry: suggestedCountry(preferences), phone: preferences.phone };
  });
  const actor = useActorRef(machine, { input });
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const children = useSelector(actor, (snapshot) => snapshot.children);
  useDocumentTitle(t(FIRST_RUN_MESSAGES.welcome.screenName));

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  if (done) return null;
  return (
    <FullScreenModal label={t(FIRST_RUN_MESSAGES.welcome.title)}>
      {children.onboarding && <OnboardingScreen actor={children.onboarding} />}
      {children.login && <LoginScreen actor={children.login} />}
      {children.wallet && <WalletConnectScreen actor={children.wallet} />}
    </FullScreenModal>
  );
}
