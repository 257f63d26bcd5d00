// Insights (/analytics): a back button to Home and four tabs kept in the URL (?tab=budgets), so a
// reload or a shared link opens the same tab. Lazy-loaded; each tab loads only what it shows.
import { lazy, Suspense } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { SvgIcon } from '../ui/SvgIcon.tsx';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { messages } from './messages.ts';

const BudgetsTab = lazy(() => import('./BudgetsTab.tsx').then((m) => ({ default: m.BudgetsTab })));
const NetWorthTab = lazy(() => import('./NetWorthTab.tsx').then((m) => ({ default: m.NetWorthTab })));
const SubscriptionsTab = lazy(() => import('./SubscriptionsTab.tsx').then((m) => ({ default: m.SubscriptionsTab })));

const TABS = [
  { id: 'analytics', label: messages.tabs.analytics },
  { id: 'budgets', label: messages.tabs.budgets },
  { id: 'net-worth', label: messages.tabs.netWorth },
  { id: 'subscriptions', label: messages.tabs.subscriptions },
] as const;

type TabId = (typeof TABS)[number]['id'];

function currentTab(search: string): TabId {
  const asked = new URLSearchParams(search).get('tab');
  return TABS.find((tab) => tab.id === asked)?.id ?? 'analytics';
}

function TabPanel({ tab }: { tab: TabId }) {
  switch (tab) {
    case 'analytics':
      return <AnalyticsTab />;
    case 'budgets':
      return <BudgetsTab />;
    case 'net-worth':
      return <NetWorthTab />;
    case 'subscriptions':
      return <SubscriptionsTab />;
    default: {
      const unexpected: never = tab;
      return unexpected;
    }
  }
}

export function AnalyticsScreen() {
  const tab = currentTab(useSearch());
  const [, navigate] = useLocation();
  return (
    <>
      <header className="mb-4 flex items-center gap-2">
        <Link href="/" aria-label={messages.back} className="-ml-2 grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100">
          <SvgIcon>
            <path d="M15 18l-6-6 6-6" />
          </SvgIcon>
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{messages.title}</h1>
      </header>
      <div role="tablist" aria-label={messages.title} className="mb-4 grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => navigate(id === 'analytics' ? '/analytics' : `/analytics?tab=${id}`)}
            className={`min-h-11 rounded-lg px-1 text-xs font-semibold ${tab === id ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((each) => each.id === tab)?.label}>
        <Suspense fallback={<p role="status" className="py-8 text-center text-slate-500">Loading…</p>}>
          <TabPanel tab={tab} />
        </Suspense>
      </div>
    </>
  );
}
