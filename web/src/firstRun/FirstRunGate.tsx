// Puts the first-run flow in front of Home on a device that has not finished onboarding. The flow
// is a lazy chunk: returning visitors (the stored flag) never download it.
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { loadWithApollo } from '../lazyWithApollo.ts';
import { getPreferences } from '../user/preferences.ts';
import { WelcomePlaceholder } from './WelcomeView.tsx';

const FirstRunFlow = lazy(loadWithApollo(() => import('./FirstRunFlow.tsx').then((m) => m.FirstRunFlow)));

export function FirstRunGate({ children }: { children: ReactNode }) {
  // Read once: finishing onboarding sets the flag mid-flow, yet login and wallet steps still follow.
  const [showFlow, setShowFlow] = useState(() => !getPreferences().onboardingComplete);
  return (
    <>
      {children}
      {showFlow && (
        <Suspense fallback={<WelcomePlaceholder />}>
          <FirstRunFlow onDone={() => setShowFlow(false)} />
        </Suspense>
      )}
    </>
  );
}
