// Savings (/savings): the tracker, the USDT view and goals, one tab at a time, the tab kept in the URL
// (?tab=usdt, ?tab=goals) so a reload or Back lands on it. Reads the device's copy; works offline.
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ScreenHeader } from '../shell/ScreenHeader.tsx';
import { GoalsTab } from './GoalsTab.tsx';
import { SAVINGS_MESSAGES as M } from './messages.ts';
import { SavingsTracker } from './SavingsTracker.tsx';
import { UsdtTab } from './UsdtTab.tsx';

const AddSavingsDialog = lazy(() => import('./AddSavingsDialog.tsx').then((m) => ({ default: m.AddSavingsDialog })));

const TABS = [
  { id: 'tracker', label: M.tabs.tracker },
  { id: 'usdt', label: M.tabs.usdt },
  { id: 'goals', label: M.tabs.goals },
] as const;
type TabId = (typeof TABS)[number]['id'];

const currentTab = (search: string): TabId => TABS.find(({ id }) => id === new URLSearchParams(search).get('tab'))?.id ?? 'tracker';

export function SavingsScreen() {
  const tab = currentTab(useSearch());
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const add = () => setAdding(true);
  return (
    <>
      <ScreenHeader
        title={M.title}
        subtitle={M.subtitle}
        actions={
          <button type="button" onClick={add} className="min-h-11 shrink-0 rounded-xl bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800">
            {M.add}
          </button>
        }
      />
      <div role="tablist" aria-label={M.title} className="mb-4 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => navigate(id === 'tracker' ? '/savings' : `/savings?tab=${id}`)}
            className={`min-h-11 rounded-lg px-1 text-xs font-semibold ${tab === id ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find(({ id }) => id === tab)?.label}>
        {tab === 'tracker' && <SavingsTracker />}
        {tab === 'usdt' && <UsdtTab />}
        {tab === 'goals' && <GoalsTab />}
      </div>
      {adding && (
        <Suspense fallback={null}>
          <AddSavingsDialog onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
