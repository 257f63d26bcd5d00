// The first-run flow on screen: a full-screen modal over Home showing whichever step the flow
// machine is on, with the real effects provided. Loaded lazily by FirstRunGate.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { CountryCode } from '../../../domain/countries.ts';
import type { LoadClient } from '../apolloLoader.ts';
import { loadApolloClient } from '../apolloLoader.ts';
import { countryList, isCountryCode } from '../../../domain/countries.ts';
import type { Preferences } from '../user/preferences.ts';
import { getPreferences } from '../user/preferences.ts';
import { t } from '../i18n/index.ts';
import { SHELL_MESSAGES } from '../shell/messages.ts';
import { useDocumentTitle } from '../shell/useDocumentTitle.ts';
import { FIRST_RUN_MESSAGES } from './messages.ts';
import { loginWithEffects, onboardingWithEffects } from './effects.ts';
import { firstRunMachine } from './firstRunMachine.ts';
import type { OnboardingInput } from './onboardingMachine.ts';
import { LoginScreen } from './LoginScreen.tsx';
import { FullScreenModal } from '../ui/Dialog.tsx';
import { OnboardingScreen } from './OnboardingScreen.tsx';

/**
 * What onboarding preselects and Skip keeps: the device's preferences, which start from what the phone
 * suggests (its time zone and locale, user/preferences.ts) and hold whatever was chosen since.
 */
function suggestionOf(preferences: Pick<Preferences, 'country' | 'currency' | 'language'>): OnboardingInput {
  const country = preferences.country !== null && isCountryCode(preferences.country) ? preferences.country : null;
  return { country, currency: preferences.currency, language: preferences.language };
}

/** The login step's first country: the suggested one, else the one whose currency is the person's. */
export function startingCountry(preferences: Pick<Preferences, 'country' | 'currency' | 'language'>): CountryCode {
  return suggestionOf(preferences).country ?? countryList().find((country) => country.currency === preferences.currency)?.code ?? 'KE';
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
    return { country: startingCountry(preferences), suggestion: suggestionOf(preferences), phone: preferences.phone };
  });
  const actor = useActorRef(machine, { input });
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const children = useSelector(actor, (snapshot) => snapshot.children);
  useDocumentTitle(t(SHELL_MESSAGES.welcomeTitle));

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
