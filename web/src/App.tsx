// Route table for the five screens and the 404 page. Every screen is its own chunk, Home too: a new
// device's first screen is onboarding, so its first paint on a slow network carries only that, and a
// returning device takes Home's chunk from the service worker's precache.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FirstRunGate } from './firstRun/FirstRunGate.tsx';
import { loadWithApollo } from './lazyWithApollo.ts';
import { Layout } from './shell/Layout.tsx';
import { t } from './i18n/index.ts';
import { SHELL_MESSAGES } from './shell/messages.ts';
import { NotFound } from './shell/NotFound.tsx';

const HomeScreen = lazy(() => import('./home/HomeScreen.tsx').then((m) => ({ default: m.HomeScreen })));
const SavingsScreen = lazy(loadWithApollo(() => import('./savings/SavingsScreen.tsx').then((m) => m.SavingsScreen)));
const FamilyScreen = lazy(loadWithApollo(() => import('./family/FamilyScreen.tsx').then((m) => m.FamilyScreen)));
const AnalyticsScreen = lazy(() =>
  import('./analytics/AnalyticsScreen.tsx').then((m) => ({ default: m.AnalyticsScreen })),
);
const HistoryScreen = lazy(() => import('./history/HistoryScreen.tsx').then((m) => ({ default: m.HistoryScreen })));
// Writes the server refused while queued, parked until edited or discarded; rendered only over Home.
const ParkedWrites = lazy(() => import('./offline/ParkedWrites.tsx').then((m) => ({ default: m.ParkedWrites })));
const ImportScreen = lazy(() => import('./import/ImportScreen.tsx').then((m) => ({ default: m.ImportScreen })));
const IousScreen = lazy(() => import('./ious/IousScreen.tsx').then((m) => ({ default: m.IousScreen })));
const GroupsRoutes = lazy(() => import('./groups/GroupsRoutes.tsx').then((m) => ({ default: m.GroupsRoutes })));
const WalletScreen = lazy(() => import('./user/wallet/WalletScreen.tsx').then((m) => ({ default: m.WalletScreen })));
const SettingsScreen = lazy(loadWithApollo(() => import('./settings/SettingsScreen.tsx').then((m) => m.SettingsScreen)));

function ScreenLoading() {
  return (
    <p role="status" className="py-8 text-center text-slate-500">
      {t(SHELL_MESSAGES.loading)}
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
          <Route path="/history" component={HistoryScreen} />
          <Route path="/settings" component={SettingsScreen} />
          <Route path="/import" component={ImportScreen} />
          <Route path="/ious" component={IousScreen} />
          <Route path="/groups" component={GroupsRoutes} />
          <Route path="/groups/*" component={GroupsRoutes} />
          <Route path="/wallet" component={WalletScreen} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
