// Savings (/savings): the tracker, the USDT view and goals, one tab at a time, the tab kept in the URL
// (?tab=usdt, ?tab=goals) so a reload or Back lands on it. Reads the device's copy; works offline.
import { lazy, Suspense, useState } from 'react';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { UrlTabs, useUrlTab } from '../ui/UrlTabs.tsx';
import { GoalsTab } from './GoalsTab.tsx';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { SavingsTracker } from './SavingsTracker.tsx';
import { UsdtTab } from './UsdtTab.tsx';
import { t } from '../i18n/index.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';

const AddSavingsDialog = lazy(() => import('./AddSavingsDialog.tsx').then((m) => ({ default: m.AddSavingsDialog })));

const TABS = [
  { id: 'tracker', label: M.tabs.tracker },
  { id: 'usdt', label: M.tabs.usdt },
  { id: 'goals', label: M.tabs.goals },
] as const;

export function SavingsScreen() {
  const tab = useUrlTab(TABS);
  const [adding, setAdding] = useState(false);
  const add = () => setAdding(true);
  return (
    <>
      <ScreenHeader
        title={t(SCREEN_NAMES.savings)}
        subtitle={t(M.subtitle)}
        actions={
          <button type="button" onClick={add} className="min-h-11 shrink-0 rounded-xl bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800">
            {t(M.add)}
          </button>
        }
      />
      <UrlTabs path="/savings" label={t(SCREEN_NAMES.savings)} tabs={TABS} current={tab}>
        {tab === 'tracker' && <SavingsTracker />}
        {tab === 'usdt' && <UsdtTab />}
        {tab === 'goals' && <GoalsTab />}
      </UrlTabs>
      {adding && (
        <Suspense fallback={null}>
          <AddSavingsDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
