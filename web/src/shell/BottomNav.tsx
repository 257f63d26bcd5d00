// The five-tab bottom navigation and the ecosystem brand line. It only links and marks the current
// tab (aria-current="page"); which screen renders is decided by the router in App.
import type { ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { AnalyticsIcon, FamilyIcon, HomeIcon, SavingsIcon, SettingsIcon } from './navIcons.tsx';

type NavTab = { href: string; label: string; Icon: ComponentType };

export const NAV_TABS = [
  { href: '/', label: 'Home', Icon: HomeIcon },
  { href: '/savings', label: 'Savings', Icon: SavingsIcon },
  { href: '/family', label: 'Family', Icon: FamilyIcon },
  { href: '/analytics', label: 'Analytics', Icon: AnalyticsIcon },
  { href: '/settings', label: 'Settings', Icon: SettingsIcon },
] as const satisfies readonly NavTab[];

export const BRAND_LINE = 'Sauti · part of the Sorted Wallet ecosystem';

const tabBase =
  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-xs transition-colors';
const tabIdle = 'font-medium text-slate-600 hover:text-slate-900';
// Colour alone is not enough on a glary screen: the active tab also gets a tint, bold label and a bar.
const tabActive = [
  'bg-brand-50 font-bold text-brand-800',
  'before:absolute before:inset-x-3 before:top-0 before:h-1 before:rounded-b before:bg-brand-700',
].join(' ');

export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {NAV_TABS.map(({ href, label, Icon }) => {
          const active = location === href;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={`${tabBase} ${active ? tabActive : tabIdle}`}
              >
                <Icon />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="pb-1.5 text-center text-xs text-slate-500">{BRAND_LINE}</p>
    </nav>
  );
}
