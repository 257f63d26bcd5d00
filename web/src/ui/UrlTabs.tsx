// Tabs kept in the URL (`?tab=id`, none for the first tab), so a reload or the back button lands on
// the same tab. The screens that have tabs (Savings, Insights) own the tab list and the panels.
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { t } from '../i18n/index.ts';
import type { Message } from '../i18n/index.ts';

export interface UrlTab<Id extends string> {
  id: Id;
  /** A message, not a string: the tab lists are constants, read in the active language at render. */
  label: Message;
}

/** The tab the URL names, or the first one. */
export function useUrlTab<Id extends string>(tabs: readonly [UrlTab<Id>, ...UrlTab<Id>[]]): Id {
  const asked = new URLSearchParams(useSearch()).get('tab');
  return (tabs.find(({ id }) => id === asked) ?? tabs[0]).id;
}

export function UrlTabs<Id extends string>(props: {
  /** The screen's path, e.g. "/savings". */
  path: string;
  label: string;
  tabs: readonly [UrlTab<Id>, ...UrlTab<Id>[]];
  current: Id;
  children: ReactNode;
}) {
  const { path, label, tabs, current, children } = props;
  const [, navigate] = useLocation();
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className="mb-4 grid gap-1 rounded-xl bg-slate-100 p-1"
        style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}
      >
        {tabs.map(({ id, label: tabLabel }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={current === id}
            onClick={() => navigate(id === tabs[0].id ? path : `${path}?tab=${id}`)}
            className={`min-h-11 rounded-lg px-1 text-xs font-semibold ${current === id ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600'}`}
          >
            {t(tabLabel)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t((tabs.find(({ id }) => id === current) ?? tabs[0]).label)}>
        {children}
      </div>
    </>
  );
}
