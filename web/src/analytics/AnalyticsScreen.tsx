// Insights (/analytics): a back button to Home and four tabs kept in the URL (?tab=budgets), so a
// reload or a shared link opens the same tab. Lazy-loaded; each tab loads only what it shows.
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { loadWithApollo } from '../lazyWithApollo.ts';
import { useDocumentTitle } from '../ui/ScreenHeader.tsx';
import { SvgIcon } from '../ui/icons.tsx';
import { UrlTabs, useUrlTab } from '../ui/UrlTabs.tsx';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { messages } from './messages.ts';
import { t } from '../i18n/index.ts';
import { SCREEN_NAMES } from '../ui/screenNames.ts';

// The server's tabs speak GraphQL; the Analytics tab reads the phone's copy and loads no Apollo.
const BudgetsTab = lazy(loadWithApollo(() => import('./BudgetsTab.tsx').then((m) => m.BudgetsTab)));
const NetWorthTab = lazy(loadWithApollo(() => import('./NetWorthTab.tsx').then((m) => m.NetWorthTab)));
const SubscriptionsTab = lazy(loadWithApollo(() => import('./SubscriptionsTab.tsx').then((m) => m.SubscriptionsTab)));

const TABS = [
  { id: 'analytics', label: messages.tabs.analytics },
  { id: 'budgets', label: messages.tabs.budgets },
  { id: 'net-worth', label: messages.tabs.netWorth },
  { id: 'subscriptions', label: messages.tabs.subscriptions },
] as const;

type TabId = (typeof TABS)[number]['id'];

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
  const tab = useUrlTab(TABS);
  useDocumentTitle(t(SCREEN_NAMES.analytics));
  return (
    <>
      <header className="mb-4 flex items-center gap-2">
        <Link href="/" aria-label={t(messages.back)} className="-ml-2 grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100">
          <SvgIcon>
            <path d="M15 18l-6-6 6-6" />
          </SvgIcon>
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(SCREEN_NAMES.analytics)}</h1>
      </header>
      <UrlTabs path="/analytics" label={t(SCREEN_NAMES.analytics)} tabs={TABS} current={tab}>
        <Suspense fallback={<p role="status" className="py-8 text-center text-slate-500">Loading…</p>}>
          <TabPanel tab={tab} />
        </Suspense>
      </UrlTabs>
    </>
  );
}
