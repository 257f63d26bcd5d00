// Home's title row and status chips: whether the server is reachable (useOnline), the last four
// digits of the stored phone, and a badge once the wallet is connected. Reads only.
import { useOnline } from '../offline/expenses.ts';
import { t } from '../i18n/index.ts';
import { useDocumentTitle } from '../ui/ScreenHeader.tsx';
import { usePreferences } from '../user/preferences.ts';
import { WalletIcon } from '../ui/icons.tsx';
import { HOME_MESSAGES } from './messages.ts';

const chip = 'inline-flex min-h-7 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium';

function lastFourDigits(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 4 ? digits.slice(-4) : null;
}

export function HomeHeader() {
  const online = useOnline();
  const { phone, walletConnected } = usePreferences();
  const lastFour = lastFourDigits(phone);
  useDocumentTitle(t(HOME_MESSAGES.screenName));
  return (
    <header className="mb-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(HOME_MESSAGES.title)}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {/* A status region: a change of network is announced, not only coloured. */}
        <p role="status" className={`${chip} ${online ? 'bg-brand-50 text-brand-800' : 'bg-amber-100 text-amber-900'}`}>
          <span aria-hidden="true" className={`size-2 rounded-full ${online ? 'bg-brand-600' : 'bg-amber-600'}`} />
          {online ? t(HOME_MESSAGES.online) : t(HOME_MESSAGES.offline)}
        </p>
        {lastFour !== null && (
          <p className={`${chip} bg-slate-100 text-slate-700`}>
            <span className="sr-only">{t(HOME_MESSAGES.phoneEnding, { digits: lastFour })}</span>
            <span aria-hidden="true" dir="ltr">
              •••• {lastFour}
            </span>
          </p>
        )}
        {walletConnected && (
          <p className={`${chip} bg-indigo-50 text-indigo-800`}>
            <WalletIcon />
            {t(HOME_MESSAGES.walletConnected)}
          </p>
        )}
      </div>
    </header>
  );
}
