// The bottom navigation and the ecosystem brand line, at the foot of the bottom chrome: the spec's
// five tabs, then More (a named icon button), which opens a sheet of every other place (Lent & borrowed, History, Bills,
// Goals, Import, the converter, Download my data), so each is two taps from anywhere. It only links
// and marks where the person is (aria-current="page"); which screen renders is decided by App's router.
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { t } from '../i18n/index.ts';
import { isMorePlace, NAV_TABS } from './destinations.ts';
import { SHELL_MESSAGES } from './messages.ts';
import { MoreIcon } from './navIcons.tsx';

const MoreSheet = lazy(() => import('./MoreSheet.tsx').then((m) => ({ default: m.MoreSheet })));

export { NAV_TABS };

const cellBase =
  'relative flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 text-xs transition-colors';
const cellIdle = 'font-medium text-slate-600 hover:text-slate-900';
// Colour alone is not enough on a glary screen: the active cell also gets a tint, bold label and a bar.
// At 360 px each tab has 63 px (More is an icon of 44): 11 px labels keep the longest translations
// (Zulu's Amasethingi, French Paramètres) on one line, and a word that still does not fit wraps rather
// than being cut.
const cellActive = [
  'bg-brand-50 font-bold tracking-tight text-brand-800',
  'before:absolute before:inset-x-2 before:top-0 before:h-1 before:rounded-b before:bg-brand-700',
].join(' ');
const label = 'max-w-full text-center text-[11px] leading-tight tracking-tight break-words';

export function BottomNav() {
  const [location] = useLocation();
  const [more, setMore] = useState(false);
  const inMore = isMorePlace(location);
  return (
    <nav
      aria-label={t(SHELL_MESSAGES.nav.label)}
      className="border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid max-w-md grid-cols-[repeat(5,minmax(0,1fr))_2.75rem]">
        {NAV_TABS.map(({ href, label: name, Icon }) => {
          const active = location === href;
          return (
            <li key={href}>
              <Link href={href} aria-current={active ? 'page' : undefined} className={`${cellBase} ${active ? cellActive : cellIdle}`}>
                <Icon />
                <span className={label}>{t(name)}</span>
              </Link>
            </li>
          );
        })}
        <li>
          {/* An icon button, named: the five tabs keep their width for their words. */}
          <button
            type="button"
            aria-label={t(SHELL_MESSAGES.nav.more)}
            title={t(SHELL_MESSAGES.nav.more)}
            aria-haspopup="dialog"
            aria-expanded={more}
            onClick={() => setMore(true)}
            className={`${cellBase} ${inMore ? cellActive : cellIdle}`}
          >
            <MoreIcon />
          </button>
        </li>
      </ul>
      <p className="pb-1.5 text-center text-xs text-slate-500">{t(SHELL_MESSAGES.brandLine)}</p>
      {more && (
        <Suspense fallback={null}>
          <MoreSheet onClose={() => setMore(false)} />
        </Suspense>
      )}
    </nav>
  );
}
