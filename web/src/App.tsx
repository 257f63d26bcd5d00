// Route table for the five screens and the 404 page. Home ships in the first chunk; the other
// screens load on first visit so the first paint on a slow network carries only what it shows.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FirstRunGate } from './firstRun/FirstRunGate.tsx';
import { HomeScreen } from './home/HomeScreen.tsx';
import { loadWithApollo } from './lazyWithApollo.ts';
import { Layout } from './shell/Layout.tsx';
import { NotFound } from './shell/NotFound.tsx';

const SavingsScreen = lazy(loadWithApollo(() => import('./savings/SavingsScreen.tsx').then((m) => m.SavingsScreen)));
const FamilyScreen = lazy(loadWithApollo(() => import('./family/FamilyScreen.tsx').then((m) => m.FamilyScreen)));
const AnalyticsScreen = lazy(() =>
  import('./analytics/AnalyticsScreen.tsx').then((m) => ({ default: m.AnalyticsScreen })),
);
// Writes the server refused while queued, parked until edited or discarded; rendered only over Home.
const ParkedWrites = lazy(() => import('./offline/ParkedWrites.tsx').then((m) => ({ default: m.ParkedWrites })));
const SettingsScreen = lazy(loadWithApollo(() => import('./settings/SettingsScreen.tsx').then((m) => m.SettingsScreen)));

function ScreenLoading() {
  return (
    <p role="status" className="py-8 text-center text-slate-500">
      Loading…
    </p>
  );
}

export function App() {
  return (
    <Layout>
      <Suspense fallback={<ScreenLoading />}>
        <Switch>
          <Route path="/">
            {() => (
              <FirstRunGate>
                <Suspense fallback={null}>
                  <ParkedWrites />
                </Suspense>
                <HomeScreen />
              </FirstRunGate>
            )}
          </Route>
          <Route path="/savings" component={SavingsScreen} />
          <Route path="/family" component={FamilyScreen} />
          <Route path="/analytics" component={AnalyticsScreen} />
          <Route path="/settings" component={SettingsScreen} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
