// The first-run flow on screen: a full-screen modal over Home showing whichever step the flow
// machine is on, with the real effects provided. Loaded lazily by FirstRunGate.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { LoadClient } from '../apolloLoader.ts';
import { loadApolloClient } from '../apolloLoader.ts';
import { chooseLanguages } from '../i18n/locale.ts';
import { getPreferences, setPreferences } from '../user/preferences.ts';
import { fromPromise } from 'xstate';
import { graphql } from '../gql/index.ts';
import { t } from '../i18n/index.ts';
import { useDocumentTitle } from '../ui/ScreenHeader.tsx';
import { FIRST_RUN_MESSAGES } from './messages.ts';
import { loginWithEffects, startingCountry, suggestedCountry } from '../user/signIn.ts';
import { onboardingMachine } from './onboardingMachine.ts';
import { firstRunMachine } from './firstRunMachine.ts';
import { LoginScreen } from '../user/login/LoginScreen.tsx';
import { FullScreenModal } from '../ui/Dialog.tsx';
import { OnboardingScreen } from './OnboardingScreen.tsx';

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
      rememberOnboarding: (_, { choice }) => {
        if (choice === null) setPreferences({ onboardingComplete: true });
        else setPreferences({ onboardingComplete: true, currency: choice.currency, language: choice.language, ...(choice.country && { country: choice.country }) });
      },
      // Voice and screens at once (the screens follow the voice language): the next steps already
      // speak it, and the account hears it too. Settings can set the screens apart later.
      applyLanguage: (_, { language }) => void chooseLanguages({ language, interfaceLanguage: null }).catch(() => undefined),
    },
    actors: {
      completeOnboarding: fromPromise(async ({ input: { choice } }) => {
        const input = choice === null ? {} : { currency: choice.currency, ...(choice.country && { country: choice.country }) };
        return (await loadClient()).mutate({ mutation: CompleteOnboarding, variables: { input } });
      }),
    },
  });
}

export function FirstRunFlow({ onDone, loadClient = loadApolloClient }: { onDone: () => void; loadClient?: LoadClient }) {
  const [machine] = useState(() =>
    firstRunMachine.provide({
      actors: {
        onboarding: onboardingWithEffects(loadClient),
        login: loginWithEffects(loadClient),
      },
    }),
  );
  const [input] = useState(() => {
    const preferences = getPreferences();
    // What the phone suggests (the preferences start from it): onboarding preselects it and Skip keeps it.
    const suggestion = { country: suggestedCountry(preferences), currency: preferences.currency, language: preferences.language };
    return { country: startingCountry(preferences), suggestion, phone: preferences.phone };
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
    </FullScreenModal>
  );
}
