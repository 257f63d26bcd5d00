// Puts the first-run flow in front of Home on a device that has not finished onboarding. The flow
// is a lazy chunk: returning visitors (the stored flag) never download it.
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { loadWithApollo } from '../lazyWithApollo.ts';
import { getPreferences } from '../user/preferences.ts';

const FirstRunFlow = lazy(loadWithApollo(() => import('./FirstRunFlow.tsx').then((m) => m.FirstRunFlow)));

/** Covers Home while the flow's chunk arrives, so Home does not flash before Welcome on a slow network. */
function Cover() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-white">
      <p role="status" className="text-slate-500">
        Loading…
      </p>
    </div>
  );
}

export function FirstRunGate({ children }: { children: ReactNode }) {
  // Read once: finishing onboarding sets the flag mid-flow, yet login and wallet steps still follow.
  const [showFlow, setShowFlow] = useState(() => !getPreferences().onboardingComplete);
  return (
    <>
      {children}
      {showFlow && (
        <Suspense fallback={<Cover />}>
          <FirstRunFlow onDone={() => setShowFlow(false)} />
        </Suspense>
      )}
    </>
  );
}
