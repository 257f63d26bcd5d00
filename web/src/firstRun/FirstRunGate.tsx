// Puts the first-run flow in front of Home on a device that has not finished onboarding. The flow
// is a lazy chunk: returning visitors (the stored flag) never download it.
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { LoadClient } from '../apolloLoader.ts';
import { getPreferences } from '../user/preferences.ts';
import { WelcomePlaceholder } from './WelcomeView.tsx';

const FirstRunFlow = lazy(() => import('./FirstRunFlow.tsx').then((m) => ({ default: m.FirstRunFlow })));

/** `loadClient` replaces how the flow reaches the server (tests). */
export function FirstRunGate({ children, loadClient }: { children: ReactNode; loadClient?: LoadClient }) {
  // Read once: finishing onboarding sets the flag mid-flow, yet login and wallet steps still follow.
  const [showFlow, setShowFlow] = useState(() => !getPreferences().onboardingComplete);
  // Home is not rendered under the flow: it has nothing to show a new device yet, and rendering it
  // (and loading its local database) would slow the first screen a new visitor sees.
  if (!showFlow) return children;
  return (
    <Suspense fallback={<WelcomePlaceholder />}>
      <FirstRunFlow onDone={() => setShowFlow(false)} {...(loadClient && { loadClient })} />
    </Suspense>
  );
}
