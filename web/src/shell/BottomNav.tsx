// The five-tab bottom navigation and the ecosystem brand line, at the foot of the bottom chrome. It only links and marks the current
// tab (aria-current="page"); which screen renders is decided by the router in App.
import type { ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { t } from '../i18n/index.ts';
import type { Message } from '../i18n/index.ts';
import { SHELL_MESSAGES } from './messages.ts';
import { AnalyticsIcon, FamilyIcon, HomeIcon, SavingsIcon, SettingsIcon } from './navIcons.tsx';

type NavTab = { href: string; label: Message; Icon: ComponentType };

export const NAV_TABS = [
  { href: '/', label: SHELL_MESSAGES.nav.home, Icon: HomeIcon },
  { href: '/savings', label: SHELL_MESSAGES.nav.savings, Icon: SavingsIcon },
  { href: '/family', label: SHELL_MESSAGES.nav.family, Icon: FamilyIcon },
  { href: '/analytics', label: SHELL_MESSAGES.nav.analytics, Icon: AnalyticsIcon },
  { href: '/settings', label: SHELL_MESSAGES.nav.settings, Icon: SettingsIcon },
] as const satisfies readonly NavTab[];

const tabBase =
  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-xs transition-colors';
const tabIdle = 'font-medium text-slate-600 hover:text-slate-900';
// Colour alone is not enough on a glary screen: the active tab also gets a tint, bold label and a bar.
// Bold widens a label: tighter tracking keeps the longest translations (Zulu's Amasethingi) in the
// 72 px cell at 360 px, and a word that still does not fit wraps rather than being cut.
const tabActive = [
  'bg-brand-50 font-bold tracking-tight text-brand-800',
  'before:absolute before:inset-x-3 before:top-0 before:h-1 before:rounded-b before:bg-brand-700',
].join(' ');

export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label={t(SHELL_MESSAGES.nav.label)}
      className="border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
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
                <span className="max-w-full text-center leading-tight break-words">{t(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="pb-1.5 text-center text-xs text-slate-500">{t(SHELL_MESSAGES.brandLine)}</p>
    </nav>
  );
}
