// The More sheet: every place beyond the five tabs (shell/destinations.ts), one row each with its icon
// and name, 48 px tall. Going somewhere closes it; the converter opens over the current screen.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../i18n/index.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { usePreferences } from '../user/preferences.ts';
import { MORE_PLACES } from './destinations.ts';
import { SHELL_MESSAGES } from './messages.ts';

const ConverterModal = lazy(() => import('../money/ConverterModal.tsx').then((m) => ({ default: m.ConverterModal })));

const row = 'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 py-2 text-start font-medium text-slate-900 hover:bg-slate-100';

export function MoreSheet({ onClose }: { onClose: () => void }) {
  const [converting, setConverting] = useState(false);
  const { currency } = usePreferences();
  if (converting) {
    return (
      <Suspense fallback={null}>
        <ConverterModal start={{ from: currency, to: 'USDT' }} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Dialog title={t(SHELL_MESSAGES.nav.more)} onClose={onClose}>
      <ul className="flex flex-col gap-1">
        {MORE_PLACES.map((place) => {
          const { Icon } = place;
          const content = (
            <>
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon />
              </span>
              <span className="min-w-0 break-words">{t(place.label)}</span>
            </>
          );
          return (
            <li key={place.label.id}>
              {'opens' in place ? (
                <button type="button" className={row} onClick={() => setConverting(true)}>
                  {content}
                </button>
              ) : place.download === undefined ? (
                <Link href={place.href} className={row} onClick={onClose}>
                  {content}
                </Link>
              ) : (
                <a href={place.href} download={place.download} className={row} onClick={onClose}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
